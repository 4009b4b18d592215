import Foundation
import InventoryCore
import TestSupport
import Testing

/// Labels made in the real app in tmux, then printed as a phone or scanner would see them: the PDF rendered at
/// 300 dpi (pdftoppm) and read back by stockroom's own decoder.
@Suite("labels from the app, in tmux", .serialized)
struct LabelsEndToEndTests {
  func start(_ inventory: TestInventory, in folder: TemporaryDirectory) throws -> TmuxSession {
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession(
      ["/bin/sh", "-c", "cd \"$0\" && exec \"$1\" --db \"$2\"", folder.url.path, binary, inventory.path],
      columns: 160)
    try session.waitFor("items ·")
    return session
  }

  /// The one PDF in `folder` (the prompt's default name is dated).
  func writtenPDF(in folder: TemporaryDirectory) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".pdf") }
    try #require(names.count == 1, "\(names)")
    return folder.path(names[0])
  }

  /// The codes read from every page of `pdf` rendered at 300 dpi, as "SYMBOLOGY:TEXT" lines.
  func decode(_ pdf: String, in folder: TemporaryDirectory) throws -> [String] {
    let pdftoppm = try #require(ProcessRunner.executable(named: "pdftoppm"), "pdftoppm (poppler-utils) is needed")
    let rendered = try ProcessRunner.run(pdftoppm, ["-r", "300", "-png", pdf, folder.path("page")])
    try #require(rendered.status == 0, "\(rendered.stderr)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { $0.hasPrefix("page") && $0.hasSuffix(".png") }.sorted().map(folder.path)
    try #require(!pages.isEmpty)
    let decoded = try ProcessRunner.stockroom(["decode", "--symbologies", "all", "--plain"] + pages)
    return decoded.stdout.split(separator: "\n").map(String.init)
  }

  @Test("L on an item writes its label to the default file; the rendered PDF scans back as its barcode")
  func oneItemsLabelScansBack() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    let folder = try TemporaryDirectory("tui-labels")
    let session = try start(inventory, in: folder)
    defer { session.kill() }
    try session.press("/")
    try session.type("green", interval: .milliseconds(40))
    try session.press("Enter")
    try session.press("L")
    try session.waitFor("Labels for 日本茶 green tea: layout")
    try session.press("Enter")
    try session.waitFor("How many labels?")
    try session.press("Enter")
    try session.waitFor("1 label (a4-3x7): where to?")
    try session.press("Enter")
    try session.waitFor("PDF file for 1 label (a4-3x7):")
    try session.press("Enter")
    try session.waitFor("wrote 1 label on 1 page to \(folder.url.path)/stockroom-labels-", timeout: .seconds(20))
    #expect(try decode(try writtenPDF(in: folder), in: folder) == ["EAN-13:\(Codes.tea)"])
  }

  @Test("P on a filtered list gives the item without a barcode an in-store code; every label scans back")
  func sheetOfTheFilteredListScansBack() throws {
    let inventory = try TestInventory()
    try sampleInventory(inventory)
    try inventory.add("Tea towel", quantity: 2)
    let folder = try TemporaryDirectory("tui-labels")
    let session = try start(inventory, in: folder)
    defer { session.kill() }
    try session.press("/")
    try session.type("tea", interval: .milliseconds(40))
    try session.press("Enter")
    try session.waitFor("3 items")
    try session.press("P")
    try session.waitFor("All 3 items (1 without a barcode)")
    try session.press("Enter")
    try session.waitFor("Give it in-store code 2000000000015 first")
    #expect(try inventory.service.findItem("Tea towel").barcode == nil, "asked before anything changes")
    try session.press("Enter")
    try session.waitFor("Labels for the list as filtered: layout")
    try session.press("Enter")
    try session.waitFor("One label each (3 labels)")
    try session.press("Enter")
    try session.waitFor("3 labels (a4-3x7): where to?")
    try session.press("Enter")
    try session.waitFor("PDF file for 3 labels")
    try session.press("Enter")
    try session.waitFor("gave Tea towel in-store code 2000000000015; wrote 3 labels on 1 page", timeout: .seconds(20))
    #expect(try inventory.service.findItem("Tea towel").barcode == "2000000000015")
    #expect(try inventory.service.findItem("Café crème").barcode == nil, "outside the filter: not labelled")

    let read = try decode(try writtenPDF(in: folder), in: folder)
    let codes = read.compactMap { $0.split(separator: ":", maxSplits: 1).last.map(String.init) }
    #expect(Set(codes) == [Codes.tea, Codes.book, "2000000000015"], "\(read)")
    #expect(read.count == 3)
  }
}
