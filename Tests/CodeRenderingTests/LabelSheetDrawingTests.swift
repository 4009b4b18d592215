import Foundation
import InventoryCore
import Scanning
import Testing

@testable import CodeRendering

/// Sheets of labels drawn by cairo and read back, label by label, by the project's decoders.
@Suite struct LabelSheetDrawingTests {
  static let barcodes = ["5901234123457", "036000291452", "96385074", "04252614", "BIN-42", "2000000000015"]

  static func labels(qrFor qrBarcodes: Set<String> = ["BIN-42"]) throws -> [ItemLabel] {
    try barcodes.enumerated().map { index, barcode in
      ItemLabel(
        code: try LabelCode.content(forBarcode: barcode, asQR: qrBarcodes.contains(barcode)),
        name: "Item \(index) with a name far too long for any label on this sheet", price: "€\(index).99",
        category: "Office")
    }
  }

  /// The frame's pixels at `dpi`, a little inside the label (its neighbours' codes stay out).
  static func pixels(_ frame: PaperRect, dpi: Int) -> PixelRect {
    let scale = Double(dpi) / 25.4
    return PixelRect(
      x: Int((frame.x * scale).rounded(.up)), y: Int((frame.y * scale).rounded(.up)),
      width: Int((frame.width * scale).rounded(.down)) - 1, height: Int((frame.height * scale).rounded(.down)) - 1)
  }

  static func reads(_ read: ScanResult, as content: CodeContent) -> Bool {
    guard content.symbology.isRetail else { return read.text == content.scannedText }
    let asked = try? ProductCode(content.scannedText, symbology: content.symbology)
    let got = try? ProductCode(read.text, symbology: read.symbology)
    return asked != nil && asked?.key == got?.key
  }

  @Test(arguments: [LabelLayout.a4ThreeBySeven, .letterThreeByTen, .a4FourByTen, .roll62mm, .fourBySixInch])
  func everyLabelReadsBackFromItsPlaceOnThePage(layout: LabelLayout) throws {
    let labels = try Self.labels()
    let start = min(2, layout.labelsPerPage)
    let sheet = try LabelSheet(labels: labels, layout: layout, startAt: start, showsCategory: true)
    #expect(sheet.labelCount == labels.count)
    var options = ScanOptions()
    options.symbologies = Set(Symbology.allCases)
    let reader = try BarcodeReader(options: options)
    for (pageIndex, page) in sheet.pages.enumerated() {
      let raster = try SheetDrawing.grey(sheet, page: pageIndex, dpi: 300)
      let image = GreyFrame(width: raster.width, height: raster.height, pixels: raster.pixels)
      for entry in page {
        let found = try reader.read(image.cropped(to: Self.pixels(entry.frame, dpi: 300)))
        #expect(found.count == 1, "\(layout.name): \(entry.label.code)")
        #expect(found.allSatisfy { Self.reads($0, as: entry.label.code) }, "\(layout.name): \(found.map(\.text))")
      }
    }
    if start > 1, let first = sheet.pages.first {
      #expect(!first.contains { $0.frame == layout.frame(ofSlot: 0) }, "slot 1 is left for --start-at 2")
    }
  }

