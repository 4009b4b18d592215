import InventoryCore
import Testing

@testable import CodeRendering

/// A code to make, from checked content or from History's entry for one made before.
@Suite struct CodeRequestTests {
  @Test(arguments: [
    (CodeDraft(kind: .wifi, fields: [.ssid: "Shop", .password: "password123"]), Symbology.qr, false),
    (CodeDraft(kind: .ean13, fields: [.data: "590123412345"]), .ean13, false),
    (CodeDraft(kind: .gs1DataMatrix, fields: [.data: "(01)09506000134352"]), .dataMatrix, true),
    (CodeDraft(kind: .upcE, fields: [.data: "0425261"]), .upcE, false),
  ])
  func historysEntryMakesTheSameCodeAgain(draft: CodeDraft, symbology: Symbology, isGS1: Bool) throws {
    let made = CodeRequest(try draft.content(), kind: draft.kind.historyName)
    #expect(made.spec.symbology == symbology)
    #expect(made.spec.isGS1 == isGS1)
    let entry = made.created(file: "/tmp/code.png")
    #expect(entry.kind == draft.kind.historyName)
    #expect(entry.file == "/tmp/code.png")
    let again = try CodeRequest(remaking: entry)
    #expect(again == made)
    try SymbolVerifier.verify(try ZintEncoder.encode(again.spec), spec: again.spec)
  }

  @Test func anEntryOfAnUnknownKindIsRefusedInWords() {
    let entry = CreatedCode(kind: "pdf417", content: "x", preview: "x", file: nil)
    #expect(throws: CodeContentError.unknownKind("pdf417")) { try CodeRequest(remaking: entry) }
  }
}
