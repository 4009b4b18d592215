import Foundation
import InventoryCore
import Testing

/// In-store codes: the next one follows the highest in use, and stations assigning at once never get the
/// same code.
@Suite("Inventory conformance: in-store codes")
struct InStoreCodeConformanceTests {
  @Test(arguments: Backend.all)
  func theNextCodeFollowsTheHighestInUseAndAnItemWithABarcodeKeepsIt(backend: Backend) throws {
    let store = try backend.open()
    #expect(try store.inventory.nextInStoreCode() == InStoreCode.ean13(sequence: 1))
    try store.add("Given by hand", barcode: InStoreCode.ean13(sequence: 41).text)
    #expect(try store.inventory.nextInStoreCode() == InStoreCode.ean13(sequence: 42))
    let boxed = try store.add("Boxed", barcode: "4006381333931")
    #expect(try store.inventory.assignInStoreBarcode(itemID: try #require(boxed.id)).barcode == "4006381333931")
    let loose = try store.add("Loose nails")
    let given = try store.inventory.assignInStoreBarcode(itemID: try #require(loose.id))
    #expect(given.barcode == InStoreCode.ean13(sequence: 42).text)
    let code = try #require(given.barcode)
    #expect(try store.inventory.items(matching: ItemQuery(search: code)).map(\.name) == ["Loose nails"], "searchable")
    #expect(throws: InventoryError.itemNotFound("999999")) { try store.inventory.assignInStoreBarcode(itemID: 999_999) }
  }

  @Test(arguments: Backend.all)
  func twoStationsAssigningAtOnceGetDistinctConsecutiveCodes(backend: Backend) throws {
    let store = try backend.open()
    let ids = try (0..<20).map { try #require(try store.add("Loose \($0)").id) }
    let stations = try ["till", "back room"].map { try store.station($0) }
    let failures = Failures()
    DispatchQueue.concurrentPerform(iterations: stations.count) { index in
      // Each station gives codes to its own ten items, one or two at a time, interleaving with the other.
      let mine = ids.enumerated().filter { $0.offset % 2 == index }.map(\.element)
      for pair in stride(from: 0, to: mine.count, by: 2) {
        do {
          if pair % 4 == 0 {
            _ = try stations[index].assignInStoreBarcodes(itemIDs: Array(mine[pair..<(pair + 2)]))
          } else {
            for id in mine[pair..<(pair + 2)] { try stations[index].assignInStoreBarcode(itemID: id) }
          }
        } catch { failures.append("\(error)") }
      }
    }
    #expect(failures.all.isEmpty, "\(failures.all.prefix(3))")
    let codes = try ids.map { try #require(try store.inventory.item(id: $0)?.barcode) }
    #expect(Set(codes) == Set((1...20).map { InStoreCode.ean13(sequence: $0).text }))
  }
}
