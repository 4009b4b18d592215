import InventoryCore
import Scanning
import TerminalUI

/// The one way a scan is handled, whatever its source (camera, USB scanner, typed, slow scanner) and
/// whichever screen is open: a command card does what it says (`CommandCardHandler`) and is never recorded;
/// any other code is recorded through the service in the global mode with the settings' policy,
/// its outcome worded once (`ScanOutcomeText`) for the status line and "last scan", offers queued in order
/// and shown in the offer dialog, an unknown code in add mode opened in the editor.
struct ScanHandler {
  let environment: AppEnvironment
  var desk: ScanDesk { environment.scanDesk }
  /// "Coffee beans 4 -> 5", as the CLI prints it and History stores it: one wording, any terminal.
  static let arrow = ScanOutcomeText.Arrow.ascii

  /// What recording did: the result (nil when it could not be recorded) and what the screen should do.
  struct Recorded {
    var result: ScanOutcome?
    var action: ScreenAction
    /// What the scan added to the joined session (`SessionScanRecorder`); nil outside a session.
    var addition: SessionAddition? = nil
  }

  /// Records one scan. `gs1` says how to tell a GS1 code: a camera's decoder declares it; nil (typed, a USB
  /// scanner) detects it, with the separator the settings name. `prepareEditor` may set up the editor an
  /// unknown code opens (the inventory list selects the new item once it is saved).
  func record(
    _ text: String, symbology: Symbology? = nil, source: ScanSource, quality: ScanQuality? = nil,
    gs1 declared: GS1Hint? = nil, prepareEditor: @escaping (ItemEditorScreen) -> ItemEditorScreen = { $0 }
  ) -> Recorded {
    let places = ScanPlaceHandler(environment: environment)
    if let action = places.handle(text, source: source) { return Recorded(result: nil, action: action) }
    let cards = CommandCardHandler(environment: environment)
    if let action = cards.handle(text, source: source, quality: quality) {
      return Recorded(result: nil, action: action)
    }
    // GS1 data with a separator the settings do not name yet is no code: recording it would make a new item of
    // the whole string. Nothing is recorded; the message says what to set.
    if declared == nil,
      let separator = GS1SubstituteSeparator.guess(in: text, configured: environment.settings.gs1Separator)
    {
      let message = Self.unsetSeparatorMessage(separator)
      // In the scan log too (History lists every code a scanner produced); the message is what matters here.
      try? environment.service.logScan(
        ScanRecord(code: text, symbology: symbology?.rawValue, source: source, outcome: .refused, detail: message))
      Self.markOwnScansSeen(environment)
      desk.show(message, .warning, detail: ScanWording.detail(source: source, quality: quality))
      return Recorded(result: nil, action: .sequence([.status(.warning(message)), .bell]))
    }
    // A terminal that joined a stock session scans into it: no offer, no editor, whatever the mode.
    if let joined = desk.joinedSession {
      return SessionScanRecorder(environment: environment, session: joined).record(
        text, symbology: symbology, source: source, quality: quality, gs1: declared ?? environment.settings.gs1Hint)
    }
    let returned = cards.returnToDefaultIfIdle() ?? .none
    defer { desk.noteActivity() }
    let hint = declared ?? environment.settings.gs1Hint
    // A QUANTITY card's count, as `stockroom scan --quantity` gives it (a GS1 label's own count wins).
    let quantity = desk.nextQuantity ?? 1
    let request = ScanRequest(
      text, symbology: symbology, source: source, quality: ScanWording.figures(quality),
      policy: environment.settings.scanPolicy, mode: desk.mode, quantity: quantity, gs1: hint,
      locationID: desk.here?.location.id)
    if desk.move != nil { return Recorded(result: nil, action: places.addToMove(request)) }
    let result: ScanOutcome
    do {
      result = try environment.service.recordScan(request)
    } catch {
      let message = "\(text.terminalSafe): not recorded: \(describe(error))"
      desk.show(message, .error, detail: ScanWording.detail(source: source, quality: quality))
      return Recorded(result: nil, action: .sequence([returned, .status(.error(message)), .bell]))
    }
    desk.useQuantity(after: result)
    Self.markOwnScansSeen(environment)
    let detail = ScanWording.detail(source: source, quality: quality)
    // What a GS1 code said, read as the service read it (its result names the item, not the expiry or batch);
    // an invalid code's problem is in the result's own words.
    let scanned = try? ScannedCode.interpret(text, symbology: symbology, gs1: hint)
    let gs1 = ScanWording.gs1(scanned?.gs1)
    var actions: [ScreenAction] = [returned]
    switch result {
    case .offered(let item, let code, let scanID):
      // One scan of an extra barcode counts its units per scan (a case of 12), as the service decided.
      let scans = scanned?.units ?? quantity
      // Only the units the offer shows (the service decided the offer): unreadable, one a scan.
      let units = (try? environment.service.match(for: code))?.units(scans: scans) ?? scans
      // The lot the code names, as the service reads it: the answer adds to (or takes from) it.
      let lot = LotDetails(scanned: scanned?.gs1)
      let mode = desk.mode
      let isSame = { (offer: ScanOffer) in offer.isSame(item, mode: mode, at: request.locationID, lot: lot) }
      if let index = desk.offers.firstIndex(where: isSame) {
        desk.offers[index].add(scanID: scanID, units: units, gs1: scanned?.gs1)
        desk.offers[index].item = item
      } else {
        desk.offers.append(
          ScanOffer(
            item: item, code: code, source: source, mode: desk.mode, locationID: request.locationID, scanIDs: [scanID],
            units: units, gs1: scanned?.gs1, lot: lot))
      }
      let offer = desk.offers.first(where: isSame)
      desk.show((offer?.question ?? result.text(arrow: Self.arrow)) + gs1, .warning, detail: detail)
      actions.append(presentOffersIfWaiting())
    case .unknown(let code):
      // What the product catalogue says it is: one lookup, shared with the editor it may open.
      let catalogue = CatalogueLookup(code, in: environment)
      let text = catalogue.describingUnknown(code, outcome: result.text(arrow: Self.arrow)) + gs1
      desk.show(text, .warning, detail: detail)
      if desk.mode == .add && desk.offers.isEmpty {
        if catalogue != .notKnown { actions.append(.status(catalogue.product != nil ? .info(text) : .warning(text))) }
        let editor = ItemEditorScreen(environment: environment, newItemWithBarcode: code.text, catalogue: catalogue)
        // The camera opens it unasked: keys the user is typing for this screen must not land in its Name.
        if source == .camera { editor.guardStrayKeys(openedAt: desk.clock()) }
        actions.append(.push(prepareEditor(editor)))
      } else if desk.mode == .add {
        // Its editor opens once the offers are answered; the instruction comes first, where no width cuts it.
        if !desk.unknownAfterOffers.contains(where: { $0.code == code.text }) {
          desk.unknownAfterOffers.append(UnknownAfterOffers(code: code.text, catalogue: catalogue))
        }
        actions.append(.status(.warning("New item after the offers: \(text)")))
      } else {
        actions.append(.status(.warning("\(text): switch to add stock to create the item")))
      }
    default:
      let (message, role) = Self.message(for: result, gs1: scanned?.gs1)
      desk.show(message.text, role, detail: detail)
      actions.append(.status(message))
    }
    actions += Self.signals(environment.settings)
    return Recorded(result: result, action: .sequence(actions))
  }

