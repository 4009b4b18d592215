import Foundation
import InventoryCore
import TestSupport
import Testing

/// The product catalogue with the real binary in tmux: `stockroom catalog import` builds it beside the
/// database, the terminal UI finds it there, and a code typed on the Scan screen opens an editor filled from it.
@Suite("product catalogue in the terminal UI, in tmux", .serialized)
struct CatalogueEndToEndTests {
  static let openFoodFacts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Catalogue/openfoodfacts-sample.tsv").path
  static let nutella = "3017620422003"

  func start(_ inventory: TestInventory, _ arguments: [String] = [], columns: Int = 100) throws -> TmuxSession {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession([binary, "--db", inventory.path] + arguments, columns: columns, rows: 30)
    try session.waitFor("items ·")
    return session
  }

  @Test("a typed code the catalogue knows opens the editor filled from it; saved, the CLI shows the item")
  func typedCodeFilledFromTheCatalogue() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let imported = try ProcessRunner.stockroom(["catalog", "import", Self.openFoodFacts], database: inventory.path)
    #expect(imported.status == 0, "\(imported.stderr)")
    let session = try start(inventory)
    defer { session.kill() }
    try session.press("1")
    try session.waitFor("Last scan")
    try session.press("/")
    try session.type(Self.nutella, interval: .milliseconds(40))
    try session.press("Enter")
    let editor = try session.waitUntil("the editor filled from the catalogue") { lines in
      lines.contains { $0.contains("Name") && $0.contains("Nutella 400 g") }
        && lines.contains { $0.contains("catalogue suggests: Cocoa and hazelnuts spreads — F4 creates it") }
    }
    #expect(editor.contains { $0.contains("Notes") && $0.contains("Brand: Ferrero") })
    #expect(editor.contains { $0.contains("Barcode") && $0.contains(Self.nutella) })
    try session.press("F2")
    try session.waitFor("saved Nutella 400 g")
    try session.press("Escape")  // the code field keeps the keys after a typed code
    try session.waitFor("/ Type code")  // (a q right after Esc would be read as Alt-q)
    try session.press("q")
    #expect(try session.waitFor("[tty restored]").contains("[exit 0]"))

    let shown = try ProcessRunner.stockroom(["items", "show", Self.nutella, "--json"], database: inventory.path)
    #expect(shown.status == 0, "\(shown.stderr)")
    let item = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
    #expect(item["name"] as? String == "Nutella 400 g", "\(shown.stdout)")
    #expect(item["barcode"] as? String == Self.nutella, "\(shown.stdout)")
    #expect(item["notes"] as? String == "Brand: Ferrero", "\(shown.stdout)")
  }

  @Test("a file that is no catalogue is named once at start; the app runs and scans without it")
  func damagedCatalogueIsAWarning() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let bad = inventory.folder.path("damaged.sqlite")
    try Data("not a database, just text".utf8).write(to: URL(fileURLWithPath: bad))
    let session = try start(inventory, ["--catalog", bad], columns: 160)
    defer { session.kill() }
    try session.waitFor("product catalogue not used: \(bad) is not a stockroom product catalogue")
    try session.scan(Codes.unknown)
    try session.waitFor("New item")
    try session.press("Escape")
    try session.waitFor("items ·")
    try session.press("q")
    #expect(try session.waitFor("[tty restored]").contains("[exit 0]"))
  }
}
