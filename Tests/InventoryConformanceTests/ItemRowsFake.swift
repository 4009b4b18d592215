import Foundation
import InventoryCore
import InventoryEngine

/// Item rows in memory, for the rules the engine decides once (`ItemEditor`, `StockLedger`,
/// `InStoreCodeAssigner`): what no real store can reach (a quantity outside the limits on a server) is set up
/// here directly.
final class ItemRows {
  var items: [Int64: Item] = [:]
  var movements: [(itemID: Int64, delta: Int, reason: MovementReason)] = []
  var journal: [JournalEntry] = []
  var highestInStoreKey: String?
  var locks = 0
}

struct ItemRowsFake: ItemStorage, InStoreCodeStorage {
  let rows: ItemRows
  let repairsStoredQuantities: Bool

  func item(id: Int64, locking: Bool) throws -> Item? { rows.items[id] }

  func snapshot(ofItem id: Int64) throws -> ItemSnapshot? {
    rows.items[id].map { item in
      ItemSnapshot(
        id: id, name: item.name, barcode: item.barcode, barcodeKey: nil, quantity: item.quantity, priceMinor: nil,
        categoryID: item.categoryID, categoryName: nil, minimumQuantity: item.minimumQuantity,
        targetQuantity: item.targetQuantity, notes: item.notes, createdAt: 0, updatedAt: 0)
    }
  }

  func record(_ entry: JournalEntry, time: Int64) throws { rows.journal.append(entry) }

  var alerts: AlertRowsFake { AlertRowsFake() }

  func appendMovement(
    itemID: Int64, itemName: String, delta: Int, reason: MovementReason, source: ScanSource, time: Int64,
    at locationID: Int64?, lot lotID: Int64?, partOf: Int64?, current: Item?
  ) throws -> Int64 {
    rows.items[itemID]?.quantity += delta
    rows.movements.append((itemID, delta, reason))
    return Int64(rows.movements.count)
  }

  func resetQuantity(itemID: Int64, time: Int64) throws {
    rows.items[itemID]?.quantity = 0
    rows.items[itemID]?.storedValueProblems = []
  }

  /// All stock is at the default location: the rules under test here are the item's.
  func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] { [:] }

  func allLocations() throws -> [Location] { [] }

  /// No lots: the rules under test here are the item's.
  func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] { [] }

  func insertLot(itemID: Int64, details: LotDetails, at locationID: Int64?, receivedAt: Int64) throws -> Int64 { 1 }

  func match(for code: ProductCode) throws -> CodeMatch? {
    rows.items.values.first { $0.barcode == code.text }.map { .main($0, key: code.key) }
  }

  func categoryExists(id: Int64) throws -> Bool { false }

  func insertItem(_ valid: ItemDraft.Valid, time: Int64) throws -> Int64 {
    let id = Int64(rows.items.count + 1)
    rows.items[id] = Item(id: id, name: valid.name, barcode: valid.barcode?.text)
    return id
  }

  func updateItem(id: Int64, to valid: ItemDraft.Valid, time: Int64) throws {
    rows.items[id]?.name = valid.name
    rows.items[id]?.barcode = valid.barcode?.text
  }

  func removeItem(id: Int64) throws -> Int {
    rows.items[id] = nil
    return rows.movements.filter { $0.itemID == id }.count
  }

  func lockInStoreCodes() throws { rows.locks += 1 }

  func highestInStoreKey() throws -> String? { rows.highestInStoreKey }

  func setMainBarcode(_ code: ProductCode, itemID: Int64, time: Int64) throws {
    rows.items[itemID]?.barcode = code.text
    rows.highestInStoreKey = code.key
  }
}

/// No alert rows: the rules tested over `ItemRowsFake` are not alerts' (those are tested on both real stores).
struct AlertRowsFake: AlertStorage {
  func openAlert(itemID: Int64, itemName: String, kind: StockAlertKind, quantity: Int, minimum: Int, time: Int64) {}
  func endAlerts(itemID: Int64, kinds: [StockAlertKind], time: Int64) {}
}