  @Test(arguments: [300, 203, 600])
  func codesTakeTheLargestWholeDotModuleThatFits(dpi: Int) throws {
    let symbol = try ZintEncoder.encode(SymbolSpec(symbology: .ean13, data: "200000000001"))
    let space = LabelArrangement(label: LabelLayout.letterThreeByTen.label, hasDetails: true).codeSpace.size
    let fitted = try FittedCode.fit(symbol, in: space, dpi: dpi, name: "EAN-13")
    guard case .dots(let dots, let printerDPI) = fitted.module else {
      Issue.record("the module is not in dots")
      return
    }
    #expect(printerDPI == dpi)
    #expect(fitted.size.width <= space.width && fitted.size.height <= space.height)
    #expect(fitted.module.millimetres >= FittedCode.minimumModule)
    let drawnBars = try #require(FittedCode.barSpan(fitted.symbol)).height
    let naturalBars = try #require(FittedCode.barSpan(symbol)).height
    #expect(drawnBars / naturalBars >= FittedCode.shortestBars)
    #expect(fitted.symbol.width == symbol.width, "quiet zones kept")
    let larger = ModuleSize.dots(dots + 1, dpi: dpi)
    #expect(
      larger.millimetres > FittedCode.maximumLinearModule
        || FittedCode.fitted(symbol, in: space, module: larger) == nil)
  }

  @Test func aCodeTooBigForItsLabelIsRefusedWithTheSizes() throws {
    let label = ItemLabel(code: try LabelCode.content(forBarcode: "SHELF-A-ROW-12-BIN-0042-LEFT"), name: "Bin")
    #expect(throws: LabelSheetError.self) { try LabelSheet(labels: [label], layout: .twoByOneInch) }
    do { _ = try LabelSheet(labels: [label], layout: .twoByOneInch) } catch {
      guard case .codeDoesNotFit(let code, let needs, let space, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(code == "Code 128 SHELF-A-ROW-12-BIN-0042-LEFT")
      #expect(needs.width > space.width)
      #expect(error.description.contains("use larger labels"))
    }
  }

  @Test func longNamesStayInsideTheirLabel() throws {
    let sheet = try LabelSheet(labels: try Self.labels(), layout: .a4ThreeBySeven, showsCategory: true)
    let raster = try SheetDrawing.grey(sheet, dpi: 300)
    let scale = 300 / 25.4
    for entry in try #require(sheet.pages.first) {
      let top = Int(entry.frame.y * scale)
      let bottom = Int((entry.frame.y + sheet.arrangement.codeSpace.y) * scale)
      let margin = sheet.arrangement.padding * 0.8 * scale
      let edges = [Int((entry.frame.x) * scale) + 1, Int((entry.frame.x + entry.frame.width) * scale - margin)]
      for left in edges {
        var inked: [PixelPoint] = []
        for y in top..<bottom {
          for x in left..<(left + Int(margin)) where raster.pixels[y * raster.width + x] != 255 {
            inked.append(PixelPoint(x: x, y: y))
          }
        }
        #expect(inked.isEmpty, "\(entry.label.code): ink in the padding at \(inked.prefix(3))")
      }
    }
  }

  @Test func theTestPageOutlinesAndNumbersEverySlot() throws {
    let layout = LabelLayout.letterThreeByTen
    let page = try LabelSheet.testPage(layout: layout)
    let raster = try SheetDrawing.grey(page, dpi: 150)
    let scale = 150 / 25.4
    func level(_ x: Double, _ y: Double) -> UInt8 { raster.pixels[Int(y * scale) * raster.width + Int(x * scale)] }
    for slot in 0..<layout.labelsPerPage {
      let frame = layout.frame(ofSlot: slot)
      let middle = frame.x + frame.width / 2
      let darkest = (-1...1).map { level(middle, frame.y + Double($0) / scale) }.min() ?? 255
      #expect(darkest < 200, "slot \(slot + 1): no top edge")
      #expect(level(frame.x + 3, frame.y + 3) == 255, "slot \(slot + 1): ink inside the corner")
      let centre = (Int((frame.y + frame.height / 2 - 3) * scale)..<Int((frame.y + frame.height / 2 + 3) * scale))
        .flatMap { y in
          (Int((middle - 3) * scale)..<Int((middle + 3) * scale)).map { raster.pixels[y * raster.width + $0] }
        }
      #expect(centre.contains { $0 < 128 }, "slot \(slot + 1): no number")
    }
  }

  @Test func thePDFHasOnePagePerSheet() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockroom-labels-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("sheet.pdf").path
    let labels = Array(repeating: try Self.labels()[0], count: 25)
    let sheet = try LabelSheet(labels: labels, layout: .a4ThreeBySeven, startAt: 20)
    #expect(sheet.pages.map(\.count) == [2, 21, 2])
    try SheetDrawing.writePDF(sheet, to: path)
    let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    let pages = text.matches(of: /\/Type\s*\/Page[^s]/).count
    #expect(pages == 3)
  }
}
