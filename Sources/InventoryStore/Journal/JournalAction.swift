import Foundation
import GRDB
import InventoryCore

/// An item as it was at one moment: enough to restore it (same id, so its history re-attaches) or to put
/// its fields back after an edit. Kept as JSON in the journal.
public struct ItemSnapshot: Codable, Sendable, Hashable {
  public var id: Int64
  public var name: String
  public var barcode: String?
  public var barcodeKey: String?
  public var quantity: Int
  public var priceMinor: Int64?
  public var categoryID: Int64?
  /// For display only (the category may be renamed or deleted later).
  public var categoryName: String?
  public var minimumQuantity: Int
  public var targetQuantity: Int?
  public var notes: String
  public var createdAt: Int64
  public var updatedAt: Int64

  static func fetch(_ db: Database, id: Int64) throws -> ItemSnapshot? {
    guard
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT \(Item.selection), item.barcode_key, category.name FROM item
          LEFT JOIN category ON category.id = item.category_id WHERE item.id = ?
          """, arguments: [id])
    else { return nil }
    let item = Item(row: row)
    return ItemSnapshot(
      id: id, name: item.name, barcode: item.barcode, barcodeKey: row.text(11), quantity: item.quantity,
      priceMinor: item.price?.minorUnits, categoryID: item.categoryID, categoryName: row.text(12),
      minimumQuantity: item.minimumQuantity, targetQuantity: item.targetQuantity, notes: item.notes,
      createdAt: row.integer(9) ?? 0, updatedAt: row.integer(10) ?? 0)
  }

  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
  }

  /// nil for NULL; a damaged text (another program wrote it) is an error naming the journal entry.
  static func decode(_ text: String?, action id: Int64) throws -> ItemSnapshot? {
    guard let text else { return nil }
    do { return try JSONDecoder().decode(ItemSnapshot.self, from: Data(text.utf8)) } catch {
      throw UndoError.damagedEntry(actionID: id)
    }
  }
}

/// One entry of the action journal: something a station did, or the undo or redo of it.
public struct JournalAction: Sendable, Hashable, Identifiable {
  public enum Kind: String, Sendable, CaseIterable {
    case stock, add, edit, delete, undo, redo
  }

  public var id: Int64
  public var time: Date
  public var origin: ActionOrigin
  public var kind: Kind
  public var itemID: Int64?
  public var itemName: String
  public var movementID: Int64?
  public var before: ItemSnapshot?
  public var after: ItemSnapshot?
  /// For an undo or redo: the action it reverses or does again.
  public var targetID: Int64?
  /// Reversed by an undo (and not redone since).
  public var isUndone: Bool
  /// What happened, in the words shown when it happened.
  public var summary: String

  static let userKinds: [Kind] = [.stock, .add, .edit, .delete]
  static let userKindsSQL = "('stock', 'add', 'edit', 'delete')"

  init(row: Row) throws {
    let id = row.integer("id") ?? 0
    self.id = id
    time = row.date("time")
    origin = ActionOrigin(station: row.text("station", default: ""), session: row.text("session", default: ""))
    guard let kind = row.text("kind").flatMap(Kind.init(rawValue:)) else { throw UndoError.damagedEntry(actionID: id) }
    self.kind = kind
    itemID = row.integer("item_id")
    itemName = row.text("item_name", default: "")
    movementID = row.integer("movement_id")
    before = try ItemSnapshot.decode(row.text("before"), action: id)
    after = try ItemSnapshot.decode(row.text("after"), action: id)
    targetID = row.integer("target_id")
    isUndone = row.integer("undone") == 1
    summary = row.text("summary", default: "")
  }
}