  /// The status line's message and the panel's role for a finished scan, with what its GS1 code said:
  /// "Aspirin 4 -> 5 · expiry 2026-12-31, batch ABC123".
  static func message(for result: ScanOutcome, gs1: GS1ScanDetails? = nil) -> (StatusMessage, StyleRole) {
    let text = result.text(arrow: arrow) + ScanWording.gs1(gs1)
    switch result {
    case .applied: return (.success(text), .success)
    case .lookedUp(let item, _): return (.info(text), item.isLowStock ? .lowStock : .normal)
    case .offered: return (.info(text), .warning)
    case .unknown: return (.warning(text), .warning)
    case .invalid, .insufficientStock, .overMaximum: return (.error(text), .error)
    case .keptOffline: return (.warning(text), .warning)
    }
  }

  /// This terminal's own scans, just logged, are not news from another process for the Scan tab's feed. The
  /// feed reads the log again on its next tick: a newest id that cannot be read now only delays that.
  static func markOwnScansSeen(_ environment: AppEnvironment) {
    if let newest = try? environment.service.newestScanID() {
      environment.scanDesk.newestSeenScanID = max(environment.scanDesk.newestSeenScanID ?? 0, newest)
    }
  }

  /// What a scan of GS1 data with an unset substitute separator says, instead of offering a new item (short:
  /// the status line of an 80-column terminal holds it whole; the setting is "GS1 separator your scanner sends").
  static func unsetSeparatorMessage(_ separator: String) -> String {
    "looks like GS1 data with \(separator.terminalSafe) as separator: set it in Settings, then scan again"
  }

  /// The bell and the screen flash a scan gets, as the settings ask.
  static func signals(_ settings: AppSettings) -> [ScreenAction] {
    (settings.bell ? [.bell] : []) + (settings.flash ? [.flash] : [])
  }

  /// Shows the offer dialog when offers wait and it is not open (nor waiting its turn) already; once none
  /// wait, opens the editors of the unknown codes scanned meanwhile, the first scanned on top.
  func presentOffersIfWaiting() -> ScreenAction {
    if desk.offers.isEmpty, desk.dialog == nil, !desk.unknownAfterOffers.isEmpty {
      let waiting = desk.unknownAfterOffers
      desk.unknownAfterOffers = []
      return .sequence(
        waiting.reversed().map {
          .push(ItemEditorScreen(environment: environment, newItemWithBarcode: $0.code, catalogue: $0.catalogue))
        })
    }
    guard !desk.offers.isEmpty, desk.dialog == nil else { return .none }
    let dialog = ScanOfferDialog(environment: environment)
    desk.dialog = dialog
    return .present(dialog)
  }
}
