import Foundation
import TestSupport
import Testing

/// ^G "go to item" in the real binary, in tmux: the picker filters as a person types, Enter selects the item in
/// the Inventory tab (from the Sessions tab), and e then edits that item.
@Suite("the type-ahead item picker in tmux", .serialized)
struct PickerEndToEndTests {
  @Test("^G on the Sessions tab, cola typed, Enter: Inventory with Cola 33cl selected")
  func goToItemFromAnotherTab() throws {
    let folder = try TemporaryDirectory("picker-e2e")
    let database = folder.path("stock.sqlite")
    for arguments in [
      ["items", "add", "--name", "Stapler", "--barcode", "4006381333931", "--quantity", "4"],
      ["items", "add", "--name", "Cola 33cl", "--barcode", "5000112637922", "--quantity", "37"],
      ["items", "add", "--name", "Apple juice", "--quantity", "3"],
    ] {
      let seeded = try ProcessRunner.stockroom(arguments, database: database)
      #expect(seeded.status == 0, "\(arguments) \(seeded.stderr)")
    }
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", database], columns: 100, rows: 30)
    defer { session.kill() }
    try session.waitFor("items ·")
    try session.press("6")
    try session.waitFor("Open sessions")
    try session.press("C-g")
    try session.waitFor("Go to item")
    try session.type("col", interval: .milliseconds(100))
    try session.waitUntil("only Cola 33cl is listed") { lines in
      lines.contains { $0.contains("Cola 33cl") } && !lines.contains { $0.contains("Stapler") }
    }
    try session.press("Enter")
    try session.waitFor("Cola 33cl selected in Inventory")
    try session.press("e")
    try session.waitFor("Edit: Cola 33cl")
    try session.press("Escape")
    try session.waitUntil("back on the list") { !($0.first?.contains("Edit:") ?? true) }
    try session.press("q")
    try session.waitFor("[exit 0]")
  }
}
