import InventoryCore

extension ItemsCommand.Show {
  /// The item's lots holding stock, first-expiring first, with where each is ("  lot ABC, expiry … @ Shelf  3").
  func printLots(of item: Item, in service: any Inventory, locations: (any LocationInventory)?) throws {
    guard let id = item.id, let lots = try (service as? any LotInventory)?.lots(ofItem: id), !lots.isEmpty else {
      return
    }
    let tree = try locations?.locationTree()
    print("\nlots:")
    for lot in lots {
      let place =
        lot.locationID.flatMap { id in tree.map { $0.path(of: id) } } ?? tree?.defaultLocation?.name ?? "Default"
      print("  \(lot.details.summary) @ \(place)  \(lot.quantity)".terminalSafe)
    }
  }
}
