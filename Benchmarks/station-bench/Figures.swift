import BenchSupport
import Foundation
import InventoryCore

/// Scans from several stations at once, each on its own thread and connection.
struct ScanFigures {
  var perSecond: Double
  var p50: Double
  var p95: Double
  /// The stock rose by exactly the number of scans.
  var exact: Bool

  static func measure(_ stations: [any Inventory], codes: [String], perStation: Int) throws -> ScanFigures {
    let before = try stations[0].totals().units
    let collected = Collected()
    let start = ContinuousClock.now
    let threads = stations.enumerated().map { index, station in
      Thread {
        var random = SeededGenerator(seed: UInt64(index + 1))
        var samples = Samples()
        do {
          for _ in 0..<perStation {
            let code = codes[Int(random.next() % UInt64(codes.count))]
            let outcome = try samples.time {
              try station.recordScan(
                ScanRequest(
                  code, symbology: nil, source: .usbScanner, quality: nil, policy: .auto, mode: .add, quantity: 1,
                  gs1: .detect(separator: nil)))
            }
            guard case .applied = outcome else { throw BenchFailure("a scan was \(outcome.kind)") }
          }
          collected.add(samples, nil)
        } catch {
          collected.add(samples, error)
        }
      }
    }
    threads.forEach { $0.start() }
    let (all, error) = collected.wait(for: stations.count)
    let seconds = (ContinuousClock.now - start).seconds
    if let error { throw error }
    let after = try stations[0].totals().units
    let total = stations.count * perStation
    return ScanFigures(
      perSecond: Double(total) / seconds, p50: all.p50, p95: all.p95, exact: after - before == Int128(total))
  }
}

/// Search as the Inventory screen does it, a keystroke at a time: the count and the first rows.
enum SearchFigures {
  static func measure(_ inventory: any Inventory) throws -> Samples {
    var samples = Samples()
    let words = ["choc", "organic tea", "crème", "pasta 12", "spicy sauce", "batteries", "salt", "japanese rice"]
    // Once untimed, so both stores start warm.
    for word in words { _ = try inventory.items(matching: ItemQuery(search: word), limit: 40) }
    for word in words {
      for length in 1...word.count {
        let query = ItemQuery(search: String(word.prefix(length)))
        try samples.time {
          _ = try inventory.count(matching: query)
          _ = try inventory.items(matching: query, limit: 40)
        }
      }
    }
    return samples
  }
}

/// One station changes an item; the other watches its change token (as a screen does) and re-reads the item.
enum RefreshFigures {
  static func measure(writer: any Inventory, watcher: any Inventory, samples count: Int) throws -> Samples {
    let item = try writer.addItem(ItemDraft(name: "Refresh probe", quantity: "0"))
    guard let id = item.id else { throw BenchFailure("no id") }
    var token = try settled(watcher)
    var samples = Samples()
    for step in 1...count {
      try writer.adjustQuantity(itemID: id, by: 1)
      let start = ContinuousClock.now
      let deadline = start + .seconds(10)
      while try watcher.changeToken() == token {
        guard ContinuousClock.now < deadline else { throw BenchFailure("the change never showed") }
        Thread.sleep(forTimeInterval: 0.0002)
      }
      token = try watcher.changeToken()
      guard try watcher.item(id: id)?.quantity == step else { throw BenchFailure("the re-read missed the change") }
      samples.record((ContinuousClock.now - start).milliseconds)
      // Let a late second notification of the same change land before the next one.
      token = try settled(watcher, quiet: 0.02)
    }
    return samples
  }

  private static func settled(_ inventory: any Inventory, quiet: TimeInterval = 0.5) throws -> Int {
    var token = try inventory.changeToken()
    while true {
      Thread.sleep(forTimeInterval: quiet)
      let now = try inventory.changeToken()
      if now == token { return token }
      token = now
    }
  }
}

/// Samples from several threads, and the first error.
final class Collected: @unchecked Sendable {
  private let condition = NSCondition()
  private var samples = Samples()
  private var error: (any Error)?
  private var done = 0

  func add(_ more: Samples, _ failure: (any Error)?) {
    condition.withLock {
      samples.merge(more)
      if error == nil { error = failure }
      done += 1
      condition.broadcast()
    }
  }

  func wait(for count: Int) -> (Samples, (any Error)?) {
    condition.withLock {
      while done < count { condition.wait() }
      return (samples, error)
    }
  }
}
