import Foundation

/// What a journal held when this station last changed it, in a small text file beside it (`JOURNAL.marker`,
/// "LAST-POSITION WAITING"): a journal that comes back empty, missing or older than its marker lost scans that
/// waited in it, and that is reported instead of being taken for "nothing waits".
///
/// Written after each change of the journal is committed, so a crash between the two leaves a marker that
/// claims less than the journal holds, never more: a loss is never reported that did not happen, except when
/// the user moves the journal aside (then the scans are in the moved file, as the report says).
struct OfflineJournalMarker: Equatable {
  /// The highest position ever given to a waiting scan (SQLite's AUTOINCREMENT counter, which never goes back).
  var lastPosition: Int64
  var waiting: Int

  static func path(for journal: String) -> String { journal + ".marker" }

  /// The marker beside `journal`; nil when there is none or it cannot be read (it is only a hint).
  static func read(for journal: String) -> OfflineJournalMarker? {
    guard let data = FileManager.default.contents(atPath: path(for: journal)), data.count <= 64,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    let fields = text.split(whereSeparator: \.isWhitespace)
    guard fields.count == 2, let position = Int64(fields[0]), let waiting = Int(fields[1]), position >= 0,
      waiting >= 0
    else { return nil }
    return OfflineJournalMarker(lastPosition: position, waiting: waiting)
  }

  /// Best effort: a marker that cannot be written only means a later loss may go unreported.
  func write(for journal: String) {
    try? Data("\(lastPosition) \(waiting)\n".utf8).write(
      to: URL(fileURLWithPath: Self.path(for: journal)), options: .atomic)
  }

  static func remove(for journal: String) { try? FileManager.default.removeItem(atPath: path(for: journal)) }

  /// How many of the scans this marker counted are missing from a journal whose counter is at `lastPosition`
  /// (0 when there is no journal), or nil when none are: positions are never reused, so a counter behind the
  /// marker's means the file was replaced, truncated or recreated.
  func lostScans(journalLastPosition: Int64) -> Int? {
    guard waiting > 0, journalLastPosition < lastPosition else { return nil }
    let (gap, overflow) = lastPosition.subtractingReportingOverflow(journalLastPosition)
    guard !overflow, gap < Int64(waiting) else { return waiting }
    return Int(gap)
  }
}
