import Foundation
import GRDB
import InventoryCore
import TestSupport
import Testing

@testable import SQLiteStore

/// v13: the search index keeps no text of its own (it reads the items through `item_search_source`), so every
/// write must unindex an item before what the index read of it changes; two indexes hold the id once; a first
/// load leaves the file packed.
@Suite struct SmallerDatabaseTests {
  let inventory: TestInventory
  init() throws { inventory = try TestInventory() }

  /// The search index's entries that differ from what indexing every item now would give: empty when the index
  /// says what the items say. (FTS5's own integrity-check does not compare an external-content index with its
  /// content in SQLite 3.40.)
  static func searchIndexDrift(_ database: AppDatabase) throws -> [String] {
    try database.write(commit: false) { db in
      try db.execute(sql: "CREATE VIRTUAL TABLE temp.search_terms USING fts5vocab(main, item_search, instance)")
      let terms = "SELECT term, doc, col, offset FROM temp.search_terms"
      let held = Set(try Row.fetchAll(db, sql: terms).map(\.description))
      try db.execute(sql: "INSERT INTO item_search (item_search) VALUES ('rebuild')")
      let rebuilt = Set(try Row.fetchAll(db, sql: terms).map(\.description))
      return held.subtracting(rebuilt).sorted().map { "stale \($0)" }
        + rebuilt.subtracting(held).sorted().map { "missing \($0)" }
    }
  }

  func found(_ search: String) throws -> [String] {
    try inventory.service.items(matching: ItemQuery(search: search)).map(\.name).sorted()
  }

