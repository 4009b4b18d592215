import Foundation
import InventoryCore
import TestSupport
import Testing

/// Random sequences of every operation, including refused ones and numbers far outside the limits, on each
/// backend, checking after each step what must always hold: 0 ≤ quantity ≤ maximum, quantity = sum of
/// movements, nothing stored out of range; and at the end, export → import into an empty inventory → export is
/// identical (duplicate names included). `make fuzz` runs many more sequences.
@Suite struct InvariantConformanceTests {
  static let seeds: [UInt64] = (0..<UInt64(FuzzBudget.scaled(4))).map { FuzzBudget.seed(7) &+ $0 }

  @Test(arguments: Backend.all, seeds)
  func invariantsHoldOverRandomOperations(backend: Backend, seed: UInt64) throws {
    let store = try backend.open()
    var run = OperationRun(service: store.inventory, random: SeededGenerator(seed: seed))
    for step in 0..<150 {
      try run.step(step)
      try run.checkInvariants(after: step)
    }
    try run.checkRoundTrip(into: try backend.open())
    // The sequence did real work: nearly every kind of operation succeeded at least once (an unlucky seed
    // may miss one, say a delete), and some were refused.
    #expect(run.succeeded.count >= OperationRun.operationCount - 2, "succeeded: \(run.succeeded)")
    #expect(run.refused > 0)
  }
}

/// One random sequence of operations on one database.
struct OperationRun {
  let service: any Inventory
  var random: SeededGenerator
  let names = ["Screws", "Nails", "Café crème", "日本茶", "Screws"]  // a duplicate name on purpose
  let codes = ["4006381333931", "036000291452", "9780306406157", "96385074", "SHELF-7", ""]
  static let operationCount = 8
  /// Operations that succeeded, by kind; and how many were refused.
  var succeeded: [Int: Int] = [:]
  var refused = 0

  init(service: any Inventory, random: SeededGenerator) {
    self.service = service
    self.random = random
  }

  /// Small numbers mostly; sometimes the edges and far beyond them.
  mutating func number() -> Int {
    switch Int.random(in: 0..<20, using: &random) {
    case 0: .max
    case 1: .min
    case 2: StockLimits.maximumQuantity
    case 3: StockLimits.maximumQuantity + 1
    case 4: -StockLimits.maximumQuantity
    default: Int.random(in: -5...12, using: &random)
    }
  }

  mutating func numberText() -> String {
    Int.random(in: 0..<10, using: &random) == 0 ? "99999999999999999999" : String(number())
  }

  mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

  mutating func someItemID() throws -> Int64? {
    let items = try service.items()
    guard !items.isEmpty else { return nil }
    return pick(items).id
  }

  mutating func step(_ step: Int) throws {
    let operation = Int.random(in: 0..<11, using: &random)
    let kind = min(operation, Self.operationCount - 1)
    do {
      switch operation {
      case 0:
        try service.addItem(
          ItemDraft(
            name: pick(names), barcode: pick(codes), quantity: numberText(), price: pick(["", "1.50", "10000000.01"])))
      case 1:
        guard let id = try someItemID(), let item = try service.item(id: id) else { return }
        var draft = ItemDraft(item)
        draft.quantity = numberText()
        draft.minimumQuantity = numberText()
        draft.name = pick(names)
        try service.updateItem(id: id, with: draft)
      case 2:
        try service.recordScan(
          ScanRequest(
            pick(codes), source: .cli, policy: pick([.auto, .ask]), mode: pick([.add, .remove, .lookUp]),
            quantity: number()))
      case 3:
        guard let id = try someItemID() else { return }
        try service.adjustQuantity(itemID: id, by: number())
      case 4:
        guard let id = try someItemID() else { return }
        try service.setQuantity(itemID: id, to: number())
      case 5:
        try service.undoLastChanges(Int.random(in: 1...3, using: &random))
      case 6:
        guard let id = try someItemID() else { return }
        try service.deleteItem(id: id)
      default:
        let csv = try importFile()
        try service.importItems(csv, onDuplicate: pick(DuplicatePolicy.allCases), dryRun: Bool.random(using: &random))
      }
      succeeded[kind, default: 0] += 1
    } catch is InventoryError {
      refused += 1
    } catch is ImportRefused {
      refused += 1
    } catch is ItemCSVImportError {
      refused += 1
    }
  }

  /// A small file of random rows: names, barcodes and quantities from the same pools (so rows collide
  /// with items), sometimes with ids of existing items.
  mutating func importFile() throws -> ItemCSVImport {
    var lines = ["id,name,barcode,quantity,minimum,price"]
    let ids = try service.items().compactMap(\.id)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let id = ids.isEmpty || Bool.random(using: &random) ? "" : String(pick(ids))
      let quantity =
        Int.random(in: 0..<6, using: &random) == 0 ? numberText() : String(Int.random(in: 0...9, using: &random))
      lines.append("\(id),\(pick(names)),\(pick(codes)),\(quantity),\(Int.random(in: 0...3, using: &random)),2.25")
    }
    return try ItemCSVReader.read(data: Data((lines.joined(separator: "\n") + "\n").utf8))
  }

  func checkInvariants(after step: Int) throws {
    for item in try service.items() {
      let id = try #require(item.id)
      #expect(item.storedValueProblems.isEmpty, "step \(step): \(item.storedValueWarnings)")
      #expect(StockLimits.isQuantity(item.quantity), "step \(step): \(item.name) \(item.quantity)")
      #expect(try service.movementTotal(itemID: id) == Int128(item.quantity), "step \(step): \(item.name)")
    }
  }

  /// Export, import into an empty inventory of the same backend, export again: the same bytes.
  func checkRoundTrip(into empty: Store) throws {
    #expect(try service.integrityProblems() == [])
    let first = try export(service)
    try empty.inventory.importItems(try ItemCSVReader.read(data: Data(first.utf8)))
    #expect(try export(empty.inventory) == first)
    #expect(try empty.inventory.items().count == (try service.items().count))
  }

  func export(_ service: any Inventory) throws -> String {
    var bytes: [UInt8] = []
    try service.exportItems { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }
}
