import AtomicFiles
import CodeRendering
import Foundation
import InventoryCore
import Labelling
import SQLiteStore
import Scanning
import TestSupport
import Testing

/// Items without a barcode get in-store codes for their labels: only once the sheet is known to work, all in one
/// step, and the codes on the written file read back as the ones given.
@Suite struct InStoreLabellingTests {
  let inventory: TestInventory
  let folder: TemporaryDirectory

  init() throws {
    inventory = try TestInventory()
    folder = try TemporaryDirectory("labelling")
  }

  struct TooSmall: Error {}

  @Test func theTrialSeesTheNextFreeCodeAndAFailedTrialChangesNothing() throws {
    // Given an item with a barcode between two without.
    try inventory.add("Anchor", quantity: 1)
    try inventory.add("Bolt", barcode: "5901234123457")
    try inventory.add("Clip")
    let items = try inventory.service.items()
    let labeller = ItemLabeller(currency: "", categoryNames: [:])

    // When the trial refuses the sheet.
    var tried: [ItemLabel] = []
    #expect(throws: TooSmall.self) {
      try labeller.givingInStoreCodes(to: items, service: inventory.service) { labels in
        tried = labels
        throw TooSmall()
      }
    }

    // Then it saw every item, the missing codes as the next in-store code, and no item changed.
    let next = try inventory.service.nextInStoreCode().text
    #expect(tried.map(\.name) == ["Anchor", "Bolt", "Clip"])
    #expect(tried.map(\.code.humanReadable) == [next, "5901234123457", next])
    #expect(try inventory.service.items().filter { $0.barcode == nil }.map(\.name) == ["Anchor", "Clip"])
  }

  @Test func codesAreGivenTogetherInOrderAndReadBackFromTheWrittenSheet() throws {
    try inventory.add("Anchor", quantity: 1, price: "0.20")
    try inventory.add("Bolt", barcode: "5901234123457")
    try inventory.add("Clip")
    let labeller = ItemLabeller(currency: "CHF", categoryNames: [:])

    // When the sheet fits, the items without a barcode get consecutive in-store codes; the others keep theirs.
    let given = try labeller.givingInStoreCodes(to: try inventory.service.items(), service: inventory.service) {
      _ = try LabelSheet(labels: $0, layout: .a4FourByTen)
    }
    #expect(given.map(\.name) == ["Anchor", "Bolt", "Clip"])
    let codes = given.compactMap(\.barcode)
    #expect(codes.count == 3 && codes[1] == "5901234123457")
    #expect([codes[0], codes[2]].allSatisfy { $0.hasPrefix("20") && $0.count == 13 })
    #expect(try inventory.service.items().compactMap(\.barcode) == codes, "stored as returned")

    // And the sheet written from them reads back, label by label, as those codes.
    let sheet = try LabelSheet(labels: try labeller.labels(for: given), layout: .a4FourByTen)
    let path = folder.path("labels.pdf")
    try LabelSheetFile.write(sheet, to: path, replacing: false)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4) == Data("%PDF".utf8))
    var options = ScanOptions()
    options.symbologies = Set(Symbology.allCases)
    let reader = try BarcodeReader(options: options)
    let raster = try SheetDrawing.grey(sheet, page: 0, dpi: 300)
    let image = GreyFrame(width: raster.width, height: raster.height, pixels: raster.pixels)
    let read = try sheet.pages[0].map { entry in
      let scale = 300 / 25.4
      let area = PixelRect(
        x: Int((entry.frame.x * scale).rounded(.up)), y: Int((entry.frame.y * scale).rounded(.up)),
        width: Int((entry.frame.width * scale).rounded(.down)) - 1,
        height: Int((entry.frame.height * scale).rounded(.down)) - 1)
      return try reader.read(image.cropped(to: area)).map(\.text)
    }
    #expect(read == codes.map { [$0] })
  }

  @Test func anExistingFileIsNeverReplacedUnlessAsked() throws {
    try inventory.add("Bolt", barcode: "5901234123457")
    let labeller = ItemLabeller(currency: "", categoryNames: [:])
    let sheet = try LabelSheet(labels: try labeller.labels(for: try inventory.service.items()), layout: .roll62mm)
    let path = folder.path("kept.pdf")
    try Data("earlier".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: FileWriteError.self) { try LabelSheetFile.checkWritable(path, replacing: false) }
    #expect(throws: FileWriteError.self) { try LabelSheetFile.write(sheet, to: path, replacing: false) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier")
    try LabelSheetFile.write(sheet, to: path, replacing: true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4) == Data("%PDF".utf8))
    #expect(throws: FileWriteError.self) {
      try LabelSheetFile.checkWritable(folder.path("no/such/folder.pdf"), replacing: false)
    }
  }
}
