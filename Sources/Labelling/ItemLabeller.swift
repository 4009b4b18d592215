import CodeRendering
import InventoryCore

/// What each item's labels say (code, name, price in the currency, category) and how many each gets: the one
/// rule for `stockroom labels` and the app's label keys.
public struct ItemLabeller: Sendable {
  public var copies: LabelCopies
  /// Print QR codes instead of the barcodes' own symbologies.
  public var asQR: Bool
  /// The currency shown with prices (the app's Currency setting unless the user says otherwise).
  public var currency: String
  /// Category names by id, for the category line.
  public var categoryNames: [Int64: String]

  public init(copies: LabelCopies = .each(1), asQR: Bool = false, currency: String, categoryNames: [Int64: String]) {
    self.copies = copies
    self.asQR = asQR
    self.currency = currency
    self.categoryNames = categoryNames
  }

  /// A labeller with the inventory's category names.
  public init(service: any Inventory, copies: LabelCopies = .each(1), asQR: Bool = false, currency: String)
    throws
  {
    let names = try service.categories().compactMap { summary in
      summary.category.id.map { ($0, summary.category.name) }
    }
    self.init(
      copies: copies, asQR: asQR, currency: currency, categoryNames: Dictionary(names) { first, _ in first })
  }

  public func categoryName(_ item: Item) -> String? { item.categoryID.flatMap { categoryNames[$0] } }

  /// `copies` labels for each item that has a code (`code`: its barcode unless told otherwise), in order; items
  /// without one are left out. At most `LabelCopies.maximumLabels` in all.
  public func labels(for items: [Item], code: (Item) -> String? = { $0.barcode }) throws(LabellingError)
    -> [ItemLabel]
  {
    var labels: [ItemLabel] = []
    for item in items {
      guard let barcode = code(item) else { continue }
      let count = copies.count(for: item)
      guard count <= LabelCopies.maximumLabels - labels.count else {
        throw .tooManyLabels(total: copies.total(for: items))
      }
      labels += Array(repeating: try label(for: item, barcode: barcode), count: count)
    }
    return labels
  }

  /// One label for `item` printing `barcode`.
  public func label(for item: Item, barcode: String) throws(LabellingError) -> ItemLabel {
    let content: CodeContent
    do { content = try LabelCode.content(forBarcode: barcode, asQR: asQR) } catch {
      throw .unprintableBarcode(item: item.name, error)
    }
    return ItemLabel(
      code: content, name: item.name, price: item.price.map { PriceText.format($0, currency: currency) },
      category: categoryName(item))
  }
}