  @Test func theSearchIndexFollowsEveryKindOfChange() throws {
    let service = inventory.service
    let tools = try #require(try service.addCategory(named: "Tools").id)
    let paint = try #require(try service.addCategory(named: "Paint").id)
    let hammer = try #require(try inventory.add("Hammer", barcode: "4006381333931", category: tools).id)
    let brush = try #require(try inventory.add("Brush", category: paint, notes: "soft bristles").id)
    let tape = try #require(try inventory.add("Tape", category: paint).id)
    #expect(try Self.searchIndexDrift(service.database) == [], "added")

    try service.addBarcode(try ProductCode("96385074"), toItem: brush)
    try service.addBarcode(try ProductCode("0012345678905"), toItem: brush)
    #expect(try found("9638") == ["Brush"])
    try service.removeBarcode(try ProductCode("96385074"), fromItem: brush)
    #expect(try found("9638") == [])
    #expect(try Self.searchIndexDrift(service.database) == [], "extra barcodes")

    var draft = ItemDraft(try #require(try service.item(id: hammer)))
    draft.name = "Claw hammer"
    draft.notes = "forged"
    draft.categoryID = paint
    try service.updateItem(id: hammer, with: draft)
    _ = try service.adjustQuantity(itemID: tape, by: 3)
    #expect(try found("claw forged paint") == ["Claw hammer"])
    #expect(try Self.searchIndexDrift(service.database) == [], "edited")

    _ = try service.renameCategory("Paint", to: "Colours")
    #expect(try found("colours") == ["Brush", "Claw hammer", "Tape"])
    #expect(try found("paint") == [])
    #expect(try Self.searchIndexDrift(service.database) == [], "category renamed")

    // The foreign key sets the items' category to NULL once the category row is gone.
    _ = try service.deleteCategory("Colours")
    #expect(try found("colours") == [])
    #expect(try Self.searchIndexDrift(service.database) == [], "category deleted")

    try service.deleteItem(id: brush)
    #expect(try found("bristles") == [])
    #expect(try Self.searchIndexDrift(service.database) == [], "item deleted")
    _ = try service.undo()
    #expect(try found("bristles 0012345678905") == ["Brush"])
    #expect(try Self.searchIndexDrift(service.database) == [], "deletion undone")
  }

  /// A large import into an inventory with items indexes its new items at the end: an item it creates and then
  /// gives extra barcodes is not unindexed before it was indexed, and an item that was already indexed is
  /// unindexed before the import changes it.
  @Test func aLargeImportIndexesWhatItCreatesAndChanges() throws {
    let service = inventory.service
    try inventory.add("Hammer", barcode: "4006381333931", notes: "steel")
    let brush = try #require(try inventory.add("Brush", barcode: "96385074").id)
    try service.addBarcode(try ProductCode("0012345678905"), toItem: brush)
    var lines = ["barcode,name,category,notes,other_barcodes", "4006381333931,Claw hammer,Tools,forged,"]
    lines.append("96385074,Brush,Paint,,\(BulkItemCreationTests.ean13(for: 90_000))")
    for index in 0..<1_200 {
      let extra = index % 3 == 0 ? BulkItemCreationTests.ean13(for: 50_000 + index) : ""
      lines.append("\(BulkItemCreationTests.ean13(for: index)),Widget \(index),Parts,,\(extra)")
    }
    let csv = try ItemCSVReader.read(data: Data((lines.joined(separator: "\n") + "\n").utf8))

    let summary = try service.importItems(csv, onDuplicate: .update)

    #expect(summary.added == 1_200)
    #expect(try Self.searchIndexDrift(service.database) == [])
    #expect(try found("claw forged tools") == ["Claw hammer"])
    #expect(try found("steel") == [])
    #expect(try found("0012345678905") == [])
    #expect(try found(BulkItemCreationTests.ean13(for: 90_000)) == ["Brush"])
    #expect(try found("widget parts").count == 1_200)
    #expect(try found(BulkItemCreationTests.ean13(for: 50_006)) == ["Widget 6"])
  }

  @Test func aFirstLoadWithExtraBarcodesIsIndexedAndPacked() throws {
    var lines = ["barcode,name,category,quantity,other_barcodes"]
    for index in 0..<3_000 {
      // Names out of file order, so the name indexes fill out of order as a real file's do.
      let name = "Item \((index * 7_919) % 3_000) \(index)"
      let extra = index % 5 == 0 ? BulkItemCreationTests.ean13(for: 50_000 + index) : ""
      lines.append("\(BulkItemCreationTests.ean13(for: index)),\(name),Cat \(index % 7),\(index % 120),\(extra)")
    }
    let csv = try ItemCSVReader.read(data: Data((lines.joined(separator: "\n") + "\n").utf8))

    try inventory.service.importItems(csv)

    #expect(try Self.searchIndexDrift(inventory.service.database) == [])
    #expect(try found(BulkItemCreationTests.ean13(for: 50_010)) == ["Item \((10 * 7_919) % 3_000) 10"])
    #expect(try found(BulkItemCreationTests.ean13(for: 1_234)) == ["Item \((1_234 * 7_919) % 3_000) 1234"])
    // Packed: rewriting the file frees nothing more.
    let pages = try DatabaseQueue(path: inventory.path).read { db in
      try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
    }
    let other = try DatabaseQueue(path: inventory.path)
    try other.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
    let repacked = try other.read { db in try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0 }
    try other.close()
    #expect(pages == repacked)
  }

  /// The index keeps no positions, so no search may be a phrase: every word of a pattern is one token to the
  /// linked SQLite's unicode61 (each character of the planes in use, between two letters).
  @Test func everySearchWordIsOneTokenToTheIndex() throws {
    var words: [String] = []
    for value in Array(0x80...0x3_2000) + Array(0xE_0000...0xE_01EF) + [0xF_0000, 0x10_FFFD] {
      guard let scalar = Unicode.Scalar(value) else { continue }
      var text = "a"
      text.unicodeScalars.append(scalar)
      text += "b"
      words += ItemQuery.searchWords(in: text).filter { $0.unicodeScalars.count > 1 }
    }
    #expect(words.count > 100_000)
    let json = String(decoding: try JSONEncoder().encode(words), as: UTF8.self)
    let phrases = try DatabaseQueue().write { db in
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE probe USING fts5(x, tokenize = "unicode61 remove_diacritics 2");
          CREATE VIRTUAL TABLE probe_tokens USING fts5vocab(probe, instance);
          """)
      try db.execute(sql: "INSERT INTO probe (rowid, x) SELECT key + 1, value FROM json_each(?)", arguments: [json])
      return try String.fetchAll(
        db,
        sql: """
          SELECT x FROM probe WHERE rowid IN (SELECT doc FROM probe_tokens GROUP BY doc HAVING count(*) <> 1)
          LIMIT 10
          """)
    }
    #expect(phrases.isEmpty, "\(phrases.map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
  }

  /// Words the tokenizer splits (a spacing mark, a Devanagari vowel sign) or folds (a combining accent) still
  /// find their items.
  @Test(arguments: [("Crème brûlée", "cre\u{300}me brulee"), ("हिंदी", "हिंदी"), ("a\u{903}b", "b"), ("Café", "CAFE")])
  func wordsTheTokenizerSplitsOrFoldsStillFindTheirItems(name: String, search: String) throws {
    try inventory.add(name)
    try inventory.add("Other")
    #expect(try found(search) == [name])
  }

  @Test func theSearchIndexHoldsNoTextOfItsOwn() throws {
    try inventory.add("Hammer", barcode: "4006381333931")
    let tables = try inventory.service.database.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name LIKE 'item_search%' ORDER BY name")
    }
    #expect(!tables.contains("item_search_content"))
    #expect(tables.contains("item_search_source"))
  }

  /// The orders and filters the two rebuilt indexes serve still read them, without sorting.
  @Test(arguments: [
    "SELECT id FROM item WHERE coalesce(item.last_counted_at, -1) = -1 ORDER BY item.sort_key DESC, item.id DESC LIMIT 50",
    """
    SELECT id FROM item WHERE coalesce(item.last_counted_at, -1) > -1 AND coalesce(item.last_counted_at, -1) >= 5
      AND (coalesce(item.last_counted_at, -1), item.sort_key, item.id) > (5, 'a', 1)
      ORDER BY coalesce(item.last_counted_at, -1) ASC, item.sort_key ASC, item.id ASC LIMIT 50
    """,
    "SELECT * FROM stock_movement WHERE station = 'till' ORDER BY id DESC LIMIT 100 OFFSET 0",
  ])
  func theRebuiltIndexesServeTheirOrders(query: String) throws {
    let plan = try inventory.service.database.read { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(query)").map { $0["detail"] as String? ?? "" }
    }
    #expect(plan.contains { $0.contains("USING INDEX item_by_last_count") || $0.contains("stock_movement_by_station") })
    #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
  }

  /// A movement is still undone at most once (the partial unique index), and the undo look-ups read that index.
  @Test func aMovementIsUndoneOnceAndLookUpsReadThePartialIndex() throws {
    let tape = try #require(try inventory.add("Tape", quantity: 5).id)
    let undo = { (undone: Int64) in
      try inventory.service.database.write { db in
        try db.execute(
          sql: """
            INSERT INTO stock_movement (item_id, item_name, delta, reason, source, time, undoes_id)
            VALUES (?, 'Tape', -1, 'undo', 'keyboard', 0, ?)
            """, arguments: [tape, undone])
      }
    }
    try undo(1)
    #expect(throws: (any Error).self) { try undo(1) }
    let plans = try inventory.service.database.read { db in
      try [
        "SELECT 1 FROM stock_movement WHERE undoes_id = 1",
        """
        SELECT m.id FROM stock_movement m WHERE m.reason <> 'undo' AND m.item_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM stock_movement u WHERE u.undoes_id = m.id) ORDER BY m.id DESC LIMIT 1
        """,
      ].map { sql in try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN \(sql)").map { $0["detail"] as String? ?? "" } }
    }
    for plan in plans { #expect(plan.contains { $0.contains("stock_movement_undone_once") }, "\(plan)") }
    let autoIndexes = try inventory.service.database.read { db in
      try Int.fetchOne(
        db,
        sql: "SELECT count(*) FROM sqlite_master WHERE tbl_name = 'stock_movement' AND name LIKE 'sqlite_autoindex%'")
    }
    #expect(autoIndexes == 0)
  }

  @Test func aFileFromBeforeV13IsUpgradedAndSearchesAsBefore() throws {
    let service = inventory.service
    let tools = try #require(try service.addCategory(named: "Tools").id)
    let brush = try #require(try inventory.add("Brush", barcode: "4006381333931", category: tools, notes: "soft").id)
    try service.addBarcode(try ProductCode("96385074"), toItem: brush)
    let tape = try #require(try inventory.add("Tape", quantity: 4).id)
    _ = try service.adjustQuantity(itemID: tape, by: 3)
    let movements = try service.movements().map(\.id)
    let other = try DatabaseQueue(path: inventory.path)
    try other.write { db in
      try db.execute(sql: WaveOneDatabase.undoV14 + WaveOneDatabase.undoV13)
      // The movements table as v1 to v12 left it: `undoes_id` UNIQUE in its column.
      try db.execute(
        sql: """
          DROP INDEX stock_movement_undone_once;
          CREATE UNIQUE INDEX stock_movement_undoes_id_as_v12 ON stock_movement(undoes_id);
          """)
    }
    let before = try other.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE name LIKE 'item_search%' ORDER BY name")
    }
    try other.close()
    #expect(before.contains("item_search_content"))

    let upgraded = try inventory.reopened()

    #expect(try Self.searchIndexDrift(upgraded.database) == [])
    let search = { (text: String) in try upgraded.items(matching: ItemQuery(search: text)).map(\.name) }
    #expect(try search("9638 soft tools") == ["Brush"])
    #expect(try search("4006") == ["Brush"])
    #expect(try search("tape") == ["Tape"])
    let indexes = try upgraded.database.read { db in
      try String.fetchAll(
        db, sql: "SELECT sql FROM sqlite_master WHERE name IN ('item_by_last_count', 'stock_movement_by_station')")
    }
    #expect(indexes.count == 2 && indexes.allSatisfy { !$0.contains(", id)") })
    #expect(try upgraded.movements().map(\.id) == movements)
    #expect(try upgraded.integrityProblems() == [])
    #expect(try upgraded.undoLastChanges().count == 1)
    #expect(try upgraded.item(id: tape)?.quantity == 4)
    let next = try upgraded.adjustQuantity(itemID: tape, by: 1)
    #expect((next.movementID ?? 0) > (movements.compactMap { $0 }.max() ?? .max))
  }
}
