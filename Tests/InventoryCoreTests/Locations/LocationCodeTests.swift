import InventoryCore
import Testing

@Suite("Location label codes")
struct LocationCodeTests {
  @Test(arguments: [
    ("%SR:LOC:12", 12 as Int64?), ("%sr:loc:12\r\n", 12), ("]C0%SR:LOC:7", 7), ("%SR:LOC:", nil), ("%SR:LOC:0", nil),
    ("%SR:LOC:+5", nil), ("%SR:LOC:12a", nil), ("%SR:REMOVE", nil), ("4006381333931", nil),
    ("%SR:LOC:99999999999999999999", nil),
  ])
  func readsOnlyALocationsCode(text: String, number: Int64?) {
    #expect(LocationCode.number(scanned: text) == number)
  }

  @Test func isNeverAProductOrACommandCard() {
    let code = LocationCode.code(number: 3)
    #expect(code == "%SR:LOC:3")
    #expect(CommandCard(scanned: code) == nil)
    #expect(throws: ProductCodeError.commandCardCode) { _ = try ProductCode(itemBarcode: code) }
  }

  @Test func aTreeFindsTheLocationALabelNames() throws {
    let tree = LocationTree([
      Location(id: 1, name: "Default", isDefault: true), Location(id: 2, name: "Shop"),
      Location(id: 3, name: "Shelf 3", parentID: 2),
    ])
    #expect(tree.location(labelled: "%sr:loc:3")?.path == "Shop › Shelf 3")
    #expect(tree.location(labelled: "%SR:LOC:9") == nil)
    let below = tree.filter(at: try #require(tree.location(id: 2)), withSublocations: true)
    #expect(below.locationIDs == [2, 3] && !below.includesDefault && below.description == "Shop and below")
    let alone = tree.filter(at: try #require(tree.location(id: 1)), withSublocations: false)
    #expect(alone.locationIDs == [] && alone.includesDefault && alone.description == "Default")
  }
}
