import Testing

@testable import InventoryCore

/// The kinds of code that can be generated: command-line names and the symbology each one scans as.
@Suite struct CodeContentKindTests {
  @Test func everyKindParsesFromItsOwnName() {
    for kind in CodeKind.allCases {
      #expect(CodeKind(name: kind.cliName) == kind)
      #expect(CodeKind(name: kind.cliName.uppercased()) == kind)
    }
    #expect(
      CodeKind.allCases.map(\.cliName) == [
        "qr", "code128", "ean13", "ean8", "upca", "upce", "gs1-128", "datamatrix", "gs1-datamatrix",
      ])
  }

  @Test(
    "common spellings are understood",
    arguments: [
      ("QR-Code", CodeKind.qr), ("Code 128", .code128), ("EAN-13", .ean13), ("ean_8", .ean8), ("UPC-A", .upcA),
      ("upc-e", .upcE), ("GS1_128", .gs1Code128), ("EAN-128", .gs1Code128), ("Data Matrix", .dataMatrix),
      ("dm", .dataMatrix), ("GS1 DataMatrix", .gs1DataMatrix),
    ])
  func aliases(name: String, kind: CodeKind) {
    #expect(CodeKind(name: name) == kind)
  }

  @Test func unknownNameListsTheChoices() {
    #expect(CodeKind(name: "pdf417") == nil)
    let error = #expect(throws: CodeContentError.self) { try CodeKind.parse("aztec") }
    #expect(
      error?.description
        == "no code kind is called 'aztec'; choose one of qr, code128, ean13, ean8, upca, upce, gs1-128, datamatrix, "
        + "gs1-datamatrix")
  }

  @Test(
    "each kind scans as its symbology",
    arguments: [
      (CodeKind.qr, Symbology.qr), (.code128, .code128), (.ean13, .ean13), (.ean8, .ean8), (.upcA, .upcA),
      (.upcE, .upcE), (.gs1Code128, .code128), (.dataMatrix, .dataMatrix), (.gs1DataMatrix, .dataMatrix),
    ])
  func symbologies(kind: CodeKind, symbology: Symbology) {
    #expect(kind.symbology == symbology)
    #expect(kind.isRetail == [.ean13, .ean8, .upcA, .upcE].contains(kind))
    #expect(kind.isGS1 == [.gs1Code128, .gs1DataMatrix].contains(kind))
  }
}
