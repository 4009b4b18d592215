import Foundation
import InventoryCore
import InventoryStore
import PostgresStore
import TestSupport

/// One storage backend of the conformance suite: how to make an empty inventory and a second station on it.
/// Every test of the suite runs once per backend, so both implementations of `Inventory` are held to one
/// behaviour.
struct Backend: Sendable, CustomStringConvertible {
  let description: String
  let open: @Sendable () throws -> Store

  static let sqlite = Backend(description: "SQLite") {
    let folder = try TemporaryDirectory("conformance")
    let path = folder.path("stockroom.sqlite")
    return try Store(folder: folder) { station in
      InventoryService(
        database: try AppDatabase.open(path: path), origin: ActionOrigin(station: station, session: UUID().uuidString))
    }
  }

  /// A new database on one private server shared by the test run; each station its own connection.
  static let postgresql = Backend(description: "PostgreSQL") {
    let database = try SharedPostgresServer.newDatabase(prefix: "c")
    let folder = try TemporaryDirectory("conformance-home")
    return try Store(folder: folder, keepAlive: database) { station in
      try PostgresInventory(
        settings: database.settings, origin: ActionOrigin(station: station, session: UUID().uuidString),
        environment: ["HOME": folder.url.path])
    }
  }

  static let all: [Backend] = [.sqlite, .postgresql]
}

/// An empty inventory of one backend, seen from station "till" (`inventory`) and from others (`station(_:)`).
final class Store: @unchecked Sendable {
  let folder: TemporaryDirectory
  private let connect: (String) throws -> any Inventory
  /// What must live as long as the store (PostgreSQL's database, dropped when the store goes).
  private let keepAlive: AnyObject?
  let inventory: any Inventory

  init(folder: TemporaryDirectory, keepAlive: AnyObject? = nil, connect: @escaping (String) throws -> any Inventory)
    throws
  {
    self.folder = folder
    self.keepAlive = keepAlive
    self.connect = connect
    inventory = try connect("till")
  }

  /// The same inventory from another station (another process, or another machine on a server).
  func station(_ name: String) throws -> any Inventory { try connect(name) }

  @discardableResult
  func add(
    _ name: String, barcode: String = "", quantity: Int = 0, minimum: Int = 0, price: String = "",
    category: Int64? = nil, notes: String = ""
  ) throws -> Item {
    try inventory.addItem(
      ItemDraft(
        name: name, barcode: barcode, quantity: String(quantity), price: price, categoryID: category,
        minimumQuantity: String(minimum), notes: notes))
  }
}
