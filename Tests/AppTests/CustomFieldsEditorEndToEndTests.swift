import Foundation
import TestSupport
import Testing

/// The shop's own fields in the real binary's item editor, in tmux: shown after the built-in fields, checked as
/// typed by the fields' rule, saved with the item.
@Suite("custom fields in the item editor, in tmux", .serialized)
struct CustomFieldsEditorEndToEndTests {
  @Test("a value out of range is marked as typed; good values are saved and shown by items show")
  func customFieldsAreEditedAndChecked() throws {
    let folder = try TemporaryDirectory("fields-e2e")
    let database = folder.path("stock.sqlite")
    for arguments in [
      ["items", "add", "--name", "Vase", "--quantity", "2"],
      ["fields", "add", "Weight", "--kind", "number", "--unit", "kg", "--maximum", "50"],
      ["fields", "add", "Colour", "--kind", "choice", "--choices", "Red,Blue"],
    ] {
      let seeded = try ProcessRunner.stockroom(arguments, database: database)
      #expect(seeded.status == 0, "\(arguments) \(seeded.stderr)")
    }
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", database], columns: 100, rows: 30)
    defer { session.kill() }
    try session.waitFor("1 item ·")
    try session.press("e")
    try session.waitUntil("the editor with the fields after Notes") { lines in
      let notes = lines.firstIndex { $0.contains("Notes") }
      let weight = lines.firstIndex { $0.contains("Weight") && $0.contains("number (kg, at most 50)") }
      return notes != nil && weight != nil && (notes ?? 0) < (weight ?? 0)
    }
    for _ in 0..<9 { try session.press("Tab") }
    try session.type("99", interval: .milliseconds(40))
    try session.waitFor("it is above the maximum, 50")
    try session.press("BSpace")
    try session.press("BSpace")
    try session.type("12.50", interval: .milliseconds(40))
    try session.waitUntil("the value accepted") { lines in
      lines.contains { $0.contains("12.50") } && !lines.contains { $0.contains("above the maximum") }
    }
    try session.press("Tab")
    try session.type("green", interval: .milliseconds(40))
    try session.waitFor("choose one of Red, Blue")
    for _ in 0..<5 { try session.press("BSpace") }
    try session.type("blue", interval: .milliseconds(40))
    try session.press("F2")
    try session.waitFor("saved Vase")
    try session.press("q")
    try session.waitFor("[exit 0]")
    let shown = try ProcessRunner.stockroom(["items", "show", "Vase"], database: database).stdout
    #expect(shown.contains("\nfields:\n  Weight: 12.5 kg\n  Colour: Blue\n"), "\(shown)")
  }
}
