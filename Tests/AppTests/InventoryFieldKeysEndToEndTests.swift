import Foundation
import TestSupport
import Testing

/// The shop's own fields in the real binary's inventory list, in tmux: `f` shows one as a column, `o` sorts by
/// it, `v` filters by it.
@Suite("custom fields in the inventory list, in tmux", .serialized)
struct InventoryFieldKeysEndToEndTests {
  /// The screen rows of the items, in screen order.
  static func order(_ lines: [String], _ names: [String]) -> [String] {
    lines.compactMap { line in names.first { line.contains($0) } }
  }

  @Test("f shows a field as a column, o sorts by it either way (no value last), v keeps the items it matches")
  func aFieldIsShownSortedAndFiltered() throws {
    let folder = try TemporaryDirectory("field-list-e2e")
    let database = folder.path("stock.sqlite")
    for arguments in [
      ["fields", "add", "Weight", "--kind", "number", "--unit", "kg"],
      ["items", "add", "--name", "Anvil"], ["items", "add", "--name", "Bolt"], ["items", "add", "--name", "Cog"],
      ["items", "set-field", "Anvil", "Weight", "10"], ["items", "set-field", "Bolt", "Weight", "9"],
    ] {
      let seeded = try ProcessRunner.stockroom(arguments, database: database)
      #expect(seeded.status == 0, "\(arguments) \(seeded.stderr)")
    }
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", database], columns: 100, rows: 30)
    defer { session.kill() }
    let names = ["Anvil", "Bolt", "Cog"]
    try session.waitFor("3 items ·")
    try session.press("f")
    try session.waitFor("Field column")
    try session.type("wei", interval: .milliseconds(40))
    try session.press("Enter")
    try session.waitUntil("the Weight column with each item's value") { lines in
      lines.contains { $0.contains("Weight") && $0.contains("Name") }
        && lines.contains { $0.contains("Anvil") && $0.contains("10 kg") }
        && lines.contains { $0.contains("Bolt") && $0.contains("9 kg") }
    }
    try session.press("o")
    try session.waitUntil("sorted by weight: Bolt, Anvil, then Cog without one") { lines in
      lines.contains { $0.contains("Weight▲") } && Self.order(lines, names) == ["Bolt", "Anvil", "Cog"]
    }
    try session.press("o")
    try session.waitUntil("the other way, Cog still last") { lines in
      lines.contains { $0.contains("Weight▼") } && Self.order(lines, names) == ["Anvil", "Bolt", "Cog"]
    }
    try session.press("v")
    try session.waitFor("Field filter")
    try session.type("weight>9.5", interval: .milliseconds(40))
    try session.press("Enter")
    try session.waitUntil("only the heavy item, the filter shown") { lines in
      lines.contains { $0.contains("Weight>9.5") } && lines.contains { $0.contains("1 item ·") }
        && Self.order(lines.filter { !$0.contains("Weight>9.5") }, names) == ["Anvil"]
    }
    try session.press("q")
    try session.waitFor("[exit 0]")
  }
}
