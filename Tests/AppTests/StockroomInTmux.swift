import Foundation
import TestSupport
import Testing

/// The real binary in tmux on `database`, at station "till", opened on the Sessions tab: how the end-to-end
/// tests of stock sessions begin.
func stockroomOnSessionsTab(_ database: String, columns: Int = 110, rows: Int = 30) throws -> TmuxSession {
  let binary = ProcessRunner.stockroomPath
  try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
  let session = try TmuxSession(
    [binary, "--db", database], columns: columns, rows: rows, environment: ["STOCKROOM_STATION": "till"])
  do {
    try session.waitFor("items ·")
    try session.press("6")
    try session.waitFor("Open sessions")
  } catch {
    session.kill()
    throw error
  }
  return session
}
