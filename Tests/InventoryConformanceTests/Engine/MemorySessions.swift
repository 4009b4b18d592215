import Foundation
import InventoryCore
import InventoryEngine

/// One session's rows in memory, for `SessionEngine`: what it asks of its storage, in order (`calls`), and
/// what it writes. Every item is in scope and no code has an item.
final class MemorySessions: SessionStorage {
  var sessions: [Int64: StockSession] = [:]
  var entries: [SessionEntryDraft] = []
  var items: [Int64: Item] = [:]
  var choices: [Int64: UncountedChoice] = [:]
  var calls: [String] = []

  func session(id: Int64, locking: Bool) throws -> StockSession? {
    calls.append(locking ? "lock session" : "read session")
    return sessions[id]
  }

  func insertSession(kind: StockSession.Kind, scope: SessionScope, note: String) throws -> Int64 {
    let id = Int64(sessions.count + 1)
    sessions[id] = StockSession(
      id: id, kind: kind, scope: scope, note: note, startedAt: Date(timeIntervalSince1970: 0), station: "till")
    return id
  }

  func close(session id: Int64, as state: StockSession.State) throws {
    calls.append("close \(state)")
    sessions[id]?.state = state
  }

  func setUncountedDefault(session id: Int64, to choice: UncountedChoice) throws {
    sessions[id]?.uncountedDefault = choice
  }

  func setUncountedChoice(session id: Int64, itemID: Int64, to choice: UncountedChoice) throws {
    choices[itemID] = choice
  }

  func lines(session id: Int64, only: SessionLineKey?) throws -> [SessionLine] {
    calls.append("lines")
    // One line per item (or code) and place, as the stores group them.
    let keys = Set(entries.map { PlacedKey(line: $0.line, place: $0.place) }).filter { only == nil || $0.line == only }
    return keys.compactMap { key in
      let mine = entries.filter { $0.line == key.line && $0.place == key.place }
      guard let first = mine.first else { return nil }
      let name: String? = if case .item(let itemID) = key.line { items[itemID]?.name } else { nil }
      var line = SessionLine(
        stored: key.line, itemName: name, price: nil, code: first.code, total: mine.reduce(0) { $0 + Int64($1.delta) },
        expected: first.expected, stations: ["till"], lastEntryAt: Date(timeIntervalSince1970: 0))
      line.place = key.place
      return line
    }
  }

  func coveredItems(session id: Int64, scope: SessionScope) throws -> Set<Int64> { Set(items.keys) }

  func uncounted(in session: StockSession, locking: Bool) throws -> [UncountedRow] {
    calls.append(locking ? "lock uncounted" : "read uncounted")
    let counted = Set(entries.map(\.line))
    return items.keys.sorted().filter { !counted.contains(.item($0)) }.compactMap { id in
      items[id].map { UncountedRow(item: $0, choice: choices[id]) }
    }
  }

  func items(ids: [Int64]) throws -> [Int64: Item] {
    calls.append("lock items \(ids.sorted())")
    return items.filter { ids.contains($0.key) }
  }

  func match(for code: ProductCode) throws -> CodeMatch? { nil }

  func adjust(itemID: Int64, by delta: Int, reason: MovementReason, keepingCountedTime: Bool, at place: SessionPlace)
    throws
  {
    let at =
      place.isUnplaced
      ? "" : " at \(place.locationID.map(String.init) ?? "default")\(place.lot.map { " \($0.summary)" } ?? "")"
    calls.append(
      "adjust \(itemID) by \(delta) (\(reason.rawValue))\(keepingCountedTime ? " keeping counted" : "")\(at)")
    items[itemID]?.quantity += delta
  }

  func stampCounted(itemIDs: [Int64]) throws { calls.append("stamp \(itemIDs)") }

  func removeEntries(session id: Int64, line: SessionLineKey) throws -> Int {
    let before = entries.count
    entries.removeAll { $0.line == line }
    return before - entries.count
  }

  func moveEntries(session id: Int64, codeKey: String, toItem itemID: Int64, expected: Int64?) throws -> Int {
    var moved = 0
    for index in entries.indices where entries[index].line == .code(codeKey) {
      entries[index].line = .item(itemID)
      entries[index].expected = expected
      moved += 1
    }
    return moved
  }

  func storedLine(_ line: SessionLineKey, inSession id: Int64) throws -> StoredSessionLine? {
    let mine = entries.filter { $0.line == line }
    guard let first = mine.first else { return nil }
    return StoredSessionLine(total: mine.reduce(0) { $0 + Int64($1.delta) }, expected: first.expected, code: first.code)
  }

  func holdsAtLeast(lines: Int, inSession id: Int64) throws -> Bool { Set(entries.map(\.line)).count >= lines }

  func append(_ entry: SessionEntryDraft) throws {
    calls.append("append \(entry.line) \(entry.delta)")
    entries.append(entry)
  }

  func requireItem(id: Int64) throws -> Item {
    guard let item = items[id] else { throw InventoryError.itemNotFound(String(id)) }
    return item
  }

  func covers(itemID: Int64, scope: SessionScope) throws -> Bool { true }
  func categoryName(id: Int64) throws -> String? { nil }
  /// Shelves 1 to 9 (none is the default).
  func allLocations() throws -> [Location] {
    (1...9).map { Location(id: $0, name: "Shelf \($0)", code: nil, notes: "", parentID: nil, isDefault: false) }
  }
  func storedLine(_ line: SessionLineKey, at place: SessionPlace, inSession id: Int64) throws -> StoredSessionLine? {
    let mine = entries.filter { $0.line == line && $0.place == place }
    guard let first = mine.first else { return nil }
    return StoredSessionLine(total: mine.reduce(0) { $0 + Int64($1.delta) }, expected: first.expected, code: first.code)
  }
  func placedQuantities(ofItem id: Int64) throws -> [Int64: Int] { [:] }
  func lots(ofItem id: Int64, at locationID: Int64?) throws -> [Lot] { [] }
  func log(_ entry: ScanLogEntry) throws {}
  let station = "till"
  let source = ScanSource.keyboard
  let time: Int64 = 1000
}

private struct PlacedKey: Hashable {
  var line: SessionLineKey
  var place: SessionPlace
}
