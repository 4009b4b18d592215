import App
import InventoryCore
import OfflineScans
import ProductCatalogue

extension CatalogueOptions {
  /// The catalogue the terminal UI shows products from, found as `stockroom catalog` finds it (`--catalog`,
  /// `$STOCKROOM_CATALOG`, else beside the database in `dataFolder`). No file: nothing said, and the file is
  /// used once an import makes it. A file that cannot be used: no catalogue, and a warning the app shows once at
  /// start (it runs without it). An import while the app runs is seen at the next lookup
  /// (`ReopeningProductCatalogue`).
  func openForTerminalUI(dataFolder: String) -> (catalogue: (any ProductCatalogue)?, warning: String?) {
    let path = CatalogueLocation.resolve(explicit: self.path, dataFolder: dataFolder)
    do {
      guard let opened = try SQLiteProductCatalogue.openIfPresent(path: path) else {
        return (ReopeningProductCatalogue(awaiting: path), nil)
      }
      return (ReopeningProductCatalogue(opened), nil)
    } catch {
      return (nil, "product catalogue not used: \(error.description)".terminalSafe)
    }
  }
}

extension AppEnvironment {
  /// The terminal UI's environment with the catalogue `options` name (see `CatalogueOptions.openForTerminalUI`).
  convenience init(
    service: any Inventory, launch: LaunchOptions, catalogue options: CatalogueOptions, dataFolder: String
  ) throws {
    let (catalogue, warning) = options.openForTerminalUI(dataFolder: dataFolder)
    var launch = launch
    launch.catalogueWarning = warning
    try self.init(
      service: service, launch: launch, catalogue: catalogue,
      locations: (service as? OfflineCapableInventory)?.serverLocations,
      alerts: (service as? OfflineCapableInventory)?.serverAlerts)
  }
}
