import Foundation
import GRDB
import InventoryCore
import TestSupport
import Testing

@testable import SQLiteStore

/// Names sort by the value of their numbers ("#64" before "#1303"), in SQL, and a database written before
/// this order is migrated to it.
@Suite struct NaturalNameOrderTests {
  @Test("names with numbers sort by value, case and accents still folded")
  func namesSortNaturally() throws {
    let inventory = try TestInventory()
    for name in ["Screw #1303", "screw #64", "Screw #7", "Éclair 2", "eclair 10", "Box"] { try inventory.add(name) }
    let names = try inventory.service.items().map(\.name)
    #expect(names == ["Box", "Éclair 2", "eclair 10", "Screw #7", "screw #64", "Screw #1303"])
    #expect(try inventory.service.findItem("screw #1303").name == "Screw #1303", "look-up by name still works")
  }

  @Test(
    "sort keys: folded, every digit run written as its length then its digits, leading zeros dropped",
    arguments: [
      ("Box", "box"), ("Screw #64", "screw #264"), ("7 up", "17 up"), ("Éclair 2b3", "eclair 12b13"),
      ("Bolt 007", "bolt 17"), ("0", "10"), ("v000", "v10"), ("12345678", "812345678"), ("123456789", "9009123456789"),
      ("SN 123456789012345678901", "sn 9021123456789012345678901"),
      ("x12345678901234567890", "x902012345678901234567890"),
      ("", ""),
    ])
  func sortKeysEncodeDigitRuns(name: String, key: String) {
    #expect(Item.sortKey(for: name) == key)
  }

  @Test("keys of numbers compare as the numbers do, at every length, with text before and after")
  func keysCompareAsNumbers() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let a = UInt64.random(in: 0...(UInt64.max >> UInt64.random(in: 0...63, using: &generator)), using: &generator)
      let b = UInt64.random(in: 0...(UInt64.max >> UInt64.random(in: 0...63, using: &generator)), using: &generator)
      let (keyA, keyB) = (Item.sortKey(for: "Box \(a) x"), Item.sortKey(for: "box \(b) y"))
      #expect((keyA < keyB) == (a < b || (a == b)), "\(a) \(b)")
    }
  }

  @Test("ASCII names are folded on bytes exactly as Foundation folds them")
  func asciiFoldingMatchesFoundation() {
    let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    var names = characters + characters.map { "Name \($0) 42" } + ["", "MiXeD CaSe #1303", "ÉCLAIR", "Ａ", "ß"]
    names.append(characters.joined())
    for name in names {
      let foundation = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      #expect(Item.folded(name) == foundation, "\(name.debugDescription)")
    }
  }

  @Test("the v4 migration recomputes the sort keys an older version stored")
  func migrationRecomputesSortKeys() throws {
    let inventory = try TestInventory()
    for name in ["Item 1303", "Item 64"] { try inventory.add(name) }
    // Given: the keys as the version before v4 stored them (folded, not padded), and v4 not yet applied.
    try inventory.service.database.write { db in
      try db.execute(sql: "UPDATE item SET sort_key = lower(name)")
      try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v4: natural name order'")
      try db.execute(
        sql: WaveOneDatabase.undoV14 + WaveOneDatabase.undoV13 + WaveOneDatabase.undoV12 + WaveOneDatabase.undoV11
          + WaveOneDatabase.undoV10
          + WaveOneDatabase.undoV9
          + WaveOneDatabase.undoV8
          + WaveOneDatabase.undoV7
          + WaveOneDatabase.undoV6
          + WaveOneDatabase.undoV5)
    }
    #expect(try inventory.service.items().map(\.name) == ["Item 1303", "Item 64"])
    // When: the file is opened again, the migration runs.
    let reopened = try inventory.reopened()
    // Then: natural order.
    #expect(try reopened.items().map(\.name) == ["Item 64", "Item 1303"])
  }
}
