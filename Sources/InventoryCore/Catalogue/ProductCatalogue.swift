/// A local catalogue of products (reference data, not stock): what a code is, when the inventory has no
/// item for it. Front ends see this protocol; the SQLite file behind it (`ProductCatalogue` target) and the
/// in-memory one for tests (`InMemoryProductCatalogue`) implement it. Nothing in it touches the network.
public protocol ProductCatalogue: AnyObject, Sendable {
  /// The product for any reading of `code`, tried key by key as the inventory finds an item
  /// (`code.lookupKeys`: the main key, then alternative readings); nil when the catalogue has none.
  func product(for code: ProductCode) throws -> CatalogueProduct?
  /// How many products the catalogue holds.
  var productCount: Int { get throws }
  /// Where the catalogue lives, for messages (a file path, or a name for one in memory).
  var location: String { get }
}

/// A catalogue held in memory, keyed like the stored one: for tests of the front ends, and for small lists.
public final class InMemoryProductCatalogue: ProductCatalogue, Sendable {
  private let products: [String: CatalogueProduct]
  public let location: String

  /// A later product with the same key replaces an earlier one, as a re-import does.
  public init(_ products: [CatalogueProduct], location: String = "memory") {
    var byKey: [String: CatalogueProduct] = [:]
    for product in products { byKey[product.key] = product }
    self.products = byKey
    self.location = location
  }

  public func product(for code: ProductCode) throws -> CatalogueProduct? {
    for key in code.lookupKeys {
      if let product = products[key] { return product }
    }
    return nil
  }

  public var productCount: Int { products.count }
}
