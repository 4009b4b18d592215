import Foundation
import InventoryCore
import SQLiteStore

/// A real SQLite file in a fresh temp folder, with the service on top.
public final class TestInventory: @unchecked Sendable {
  public let folder: TemporaryDirectory
  public let path: String
  public let service: SQLiteInventory

  public init(file name: String = "stockroom.sqlite") throws {
    folder = try TemporaryDirectory()
    path = folder.path(name)
    service = SQLiteInventory(database: try AppDatabase.open(path: path))
  }

  /// Opens the same file again, as a restarted or second process would.
  public func reopened() throws -> SQLiteInventory {
    SQLiteInventory(database: try AppDatabase.open(path: path))
  }

  @discardableResult
  public func add(
    _ name: String, barcode: String = "", quantity: Int = 0, minimum: Int = 0, target: Int? = nil,
    price: String = "", category: Int64? = nil, notes: String = ""
  ) throws -> Item {
    try service.addItem(
      ItemDraft(
        name: name, barcode: barcode, quantity: String(quantity), price: price, categoryID: category,
        minimumQuantity: String(minimum), targetQuantity: target.map(String.init) ?? "", notes: notes))
  }
}
