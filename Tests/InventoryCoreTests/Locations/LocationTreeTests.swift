import InventoryCore
import Testing

/// Paths and look-ups over a tree of locations, without a store.
@Suite struct LocationTreeTests {
  static let tree = LocationTree([
    Location(id: 1, name: "Default", isDefault: true),
    Location(id: 2, name: "Shop"),
    Location(id: 3, name: "Back room", code: "BR", parentID: 2),
    Location(id: 4, name: "Shelf 3", parentID: 3),
    Location(id: 5, name: "Shelf 3", parentID: 2),
  ])

  @Test func pathsRunFromTheTop() {
    #expect(Self.tree.path(of: 4) == "Shop › Back room › Shelf 3")
    #expect(Self.tree.lineage(of: 4).map(\.id) == [2, 3, 4])
    #expect(Self.tree.isWithin(4, ancestor: 2) && !Self.tree.isWithin(2, ancestor: 4))
  }

  @Test func depthFirstListsEachLocationAfterItsParentInNameOrder() {
    #expect(Self.tree.depthFirst().map(\.location.id) == [1, 2, 3, 4, 5])
    #expect(Self.tree.depthFirst().map(\.depth) == [0, 0, 1, 2, 1])
  }

  @Test(arguments: [
    ("3", 3), ("BR", 3), ("shop/back room/SHELF 3", 4), ("Shop › Shelf 3", 5), ("back room", 3), (" Default ", 1),
  ])
  func findsByIdCodePathOrUniqueName(reference: String, id: Int64) throws {
    #expect(try Self.tree.find(reference).id == id)
  }

  @Test func aSharedNameOrAMissingOneNamesNone() {
    #expect(throws: LocationError.ambiguous("Shelf 3", paths: ["Shop › Back room › Shelf 3", "Shop › Shelf 3"])) {
      try Self.tree.find("Shelf 3")
    }
    #expect(throws: LocationError.notFound("Shop/Cellar")) { try Self.tree.find("Shop/Cellar") }
  }

  @Test func aCycleWrittenPastTheChecksEndsTheWalk() {
    let looped = LocationTree([Location(id: 1, name: "A", parentID: 2), Location(id: 2, name: "B", parentID: 1)])
    #expect(looped.path(of: 1) == "B › A")
  }

  @Test func limitsAreCheckedWhereTextEnters() throws {
    #expect(try LocationLimits.usableName("  Shelf 3 ") == "Shelf 3")
    #expect(throws: LocationError.self) { try LocationLimits.usableName(String(repeating: "é", count: 81)) }
    #expect(try LocationLimits.usableName(String(repeating: "é", count: 80)).unicodeScalars.count == 80)
    #expect(try LocationLimits.usableCode("  ") == nil)
    #expect(throws: LocationError.self) { try LocationLimits.usableCode("A 1") }
    #expect(throws: LocationError.self) { try LocationLimits.usableNotes(String(repeating: "n", count: 1_001)) }
  }
}
