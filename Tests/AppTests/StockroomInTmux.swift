import Foundation
import TestSupport
import Testing

@testable import App

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

/// The real binary in tmux on `inventory`, scans applied at once (policy auto), no camera, on the Inventory tab:
/// how the end-to-end tests of a keyboard-wedge scanner begin.
func stockroomScanningAuto(_ inventory: TestInventory, columns: Int = 100, rows: Int = 30) throws -> TmuxSession {
  let environment = try AppEnvironment(service: inventory.service)
  environment.settings.scanPolicy = .auto
  try environment.saveSettings()
  let binary = ProcessRunner.stockroomPath
  try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
  let session = try TmuxSession(
    [binary, "--db", inventory.path, "--camera", "/dev/video63"], columns: columns, rows: rows)
  do { try session.waitFor("› Inventory") } catch {
    session.kill()
    throw error
  }
  return session
}
