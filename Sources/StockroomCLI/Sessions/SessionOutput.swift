import Foundation
import InventoryCore

/// How sessions, lines and commits read on stdout. Names and codes come from the database or the scanner:
/// escaped for the terminal (`terminalSafe`).
enum SessionOutput {
  /// `count 3  open  everything  started 2026-11-22T12:05:48.123Z at till  "back room"`.
  /// The path of a count's location, for its scope's words; nil without one (or unreadable: the words then name
  /// the location by its id).
  static func locationPath(_ session: StockSession, in service: any Inventory) -> String? {
    guard let id = session.scope.locationID, let locations = service as? any LocationInventory else { return nil }
    // Only the wording, as above.
    return (try? locations.locationTree()).map { $0.path(of: id) }
  }

  static func summaryLine(_ session: StockSession, categoryName: String? = nil, locationPath: String? = nil) -> String {
    var parts = [
      "\(session.kind.rawValue) \(session.id)", session.state.rawValue,
      "started \(Timestamps.iso8601(session.startedAt)) at \(session.station.terminalSafe)",
    ]
    if session.kind == .count {
      parts.insert(scope(session.scope, categoryName: categoryName, locationPath: locationPath), at: 2)
    }
    if let closed = session.closedAt {
      parts.append(
        "\(session.state.rawValue) \(Timestamps.iso8601(closed)) at \((session.closedBy ?? "?").terminalSafe)")
    }
    if !session.note.isEmpty { parts.append("\"\(session.note.terminalSafe)\"") }
    return parts.joined(separator: "  ")
  }

  /// "everything", "category Tea", "uncategorised", "search \"cof\"", or both (`SessionWording.scope`).
  static func scope(_ scope: SessionScope, categoryName: String?, locationPath: String? = nil) -> String {
    SessionWording.scope(scope, categoryName: categoryName, locationPath: locationPath).terminalSafe
  }

  /// What one scan added: `Tea: counted 3 (expected 5)`, `Tea: received 4`, `unknown code 123: 2 so far ...`.
  /// " @ Shop › Shelf 3 · lot A1, expiry 2027-01-31": where a scan's units went (empty when unplaced).
  static func place(_ place: SessionPlace, here: ScannedLocation?) -> String {
    let location = place.locationID == nil ? "" : " @ " + (here?.path ?? "location \(place.locationID ?? 0)")
    return (location + (place.lot.map { " · " + $0.summary } ?? "")).terminalSafe
  }

  static func addition(_ addition: SessionAddition, kind: StockSession.Kind) -> String {
    switch addition.match {
    case .item(let item):
      let expected = addition.expected.map { " (expected \($0))" } ?? ""
      return "\(item.name.terminalSafe): \(kind.quantityWord) \(addition.lineTotal)\(expected)"
    case .unknownCode(let code):
      return "unknown code \(code.text.terminalSafe): \(addition.lineTotal) so far, kept to resolve "
        + "(stockroom \(kind.command) resolve \(ShellQuoting.quoted(code.text).terminalSafe) ITEM)"
    case .keptOffline(let scan, let waiting):
      let what = scan.text.isEmpty ? "" : scan.text.terminalSafe + ": "
      return what + SessionWording.keptOffline(scan, waiting: waiting)
        + " (sent into \(kind.rawValue) #\(addition.sessionID) when it answers; stockroom offline lists it)"
    }
  }

  /// One line of a table: the item or code, the quantity, a count's expected and difference, the stations.
  static func table(_ lines: [SessionLine], kind: StockSession.Kind) -> String {
    let counting = kind == .count
    var header = ["ITEM", kind.quantityWord.uppercased()]
    if counting { header += ["EXPECTED", "DIFF", "VALUE"] }
    header.append("BY")
    let rows = lines.map { line in
      var row = [
        line.isUnknownCode ? "? \(line.title.terminalSafe) (unknown code)" : line.title.terminalSafe,
        String(line.quantity),
      ]
      if counting {
        row += [
          line.expected.map(String.init) ?? "", line.difference.map(ActionWording.signed) ?? "",
          line.differenceValue?.description ?? "",
        ]
      }
      row.append(line.stations.map(\.terminalSafe).joined(separator: ", "))
      return row
    }
    return aligned([header] + rows, rightAligned: counting ? [1, 2, 3, 4] : [1])
  }

  /// Columns padded to their widest cell, the last one left ragged.
  static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].terminalWidth : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.indices.map { index in
        index == row.count - 1 && !rightAligned.contains(index)
          ? row[index] : row[index].padded(toColumns: widths[index], alignRight: rightAligned.contains(index))
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }.joined(separator: "\n")
  }

  /// One changed item of a commit: `Tea 10 -> 8 (count -2)` (`SessionWording.change`).
  static func change(_ change: SessionItemChange) -> String { SessionWording.change(change).terminalSafe }
}
