import Foundation
import GRDB
import InventoryCore

extension InventoryService {
  /// Gives every listed item that has no barcode the next in-store EAN-13 (as `assignInStoreBarcode` does for
  /// one), all in one transaction: labels are printed for all of them or, on any failure, none changes. Each
  /// change is journalled as an edit, so `undo` takes a code back. Returns the items in the order given, those
  /// that already had a barcode unchanged.
  public func assignInStoreBarcodes(itemIDs: [Int64]) throws -> [Item] {
    let time = timestamp()
    return try database.write { db in
      try itemIDs.map { itemID in try assignInStoreBarcode(db, itemID: itemID, time: time) }
    }
  }
}
