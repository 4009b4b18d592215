import Foundation
import InventoryCore

/// How sessions read in the terminal UI: the header's badge, a session's name, what a scan added to it. The
/// wording the command line shares (scope, totals, commit changes) is `SessionWording`'s.
enum SessionText {
  /// "COUNT #3", "RECEIVE #4", "REMOVE #5": the header's badge, so nobody forgets the terminal is in a session.
  static func badge(_ session: StockSession) -> String { "\(session.kind.rawValue.uppercased()) #\(session.id)" }

  /// "count #3", "receive #4".
  static func name(_ session: StockSession) -> String { "\(session.kind.rawValue) #\(session.id)" }

  /// "Started 2026-11-22 12:05" in local time.
  static func time(_ date: Date) -> String { formatter.string(from: date) }

  private static let formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter
  }()

  /// What one scan added: "counted Green tea: 7", "received +12 Beans (case of 12) · 24 so far",
  /// "unknown 5012345678900: kept for review · 2 so far". `perScan` is the extra barcode a scan was of, when one
  /// scan of it counts several units.
  static func addition(_ addition: SessionAddition, kind: StockSession.Kind, perScan barcode: ItemBarcode?) -> String {
    // "case of 12" (an extra barcode's label, else "pack").
    let pack = barcode.map { ($0.label.isEmpty ? "pack" : $0.label) + " of \($0.unitsPerScan)" }
    switch (addition.match, kind) {
    case (.item(let item), .count):
      let added =
        addition.quantity == 1 && pack == nil ? "" : " (+\(addition.quantity)" + (pack.map { ", \($0)" } ?? "") + ")"
      return "counted \(item.name): \(addition.lineTotal)\(added)"
    case (.item(let item), _):
      let sign = kind == .receive ? "+" : "-"
      return "\(kind.quantityWord) \(sign)\(addition.quantity) \(item.name)" + (pack.map { " (\($0))" } ?? "")
        + " · \(addition.lineTotal) so far"
    case (.unknownCode(let code), _):
      return "unknown \(code.text): kept for review · \(addition.lineTotal) so far"
    case (.keptOffline(let scan, let waiting), _):
      let what = scan.text.isEmpty ? "" : scan.text.terminalSafe + ": "
      return what + SessionWording.keptOffline(scan, waiting: waiting) + " · it goes into "
        + "\(kind.rawValue) #\(addition.sessionID) when the server answers"
    }
  }

  /// "Tea: counted 7" after a keyed addition; the kept-offline wording when the server was away.
  static func lineNow(_ addition: SessionAddition, title: String, kind: StockSession.Kind) -> String {
    addition.isKeptOffline
      ? "\(title): " + Self.addition(addition, kind: kind, perScan: nil)
      : "\(title): \(kind.quantityWord) \(addition.lineTotal)"
  }

  /// "2 items, 14 units received, 1 unknown code to resolve": a batch's lines in one line.
  static func batchTotals(_ lines: [SessionLine], kind: StockSession.Kind) -> String {
    let unknown = lines.filter(\.isUnknownCode).count
    let items = lines.count - unknown
    let units = lines.filter { !$0.isUnknownCode }.reduce(Int128(0)) { $0 + Int128($1.quantity) }
    return "\(items) item\(items == 1 ? "" : "s"), \(StockLimits.groupedDigits(units)) unit\(units == 1 ? "" : "s") "
      + kind.quantityWord + (unknown > 0 ? ", \(unknown) unknown code\(unknown == 1 ? "" : "s") to resolve" : "")
  }

  /// " · @ Shelf 3 · lot A1, expiry 2027-01-31": where a scan's units went (empty when unplaced).
  static func place(_ place: SessionPlace, here: ScannedLocation?) -> String {
    let location = place.locationID == nil ? "" : " · @ " + (here?.path ?? "location \(place.locationID ?? 0)")
    return location + (place.lot.map { " · " + $0.summary } ?? "")
  }

  /// "leave" or "set to 0": what a commit does to an item no one counted.
  static func choice(_ choice: UncountedChoice) -> String { choice == .leave ? "leave" : "set to 0" }
}
