import InventoryCore
import ProductCatalogue
import Synchronization

/// The terminal UI's catalogue, which stays open for hours: `stockroom catalog import` renames a new file over
/// the one opened, or makes the first one, so a lookup first reopens the file when it was replaced, and opens
/// it when it has appeared since (a stat per lookup, and there is one lookup per unknown scan). A catalogue
/// deleted meanwhile keeps being read from the file still open.
final class ReopeningProductCatalogue: ProductCatalogue {
  let location: String
  private let current: Mutex<SQLiteProductCatalogue?>

  init(_ opened: SQLiteProductCatalogue) {
    location = opened.location
    current = Mutex(opened)
  }

  /// The catalogue at `location`, where no file is yet: it knows no product until an import makes one.
  init(awaiting location: String) {
    self.location = location
    current = Mutex(nil)
  }

  func product(for code: ProductCode) throws -> CatalogueProduct? { try fresh()?.product(for: code) }

  var productCount: Int { get throws { try fresh()?.productCount ?? 0 } }

  /// The open catalogue, reopened first when an import has replaced its file or opened when one has appeared;
  /// a new file that cannot be used is the lookup's error (the old one, or none, is kept for the next try).
  private func fresh() throws(CatalogueStoreError) -> SQLiteProductCatalogue? {
    try current.withLock { (catalogue: inout SQLiteProductCatalogue?) throws(CatalogueStoreError) in
      if let open = catalogue, !open.isReplacedOnDisk { return open }
      if let reopened = try SQLiteProductCatalogue.openIfPresent(path: location) { catalogue = reopened }
      return catalogue
    }
  }
}
