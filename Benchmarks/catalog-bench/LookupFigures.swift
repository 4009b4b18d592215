import BenchSupport
import Foundation
import InventoryCore

/// Lookup latency: `count` codes, half of them present and half absent, in a seeded random order, each
/// timed from the typed text (recognised as a `ProductCode`, as a scan is) to the answer.
enum LookupFigures {
  static func codes(present: [String], count: Int, seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    return (0..<count).map { index in
      if index.isMultiple(of: 2), !present.isEmpty { return present[Int(random.next() % UInt64(present.count))] }
      // Absent everywhere: EAN-13s with a prefix neither the catalogue nor the inventory uses.
      let payload = "51" + String(format: "%010llu", random.next() % 10_000_000_000)
      return payload + checkDigit(payload)
    }
  }

  /// Times `lookUp` on every code; returns the samples and how many were found.
  static func measure(_ codes: [String], _ lookUp: (ProductCode) throws -> Bool) throws -> (Samples, found: Int) {
    var samples = Samples()
    var found = 0
    for text in codes {
      let hit = try samples.time { try lookUp(try ProductCode(text)) }
      if hit { found += 1 }
    }
    return (samples, found)
  }

  private static func checkDigit(_ payload: String) -> String {
    var sum = 0
    for (offset, character) in payload.reversed().enumerated() {
      sum += (character.wholeNumberValue ?? 0) * (offset.isMultiple(of: 2) ? 3 : 1)
    }
    return String((10 - sum % 10) % 10)
  }
}
