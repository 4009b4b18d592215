import Foundation
import InventoryCore
import Testing

/// Locations: a tree of any depth with names unique among siblings, unique codes, subtrees that move but never
/// under themselves, and deletion only of an empty location, on every backend (the database refusing too).
@Suite("Inventory conformance: location tree")
struct LocationTreeConformanceTests {
  @Test(arguments: Backend.all)
  func aTreeOfAnyDepthWithPathsNamesAndCodes(backend: Backend) throws {
    // Given an inventory, which starts with its default location only
    let store = try backend.open()
    let locations = try store.locations()
    #expect(try locations.locationTree().locations.map(\.name) == ["Default"])
    // When a tree five deep is built
    try locations.addLocation(named: "Shop", code: nil, notes: "", under: nil)
    try locations.addLocation(named: " Back room ", code: "BR", notes: "behind the till", under: "shop")
    let shelf = try locations.addLocation(named: "Shelf 3", code: "S3", notes: "", under: "Shop/Back room")
    try locations.addLocation(named: "Bin B", code: nil, notes: "", under: "S3")
    let deepest = try locations.addLocation(
      named: "Box", code: nil, notes: "", under: "Shop › Back room › Shelf 3 › Bin B")
    // Then paths, look-ups and the summaries follow it
    let tree = try locations.locationTree()
    #expect(tree.path(of: deepest.id) == "Shop › Back room › Shelf 3 › Bin B › Box")
    #expect(try tree.find("BR").notes == "behind the till")
    #expect(try tree.find(String(shelf.id)).name == "Shelf 3")
    #expect(try tree.find("bin b").name == "Bin B")
    let summaries = try locations.locationSummaries()
    #expect(summaries.map(\.depth) == [0, 0, 1, 2, 3, 4])
    #expect(summaries.first?.items == nil && summaries.last?.units == 0)
    // And names are unique among siblings only, codes everywhere
    #expect(
      locationError { try locations.addLocation(named: "SHELF 3", code: nil, notes: "", under: "Back room") }
        == .nameTaken("SHELF 3", under: "Shop › Back room"))
    try locations.addLocation(named: "Shelf 3", code: nil, notes: "", under: "Shop")
    #expect(
      locationError { try locations.addLocation(named: "Shelf 4", code: "S3", notes: "", under: nil) }
        == .codeTaken("S3", by: "Shop › Back room › Shelf 3"))
    guard case .ambiguous(_, let paths)? = locationError({ _ = try locations.locationTree().find("shelf 3") }) else {
      Issue.record("a name two locations share names neither")
      return
    }
    #expect(paths == ["Shop › Back room › Shelf 3", "Shop › Shelf 3"])
  }

  @Test(arguments: Backend.all)
  func namesCodesAndNotesAreCheckedByTheCoreAndTheDatabase(backend: Backend) throws {
    let store = try backend.open()
    let locations = try store.locations()
    let long = String(repeating: "x", count: LocationLimits.maximumNameLength + 1)
    #expect(locationError { try locations.addLocation(named: long, code: nil, notes: "", under: nil) } != nil)
    #expect(locationError { try locations.addLocation(named: "  ", code: nil, notes: "", under: nil) } != nil)
    #expect(locationError { try locations.addLocation(named: "A\u{7}", code: nil, notes: "", under: nil) } != nil)
    #expect(locationError { try locations.addLocation(named: "A", code: "two words", notes: "", under: nil) } != nil)
    #expect(
      locationError { try locations.addLocation(named: "A", code: nil, notes: "", under: "Nowhere") }
        == .notFound("Nowhere"))
    // The database refuses what another program would write past the core
    #expect(throws: (any Error).self) {
      try store.sql("INSERT INTO location (name, name_key) VALUES ('\(long)', 'x')")
    }
    #expect(throws: (any Error).self) {
      try store.sql("INSERT INTO location (name, name_key, is_default) VALUES ('Second', 'second', true)")
    }
  }

  @Test(arguments: Backend.all)
  func aSubtreeMovesWholeButNeverUnderItself(backend: Backend) throws {
    let store = try backend.open()
    let locations = try store.locations()
    try locations.addLocation(named: "Shop", code: nil, notes: "", under: nil)
    try locations.addLocation(named: "Back room", code: nil, notes: "", under: "Shop")
    let shelf = try locations.addLocation(named: "Shelf 3", code: nil, notes: "", under: "Back room")
    // When the back room moves to the top, its shelf goes with it
    try locations.moveLocation("Back room", under: nil)
    #expect(try locations.locationTree().path(of: shelf.id) == "Back room › Shelf 3")
    // Under its own sub-location, or itself, it is refused
    #expect(
      locationError { try locations.moveLocation("Back room", under: "Shelf 3") }
        == .cycle(path: "Back room", under: "Back room › Shelf 3"))
    #expect(
      locationError { try locations.moveLocation("Shelf 3", under: "Shelf 3") }
        == .cycle(path: "Back room › Shelf 3", under: "Back room › Shelf 3"))
    try locations.moveLocation("Back room", under: "Shop")
    #expect(try locations.locationTree().path(of: shelf.id) == "Shop › Back room › Shelf 3")
    // And the database refuses a cycle written past the core
    #expect(throws: (any Error).self) {
      try store.sql(
        "UPDATE location SET parent_id = \(shelf.id) WHERE id = (SELECT id FROM location WHERE name = 'Shop')")
    }
    #expect(try locations.locationTree().path(of: shelf.id) == "Shop › Back room › Shelf 3")
  }

  @Test(arguments: Backend.all)
  func onlyAnEmptyLocationIsDeletedAndTheRefusalSaysWhatIsThere(backend: Backend) throws {
    let store = try backend.open()
    let locations = try store.locations()
    try locations.addLocation(named: "Shop", code: nil, notes: "", under: nil)
    try locations.addLocation(named: "Shelf 3", code: nil, notes: "", under: "Shop")
    try locations.addLocation(named: "Bin", code: nil, notes: "", under: "Shelf 3")
    for name in ["Tea", "Coffee", "Sugar", "Salt"] {
      let id = try #require(try store.add(name, quantity: 5).id)
      try locations.moveStock(itemID: id, quantity: 3, from: "Default", to: "Shelf 3", source: .cli)
    }
    #expect(
      locationError { try locations.deleteLocation("Shelf 3") }
        == .notEmpty(path: "Shop › Shelf 3", items: 4, units: 12, sublocations: 1))
    #expect(
      LocationError.notEmpty(path: "Shelf 3", items: 4, units: 12, sublocations: 1).description
        == "Shelf 3 still holds 4 items (12 units) and 1 sub-location: move them elsewhere first")
    #expect(locationError { try locations.deleteLocation("Default") } == .defaultCannotBeDeleted(path: "Default"))
    // The database refuses deleting a location that holds stock, whoever asks
    #expect(throws: (any Error).self) { try store.sql("DELETE FROM location WHERE name = 'Shelf 3'") }
    #expect(throws: (any Error).self) { try store.sql("DELETE FROM location WHERE is_default") }
    // Once emptied, it goes
    try locations.deleteLocation("Bin")
    for name in ["Tea", "Coffee", "Sugar", "Salt"] {
      let id = try #require(try store.inventory.findItem(name).id)
      try locations.moveStock(itemID: id, quantity: 3, from: "Shelf 3", to: "Shop", source: .cli)
    }
    #expect(try locations.deleteLocation("Shelf 3").name == "Shelf 3")
    #expect(try locations.locationTree().locations.map(\.name).sorted() == ["Default", "Shop"])
  }
}
