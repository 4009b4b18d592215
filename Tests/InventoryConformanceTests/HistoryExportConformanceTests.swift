import CSV
import Foundation
import InventoryCore
import Testing

/// History read page after page by key, and written out as CSV: every entry once, newest first, filtered as the
/// History screen filters, on both stores.
@Suite("Inventory conformance: history pages and export")
struct HistoryExportConformanceTests {
  @Test(arguments: Backend.all)
  func aPageReadAfterNewEntriesArrivedNeitherRepeatsNorSkipsOne(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", barcode: "4006381333931", quantity: 1).id)
    for _ in 1...3 { try store.inventory.recordScan(ScanRequest("4006381333931", source: .camera)) }
    let first = try store.inventory.movements(search: "", limit: 2, before: nil)
    let firstScans = try store.inventory.scans(search: "", limit: 2, before: nil)
    let firstActions = try store.inventory.actions(search: "", limit: 2, before: nil)
    // Another station goes on scanning while this one reads: a page by position would show the last two again.
    try store.station("back room").adjustQuantity(itemID: id, by: 5)
    try store.station("back room").recordScan(ScanRequest("4006381333931", source: .camera))
    try store.station("back room").recordScan(ScanRequest("4006381333931", source: .camera))
    let next = try store.inventory.movements(search: "", limit: 10, before: first.last?.id)
    #expect((first + next).map(\.delta) == [1, 1, 1, 1])
    let nextScans = try store.inventory.scans(search: "", limit: 10, before: firstScans.last?.id)
    #expect((firstScans + nextScans).count == 3)
    let nextActions = try store.inventory.actions(search: "", limit: 10, before: firstActions.last?.id)
    #expect(Set((firstActions + nextActions).map(\.id)).count == 4, "three scans and the add, once each")
  }

  @Test(arguments: Backend.all)
  func scansExportWithTheirItemOutcomeInWordsAndGS1DataAcrossPages(backend: Backend) throws {
    let store = try backend.open()
    try store.add("Milk", barcode: "09506000134352", quantity: 0)
    try store.inventory.recordScan(ScanRequest("(01)09506000134352(17)261231(10)ABC123(30)12", source: .camera))
    try store.station("back room").recordScan(ScanRequest("5901234123457", source: .usbScanner))
    try store.inventory.recordScan(ScanRequest("=1+2", source: .keyboard))
    let rows = try exportedRows(store.inventory, .scans, pageSize: 2)
    #expect(rows.first == HistoryCSVWriter.header(for: .scans))
    let byCode = Dictionary(rows.dropFirst().map { ($0[3], $0) }, uniquingKeysWith: { first, _ in first })
    #expect(rows.count == 4, "three scans over two pages, each once")
    #expect(rows.dropFirst().map(\.[3]) == ["'=1+2", "5901234123457", "9506000134352"], "a typed formula neutralised")
    let milk = try #require(byCode["9506000134352"])
    #expect(milk[2] == "till" && milk[6] == "added" && milk[8] == "Milk")
    #expect(
      Array(milk[10...16]) == [
        "(01)09506000134352(17)261231(10)ABC123(30)12", "09506000134352", "2026-12-31", "", "ABC123", "", "12",
      ])
    #expect(byCode["5901234123457"]?[6] == "unknown code" && byCode["5901234123457"]?[2] == "back room")
    let backRoomOnly = try exportedRows(store.inventory, .scans, station: "back room", pageSize: 1)
    #expect(backRoomOnly.dropFirst().map(\.[3]) == ["5901234123457"])
  }

  @Test(arguments: Backend.all)
  func movementsAndActionsExportEveryEntryOrUpToTheLimitNewestFirst(backend: Backend) throws {
    let store = try backend.open()
    let id = try #require(try store.add("Tea", quantity: 2).id)
    for delta in [3, -1, 4] { try store.inventory.adjustQuantity(itemID: id, by: delta) }
    try store.inventory.undo(scope: .session)
    let movements = try exportedRows(store.inventory, .movements, pageSize: 2)
    #expect(movements.dropFirst().map(\.[5]) == ["-4", "4", "-1", "3", "2"])
    #expect(movements.dropFirst().allSatisfy { $0[4] == "Tea" && $0[3] == String(id) })
    #expect(try exportedRows(store.inventory, .movements, limit: 3, pageSize: 2).count == 4)
    let actions = try exportedRows(store.inventory, .actions, search: "tea", pageSize: 3)
    #expect(actions.dropFirst().map(\.[3]) == ["undo", "stock", "stock", "stock", "add"])
    #expect(actions.dropFirst().map(\.[7]) == ["no", "yes", "no", "no", "no"])
  }

  private func exportedRows(
    _ inventory: any Inventory, _ kind: HistoryKind, search: String = "", station: String? = nil, limit: Int? = nil,
    pageSize: Int
  ) throws -> [[String]] {
    var bytes: [UInt8] = []
    let count = try inventory.exportHistory(
      kind, search: search, station: station, limit: limit, pageSize: pageSize, to: { bytes += $0 })
    let reader = try CSVReader(string: String(decoding: bytes, as: UTF8.self), hasHeaderRow: false)
    let rows = Array(reader)
    #expect(rows.count == count + 1, "the count is the rows written")
    return rows
  }
}
