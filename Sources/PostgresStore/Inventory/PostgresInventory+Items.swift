import Foundation
import InventoryCore
import InventoryEngine
import PostgresNIO

/// Items and their stock are changed by the engine's rules (`ItemStore`) in one transaction each; an item to
/// change is locked first (`PostgresItemStorage`).
extension PostgresInventory: ItemStore {
  public func readItems<T>(_ body: (PostgresItemStorage) throws -> T) throws -> T {
    try read { link in try body(itemStorage(link)) }
  }

  /// `write`, turning the database's refusal of a code another item has (as its main barcode, or as an extra
  /// one) into `duplicateBarcode`: two stations adding the same code at once both pass the check, and the
  /// database refuses the second.
  public func writeItems<T>(claiming barcode: ProductCode?, _ body: (PostgresItemStorage) throws -> T) throws -> T {
    do { return try write { link in try body(itemStorage(link)) } } catch let error as PostgresStoreError
      where error.constraint == "item_barcode_is_unique" || error.constraint == "main_barcode_is_no_extra_barcode"
    {
      guard let barcode, let existing = try item(for: barcode) else { throw error }
      throw InventoryError.duplicateBarcode(barcode, existing: existing)
    }
  }

  func itemStorage(_ link: PostgresLink) -> PostgresItemStorage { PostgresItemStorage(link: link, origin: origin) }
}
