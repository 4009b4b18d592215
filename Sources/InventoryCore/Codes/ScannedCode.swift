/// A scanned text made sense of: the product code it finds the item by and, for a GS1 code, what else it
/// says. A GS1 code finds its item by the GTIN exactly as the product's EAN/UPC barcode does.
public struct ScannedCode: Sendable, Hashable {
  public var code: ProductCode
  /// What a GS1 code said (nil for other codes).
  public var gs1: GS1ScanDetails?
  /// How many units the code stands for (AI 30 or 37), when it says.
  public var units: Int?

  /// Reads `text` as GS1 when `hint` says it is or finds it to be (see `GS1Hint`), else as a product code.
  /// A GS1 code without a GTIN (an SSCC pallet label, say) is kept whole as a code of its own.
  public static func interpret(_ text: String, symbology: Symbology?, gs1 hint: GS1Hint) throws(ProductCodeError)
    -> ScannedCode
  {
    guard let reading = hint.interpret(text) else {
      return ScannedCode(code: try ProductCode(text, symbology: symbology), gs1: nil, units: nil)
    }
    let gs1: GS1ElementString
    switch reading {
    case .success(let parsed): gs1 = parsed
    case .failure(let problem): throw .gs1(problem)
    }
    if let count = gs1.count, !(1...StockLimits.maximumQuantity).contains(count) {
      let ai = gs1.element("30") != nil ? "30" : "37"
      throw .gs1(.countOutOfRange(ai: ai, count: count, maximum: StockLimits.maximumQuantity))
    }
    if let code = gs1.productCode ?? contentCode(gs1) {
      return ScannedCode(code: code, gs1: GS1ScanDetails(gs1), units: gs1.count)
    }
    let whole = try ProductCode(gs1.humanReadable, symbology: .other)
    return ScannedCode(code: whole, gs1: GS1ScanDetails(gs1), units: gs1.count)
  }

  /// (02): the GTIN of the units inside a logistic unit, which (37) counts.
  private static func contentCode(_ gs1: GS1ElementString) -> ProductCode? {
    guard let content = gs1.contentGTIN else { return nil }
    let retail = GS1ElementString.retailForm(ofGTIN14: content)
    return try? ProductCode(retail.text, symbology: retail.symbology)
  }
}
