import Foundation
import InventoryCore
import Scanning
import Testing

@testable import CodeRendering

/// Codes made by libzint, drawn by cairo, read back by the project's own decoders.
@Suite struct CodeGenerationTests {
  static let specs: [SymbolSpec] = [
    SymbolSpec(symbology: .ean13, data: "590123412345"),
    SymbolSpec(symbology: .ean8, data: "9638507"),
    SymbolSpec(symbology: .upcA, data: "03600029145"),
    SymbolSpec(symbology: .upcE, data: "0425261"),
    SymbolSpec(symbology: .code128, data: "STOCK-0042 Größe"),
    SymbolSpec(symbology: .code128, data: "[01]09506000134352[10]ABC123[17]261231", isGS1: true),
    SymbolSpec(symbology: .qr, data: "WIFI:T:WPA;S:shop;P:pa\\;ss;;"),
    SymbolSpec(symbology: .dataMatrix, data: "BIN-7A/SHELF 42"),
    SymbolSpec(symbology: .dataMatrix, data: "[01]09506000134352[17]261231[10]ABC123", isGS1: true),
  ]

  @Test(arguments: specs)
  func everyGeneratedCodeReadsBackAsAsked(spec: SymbolSpec) throws {
    let symbol = try ZintEncoder.encode(spec)
    #expect(symbol.rectangles.count > 10)
    try SymbolVerifier.verify(symbol, spec: spec)
  }

  @Test func aWrongCheckDigitIsZintsClearError() {
    #expect(throws: CodeRenderingError.encoding("Invalid check digit '8', expecting '7'")) {
      try ZintEncoder.encode(SymbolSpec(symbology: .ean13, data: "5901234123458"))
    }
  }

  @Test func aDrawingThatReadsAsSomethingElseIsRefused() throws {
    let symbol = try ZintEncoder.encode(SymbolSpec(symbology: .code128, data: "SHELF-1"))
    #expect(throws: CodeRenderingError.self) {
      try SymbolVerifier.verify(symbol, spec: SymbolSpec(symbology: .code128, data: "SHELF-2"))
    }
  }

  @Test(arguments: CairoDrawing.Format.allCases)
  func writesEachFormat(format: CairoDrawing.Format) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockroom-codes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("code.\(format.rawValue)").path
    let symbol = try ZintEncoder.encode(SymbolSpec(symbology: .ean13, data: "590123412345"))
    try CairoDrawing.write(symbol, to: path, format: format, size: .dots(3, dpi: 300))
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let magic: [UInt8] =
      switch format {
      case .png: [0x89, 0x50, 0x4E, 0x47]
      case .pdf: Array("%PDF".utf8)
      case .svg: Array("<?xm".utf8)
      }
    #expect(Array(data.prefix(4)) == magic)
    if format == .png {
      // Written PNGs read back through the project's own image reader and decoders.
      let frame = try ImageFileSource.load(path)
      #expect(try BarcodeReader().read(frame).map(\.text) == ["5901234123457"])
      // 3 dots a module: 95 modules plus EAN-13's quiet zones, 11 modules left and 7 right.
      #expect(frame.width == (11 + 95 + 7) * 3)
    }
  }

  @Test func theTerminalDrawingHasTheQuietZoneAndSquareModules() throws {
    let symbol = try ZintEncoder.encode(SymbolSpec(symbology: .qr, data: "hello"))
    let lines = try HalfBlockDrawing.lines(symbol, colours: false)
    // 21 modules plus 4 of quiet zone each side: 29 columns, 29 module rows in 15 lines.
    #expect(lines.count == 15)
    #expect(lines.allSatisfy { $0.count == 29 })
    #expect(lines[0].allSatisfy { $0 == " " })
    #expect(lines[2].contains("█"))
  }
}
