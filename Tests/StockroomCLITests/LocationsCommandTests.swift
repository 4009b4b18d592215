import Foundation
import TestSupport
import Testing

/// `locations` and `move` through the binary, as a script would use them.
@Suite struct LocationsCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func locationsLifecycle() throws {
    #expect(try stockroom("locations", "add", "Shop").stdout == "added location Shop (id 2)\n")
    #expect(
      try stockroom("locations", "add", "Back room", "--under", "Shop", "--code", "BR").stdout
        == "added location Shop › Back room (id 3)\n")
    try stockroom("locations", "add", "Shelf 3", "--under", "Shop/Back room")
    #expect(try stockroom("locations", "add", "shelf 3", "--under", "BR").status == 65)
    #expect(try stockroom("locations", "add", "Bin", "--under", "Cellar").status == 3)
    #expect(
      try stockroom("locations", "rename", "Shelf 3", "Shelf 4", "--code", "S4").stdout
        == "location Shop › Back room › Shelf 4 saved\n")
    #expect(try stockroom("locations", "move", "BR", "--top").stdout == "moved to Back room\n")
    let cycle = try stockroom("locations", "move", "Back room", "--under", "S4")
    #expect(cycle.status == 65)
    #expect(cycle.stderr.contains("Back room cannot be moved under Back room › Shelf 4"))
    #expect(try stockroom("locations", "move", "Back room").status == 64)
    #expect(
      try stockroom("locations").stdout
        == """
        Back room  [BR]  0 items, 0 units
          Shelf 4  [S4]  0 items, 0 units
        Default  (default: stock given no location)
        Shop  0 items, 0 units

        """)
    let list = try stockroom("locations", "list", "--json")
    let locations = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
    #expect(locations?.map { $0["path"] as? String } == ["Back room", "Back room › Shelf 4", "Default", "Shop"])
    #expect(locations?.first(where: { $0["is_default"] as? Bool == true })?["units"] == nil)
    #expect(try stockroom("locations", "delete", "Default").status == 65)
    #expect(try stockroom("locations", "delete", "Shop").stdout == "deleted location Shop\n")
  }

  @Test func moveMovesUnitsAndKeepsTheTotal() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "10")
    try stockroom("locations", "add", "Shelf 3")
    #expect(
      try stockroom("move", "4006381333931", "--from", "Default", "--to", "Shelf 3", "--quantity", "4").stdout
        == "moved 4 \"Tea\" from Default (6 left) to Shelf 3 (4 there)\n")
    let shown = try stockroom("items", "show", "Tea").stdout
    #expect(shown.contains("\nwhere:\n  Default  6\n  Shelf 3  4\n"), "\(shown)")
    let json = try stockroom("move", "Tea", "--from", "Shelf 3", "--to", "Default", "--json")
    let move = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(move?["total"] as? Int == 10)
    #expect((move?["from"] as? [String: Any])?["quantity"] as? Int == 3)
    let refused = try stockroom("move", "Tea", "--from", "Shelf 3", "--to", "Default", "--quantity", "5")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("only 3 of \"Tea\" at Shelf 3: cannot take 5 from there"))
    #expect(try stockroom("move", "Tea", "--from", "Shelf 3", "--to", "Default", "--quantity", "0").status == 64)
    let delete = try stockroom("locations", "delete", "Shelf 3")
    #expect(delete.stderr.contains("Shelf 3 still holds 1 item (3 units)"))
    #expect(try stockroom("items", "show", "Tea").stdout.contains("quantity  10"))
    try stockroom("locations", "add", "Empty shelf")
    try stockroom("move", "Tea", "--from", "Shelf 3", "--to", "Default", "--quantity", "3")
    #expect(!(try stockroom("items", "show", "Tea").stdout.contains("where:")), "all at the default location")
  }
}
