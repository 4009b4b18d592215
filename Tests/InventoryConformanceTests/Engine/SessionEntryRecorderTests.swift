import Foundation
import InventoryCore
import InventoryEngine
import Testing

/// What an addition or a review edit writes, against entries kept in memory.
@Suite struct SessionEntryRecorderTests {
  final class MemoryEntries: SessionEntryStorage {
    var entries: [SessionEntryDraft] = []
    var items: [Int64: Item] = [:]
    var extraLines = 0
    /// The items a scope covers (every item when nil).
    var covered: Set<Int64>?

    func storedLine(_ line: SessionLineKey, inSession id: Int64) throws -> StoredSessionLine? {
      let mine = entries.filter { $0.line == line }
      guard let first = mine.first else { return nil }
      return StoredSessionLine(
        total: mine.reduce(0) { $0 + Int64($1.delta) }, expected: first.expected, code: first.code)
    }

    func holdsAtLeast(lines: Int, inSession id: Int64) throws -> Bool {
      Set(entries.map(\.line)).count + extraLines >= lines
    }
    func append(_ entry: SessionEntryDraft) throws { entries.append(entry) }
    func requireItem(id: Int64) throws -> Item {
      guard let item = items[id] else { throw InventoryError.itemNotFound(String(id)) }
      return item
    }
    func covers(itemID: Int64, scope: SessionScope) throws -> Bool { covered?.contains(itemID) ?? true }
    func categoryName(id: Int64) throws -> String? { id == 3 ? "Office" : nil }
    func allLocations() throws -> [Location] { [] }
    func storedLine(_ line: SessionLineKey, at place: SessionPlace, inSession id: Int64) throws -> StoredSessionLine? {
      try storedLine(line, inSession: id)
    }
    func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] { [:] }
    func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] { [] }
    var logged: [ScanLogEntry] = []
    func log(_ entry: ScanLogEntry) throws { logged.append(entry) }
    let station = "till"
    let source = ScanSource.usbScanner
    let time: Int64 = 1000
  }

  static let tea = Item(id: 1, name: "Tea", quantity: 10)

  static func recorder(_ kind: StockSession.Kind, _ storage: MemoryEntries) -> SessionEntryRecorder<MemoryEntries> {
    storage.items[1] = tea
    return SessionEntryRecorder(
      session: StockSession(id: 7, kind: kind, startedAt: Date(timeIntervalSince1970: 0), station: "till"),
      storage: storage)
  }

  @Test func aCountsLineExpectsTheStockWhenItBeganForEveryLaterEntry() throws {
    let storage = MemoryEntries()
    let recorder = Self.recorder(.count, storage)
    let first = try recorder.add(2, to: Self.tea, scanned: "4006381333931")
    var sold = Self.tea
    sold.quantity = 6
    let second = try recorder.add(3, to: sold, scanned: nil)
    #expect(first.expected == 10 && second.expected == 10 && second.lineTotal == 5)
    #expect(storage.entries.map(\.expected) == [10, 10])
    #expect(storage.entries.map(\.code) == ["4006381333931", nil])
  }

  @Test func aBatchExpectsNothingAndAnUnknownCodeIsALineOfItsOwn() throws {
    let storage = MemoryEntries()
    let recorder = Self.recorder(.receive, storage)
    let code = try ProductCode("0036000291452")
    try recorder.add(1, to: Self.tea, scanned: nil)
    let unknown = try recorder.add(4, toUnknown: code)
    #expect(unknown.match == .unknownCode(code) && unknown.expected == nil && unknown.lineTotal == 4)
    #expect(storage.entries.map(\.line) == [.item(1), .code(code.key)])
    #expect(storage.entries.map(\.expected) == [nil, nil])
  }

  @Test func settingALineWritesTheCorrectionOnlyAndZeroMarksACountedItem() throws {
    let storage = MemoryEntries()
    let recorder = Self.recorder(.count, storage)
    try recorder.set(.item(1), to: 0)
    #expect(storage.entries.map(\.delta) == [0], "a count of none is a line")
    try recorder.set(.item(1), to: 0)
    #expect(storage.entries.count == 1, "nothing to correct")
    try recorder.set(.item(1), to: 7)
    #expect(storage.entries.map(\.delta) == [0, 7])
    #expect(throws: StockSessionError.lineNotFound(id: 7, line: "code \"123\"")) {
      try recorder.set(.code("123"), to: 2)
    }
  }

  @Test func aLineNeverLeavesZeroToTheMaximum() throws {
    let storage = MemoryEntries()
    let recorder = Self.recorder(.receive, storage)
    try recorder.add(StockLimits.maximumQuantity, to: Self.tea, scanned: nil)
    #expect(
      throws: StockSessionError.lineOutOfRange(name: "\"Tea\"", total: Int128(StockLimits.maximumQuantity) + 1)
    ) { try recorder.add(1, to: Self.tea, scanned: nil) }
    #expect(throws: InventoryError.self) { try recorder.set(.item(1), to: StockLimits.maximumQuantity + 1) }
    #expect(throws: InventoryError.self) { try recorder.add(0, to: Self.tea, scanned: nil) }
    #expect(storage.entries.count == 1)
  }

  @Test func aFullSessionTakesNoNewLineButStillAddsToItsLines() throws {
    let storage = MemoryEntries()
    let recorder = Self.recorder(.count, storage)
    try recorder.add(1, to: Self.tea, scanned: nil)
    storage.extraLines = StockSessionLimits.maximumLines - 1
    #expect(throws: StockSessionError.tooManyLines(id: 7)) { try recorder.add(1, toUnknown: try ProductCode("123")) }
    try recorder.add(1, to: Self.tea, scanned: nil)
    #expect(storage.entries.count == 2)
  }

  @Test func resolvingACodeKeepsTheItemsExpectationAndTheMergedLineInRange() throws {
    let storage = MemoryEntries()
    let recorder = Self.recorder(.count, storage)
    let code = try ProductCode("123")
    try recorder.add(2, toUnknown: code)
    #expect(try recorder.resolution(of: code, to: Self.tea) == 10, "no line yet: the stock now")
    var sold = Self.tea
    sold.quantity = 4
    try recorder.add(1, to: Self.tea, scanned: nil)
    #expect(try recorder.resolution(of: code, to: sold) == 10, "the item's line's")
    try recorder.add(StockLimits.maximumQuantity - 1, to: Self.tea, scanned: nil)
    #expect(throws: StockSessionError.self) { try recorder.resolution(of: code, to: Self.tea) }
    #expect(throws: StockSessionError.lineNotFound(id: 7, line: "code \"456\"")) {
      try recorder.resolution(of: try ProductCode("456"), to: Self.tea)
    }
  }

  @Test func aCountAsksTheStorageWhetherItsScopeCoversANewLineOnly() throws {
    // Given a count of the category Office that does not cover Tea
    let storage = MemoryEntries()
    storage.items[1] = Self.tea
    storage.covered = []
    let recorder = SessionEntryRecorder(
      session: StockSession(
        id: 7, kind: .count, scope: SessionScope(category: .category(3)), startedAt: Date(timeIntervalSince1970: 0),
        station: "till"),
      storage: storage)

    // Then Tea is refused, naming the scope, until it is included; after that its line takes scans
    #expect(throws: StockSessionError.outsideScope(id: 7, itemName: "Tea", scope: "category Office")) {
      try recorder.add(1, to: Self.tea, scanned: "4006381333931")
    }
    #expect(storage.entries.isEmpty)
    try recorder.add(1, to: Self.tea, scanned: "4006381333931", outsideScope: .include)
    let again = try recorder.add(1, to: Self.tea, scanned: "4006381333931")
    #expect(again.lineTotal == 2 && storage.entries.count == 2)
    #expect(
      storage.logged.map(\.detail) == [
        "into count #7: Tea +1, counted 1 so far", "into count #7: Tea +1, counted 2 so far",
      ])
    #expect(
      storage.logged.allSatisfy {
        $0.code == "4006381333931" && $0.itemID == 1 && $0.outcome == .session && $0.station == "till"
          && $0.source == .usbScanner && $0.time == 1000 && $0.symbology == nil
      })
  }

  @Test func aKeyedNumberIsNoScanAndAnUnknownCodeIsLoggedWithoutAnItem() throws {
    let storage = MemoryEntries()
    let recorder = Self.recorder(.receive, storage)
    try recorder.add(2, to: Self.tea, scanned: nil)
    try recorder.add(1, toUnknown: try ProductCode("0036000291452"))
    #expect(storage.logged.map(\.code) == ["0036000291452"] && storage.logged.first?.itemID == nil)
  }
}
