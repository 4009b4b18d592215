import Foundation
import InventoryCore
import TerminalUI

/// A known item's change offered after a scan (policy "ask"), waiting for its own answer: Enter applies the
/// typed amount (or one per scan), Esc cancels, e opens the item. The one offer model of the app.
struct ScanOffer: Equatable {
  var item: Item
  var code: ProductCode
  var source: ScanSource
  var mode: ScanMode
  /// Where the scans were taken ("here" then: its id), where the answer changes the stock; nil: the default.
  var locationID: Int64? = nil
  /// The history rows of the scans this offer stands for (a repeated scan adds one, and its units to the amount).
  var scanIDs: [Int64]
  /// Units the scans stand for: one each, or a GS1 code's count (AI 30 or 37).
  var units = 1
  /// What the newest GS1 scan said (expiry, batch ...), shown with the question; nil for other codes.
  var gs1: GS1ScanDetails?
  /// The lot the scans' GS1 code named (`LotDetails(scanned:)`), where the answer changes the stock; nil: none.
  var lot: LotDetails? = nil
  /// Digits typed so far ("" means the scans' units).
  var amount = ""

  static let maximumDigits = 6

  var quantity: Int { Int(amount) ?? units }
  var delta: Int { mode == .remove ? -quantity : quantity }
  var question: String { ScanOutcomeText.question(item.name, inStock: item.quantity, delta: delta) }

  /// Whether a scan of `item` in `mode` (of `lot`) is this offer again (and adds to it rather than waiting in
  /// line): another lot of the same item waits for its own answer, as its units go to their own lot.
  func isSame(_ other: Item, mode: ScanMode, at locationID: Int64?, lot: LotDetails?) -> Bool {
    other.id == item.id && mode == self.mode && locationID == self.locationID && lot == self.lot
  }

  /// Another scan of the same item: its history row, its units (the total held to the most stockroom counts;
  /// the dialog shows the amount before it is applied) and, when it is GS1, its details.
  mutating func add(scanID: Int64, units more: Int, gs1 details: GS1ScanDetails?) {
    scanIDs.append(scanID)
    let total = units.addingReportingOverflow(max(0, more))
    units = total.overflow ? StockLimits.maximumQuantity : min(StockLimits.maximumQuantity, total.partialValue)
    if let details { gs1 = details }
  }
}

/// An unknown code that waits for the offers before its editor opens, with its catalogue lookup.
struct UnknownAfterOffers: Equatable {
  var code: String
  var catalogue: CatalogueLookup
}

/// The scanning state every screen shares: the scan mode (add, remove, look up), the quantity a command card
/// set for the next scan, the offers waiting in order, what the last scans did, and the newest scan already
/// shown (others' scans are shown once).
final class ScanDesk {
  /// What the app starts in, and what DONE and the auto-return go back to.
  static let defaultMode: ScanMode = .add
  var mode: ScanMode = ScanDesk.defaultMode {
    didSet { lastActivity = clock() }
  }
  /// The quantity of the next product scan, set by a QUANTITY card; nil: one per scan (see `ScanDesk+Cards`).
  var nextQuantity: Int? {
    didSet { lastActivity = clock() }
  }
  /// The stock session this terminal joined: every product scan goes into it (`SessionScanRecorder`). Per
  /// terminal, never stored: another terminal on the same inventory scans as it likes.
  var joinedSession: StockSession?
  /// "Here": the location whose label was scanned last, where the next scans receive and take stock (nil: the
  /// default location). Per terminal, as the mode (`ScanPlaceHandler`).
  var here: ScannedLocation?
  /// The items scanned since the move key, waiting for their destination's label; nil when not moving.
  var move: StockMoveBatch?
  /// When the mode or quantity last changed or a scan was handled: the auto-return counts from here.
  var lastActivity: Duration = .zero
  /// Offers waiting for an answer, oldest first: the first is the one on screen.
  var offers: [ScanOffer] = []
  /// Unknown codes scanned in add mode while offers waited, oldest first: each opens its new item's editor once
  /// the offers are answered (the offer dialog names them meanwhile).
  var unknownAfterOffers: [UnknownAfterOffers] = []
  /// What the last scan did (the Scan screen's "Last scan").
  var last: RecentScan?
  /// Newest first, at most `recentLimit`.
  var recent: [RecentScan] = []
  static let recentLimit = 50
  /// The offer dialog while it is open or waiting its turn (weak: a dialog the application dropped is gone,
  /// and the offers are shown again).
  weak var dialog: ScanOfferDialog?
  /// The newest scan id already shown; nil until first looked at (older history is not news).
  var newestSeenScanID: Int64?
  /// Time for telling a slow scanner from typing: the terminal's clock (virtual in tests).
  var clock: () -> Duration
  /// Keys the screens had no use for, timed (see `KeyRhythm`).
  var rhythm = KeyRhythm()

  init(clock: @escaping () -> Duration = ScanDesk.processClock) {
    self.clock = clock
  }

  static func processClock() -> Duration { ContinuousClock.now - start }
  private static let start = ContinuousClock.now

  /// Puts `text` in "last scan" and at the top of the recent scans.
  func show(_ text: String, _ role: StyleRole, detail: String) {
    let entry = RecentScan(summary: text, role: role, detail: detail)
    last = entry
    recent.insert(entry, at: 0)
    if recent.count > Self.recentLimit { recent.removeLast(recent.count - Self.recentLimit) }
  }

  /// "Add stock", "Remove stock", "Look up".
  static func name(of mode: ScanMode) -> String {
    switch mode {
    case .add: "Add stock"
    case .remove: "Remove stock"
    case .lookUp: "Look up"
    }
  }

  func nextMode() {
    let all = ScanMode.allCases
    mode = all[((all.firstIndex(of: mode) ?? 0) + 1) % all.count]
  }
}

/// Tells a slow scanner or a typed-out paste (keys up to `maximumGap` apart, ending with Enter) from a
/// person: the terminal's burst detector only catches scanners faster than its own gap, and a slower one
/// must not switch screens with its digits nor answer an offer with its Enter.
struct KeyRhythm {
  /// People leave more between keys; scanners set to "slow" leave 40-60 ms.
  static let maximumGap: Duration = .milliseconds(100)
  static let minimumLength = 4
  private(set) var run: [Character] = []
  private var lastTime: Duration?

  /// Notes a printable key; true when it follows the previous one fast (the run goes on).
  @discardableResult
  mutating func note(_ character: Character, at time: Duration) -> Bool {
    let continues = lastTime.map { time - $0 <= Self.maximumGap } ?? false
    if !continues { run.removeAll() }
    run.append(character)
    lastTime = time
    return continues
  }

  /// Enter at `time`: the run as a code when it was a burst (long and fast enough); the run ends either way.
  mutating func finish(at time: Duration) -> String? {
    defer { reset() }
    guard let lastTime, time - lastTime <= Self.maximumGap, run.count >= Self.minimumLength else { return nil }
    return String(run)
  }

  /// Whether a key noted at `time` would still be part of the current run.
  func isRunning(at time: Duration) -> Bool { lastTime.map { time - $0 <= Self.maximumGap } ?? false }

  mutating func reset() {
    run.removeAll()
    lastTime = nil
  }
}
