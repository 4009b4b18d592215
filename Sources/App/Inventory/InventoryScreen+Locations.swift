import InventoryCore
import TerminalUI

extension Command {
  static let filterLocation = Command(
    "item.location-filter", label: "Where",
    help: "Show the items with stock at one location (with or without the locations below it)")
}

extension InventoryScreen {
  /// The location filter's picker: every location with the ones below it, and alone where it has some below.
  func chooseLocation() -> ScreenAction {
    guard let locations = environment.locations else {
      return .status(.warning("locations are managed on the server: not from this station"))
    }
    let tree: LocationTree
    do { tree = try locations.locationTree() } catch { return .status(.error("locations: \(describe(error))")) }
    var filters: [LocationFilter?] = [nil]
    for (location, _) in tree.depthFirst() {
      filters.append(tree.filter(at: location, withSublocations: true))
      if !tree.children(of: location.id).isEmpty {
        var alone = tree.filter(at: location, withSublocations: false)
        alone.description += " only"
        filters.append(alone)
      }
    }
    let options = filters.enumerated().map { index, filter in
      PickerDialog<Int>.Option(filter?.description ?? "All locations", value: index)
    }
    return .present(
      PickerDialog(title: "Show location", label: "Location (type to filter):", filtering: options) {
        [weak self] index, _ in
        guard let self, filters.indices.contains(index) else { return .none }
        rows.query.location = filters[index]
        list.select(0, rowCount: 1)
        return reload()
      })
  }
}
