import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// The in-memory name-order path for search pages must give exactly what SQLite's sort gives.
@Suite struct SearchPageFastPathTests {
  @Test func pagesMatchTheFullSortInBothDirectionsAndAfterChanges() throws {
    let inventory = try TestInventory()
    let words = ["apple", "Äpfel", "banana", "apricot", "zucchini", "avocado", "almond", "Ananas"]
    for index in 0..<120 {
      try inventory.add("\(words[index % words.count]) \(index % 7) box", quantity: index % 5)
    }
    func check() throws {
      for search in ["a", "ap", "box", "1", "zz", "Ä", "a box"] {
        for ascending in [true, false] {
          let query = ItemQuery(search: search, ascending: ascending)
          let all = try inventory.service.items(matching: query).map(\.id)  // no limit: SQLite sorts
          for offset in [0, 3, 40] {
            let page = try inventory.service.items(matching: query, limit: 7, offset: offset).map(\.id)
            #expect(page == Array(all.dropFirst(offset).prefix(7)), "\(search) \(ascending) \(offset)")
          }
        }
      }
    }
    try check()
    // Renaming and adding change the name order: the cached ranks must follow.
    let first = try inventory.service.items(matching: ItemQuery(search: "a"), limit: 1).first!
    var draft = ItemDraft(first)
    draft.name = "zz last now"
    try inventory.service.updateItem(id: first.id!, with: draft)
    try inventory.add("aaa first now box")
    try check()
    #expect(
      try inventory.service.items(matching: ItemQuery(search: "box"), limit: 1).first?.name == "aaa first now box")
  }
}
