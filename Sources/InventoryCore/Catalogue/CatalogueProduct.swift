/// What a product catalogue knows about one code: enough to say what a scanned product is when it is not
/// in stock, and to offer a name, brand and category for a new item.
public struct CatalogueProduct: Sendable, Hashable {
  /// The code as the source file wrote it (`0036000291452`, or a supplier's `HX-2231`).
  public var code: String
  /// The code recognised as the inventory recognises it; its `key` is the catalogue's key, so every form
  /// of one GTIN (UPC-A, EAN-13 with a leading 0, GTIN-14, ISBN-10 and -13) finds the same product.
  public var productCode: ProductCode
  public var name: String
  /// Empty when the source names none. Open Food Facts lists several, comma-separated, as written.
  public var brand: String
  /// As printed on the pack ("500 g", "6 x 33 cl"); empty when unknown.
  public var quantity: String
  /// From general to specific, as the source lists them (Open Food Facts: its English names).
  public var categories: [String]
  /// The category to offer for a new item; nil when the source has none (see `CatalogueCategories`).
  public var suggestedCategory: String?

  public init(
    code: String, productCode: ProductCode, name: String, brand: String = "", quantity: String = "",
    categories: [String] = [], suggestedCategory: String? = nil
  ) {
    self.code = code
    self.productCode = productCode
    self.name = name
    self.brand = brand
    self.quantity = quantity
    self.categories = categories
    self.suggestedCategory = suggestedCategory
  }

  /// The catalogue's key: `productCode.key`.
  public var key: String { productCode.key }

  /// One line for people, shared by the command line and the screens: `Nutella, Ferrero, 400 g (Hazelnut
  /// spreads)`. Not escaped: the caller escapes for its output (`terminalSafe`).
  public var summary: String {
    var text = [name, brand, quantity].filter { !$0.isEmpty }.joined(separator: ", ")
    if let suggestedCategory { text += " (\(suggestedCategory))" }
    return text
  }
}
