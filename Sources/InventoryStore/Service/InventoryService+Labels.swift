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
      try itemIDs.map { itemID in
        guard let item = try Self.fetchItem(db, id: itemID) else { throw InventoryError.itemNotFound(String(itemID)) }
        if item.barcode != nil { return item }
        let before = try ItemSnapshot.fetch(db, id: itemID)
        // Read inside the transaction after each update: the codes are consecutive and unused.
        let code = try Self.nextInStoreCode(db)
        try db.execute(
          sql: "UPDATE item SET barcode = ?, barcode_key = ?, updated_at = ? WHERE id = ?",
          arguments: [code.text, code.key, time, itemID])
        try Self.recordEdit(db, before: before, movementID: nil, origin: origin, time: time)
        return try Self.requireItem(db, id: itemID)
      }
    }
  }
}
