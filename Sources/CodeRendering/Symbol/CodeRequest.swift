import InventoryCore

/// One code to make: zint's input, the kind as History's Created list names it ("qr:wifi", "ean13"), and a line
/// for people (the digits under a barcode, a QR code's text). Made from checked content, or from a created code
/// to make it again exactly as it was.
public struct CodeRequest: Sendable, Hashable {
  public var spec: SymbolSpec
  public var kind: String
  public var preview: String

  public init(_ content: CodeContent, kind: String, showsText: Bool = true) {
    spec = SymbolSpec(
      symbology: content.symbology, data: content.encoderInput, isGS1: content.kind.isGS1, showsText: showsText)
    self.kind = kind
    preview = content.humanReadable
  }

  /// `code` made again from what was encoded; its kind is a symbology's name or a QR payload's ("qr:wifi").
  public init(remaking code: CreatedCode, showsText: Bool = true) throws(CodeContentError) {
    let codeKind = code.kind.hasPrefix("qr:") ? CodeKind.qr : try CodeKind.parse(code.kind)
    spec = SymbolSpec(symbology: codeKind.symbology, data: code.content, isGS1: codeKind.isGS1, showsText: showsText)
    kind = code.kind
    preview = code.preview
  }

  /// History's entry for this code written to `file` (nil: drawn in the terminal).
  public func created(file: String?) -> CreatedCode {
    CreatedCode(kind: kind, content: spec.data, preview: preview, file: file)
  }
}
