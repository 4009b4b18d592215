import Foundation
import InventoryCore
import SQLiteStore
import TestSupport
import Testing

/// Mutated CSV files (from the committed corpus in CSVFuzzCorpus/) imported into a real database with
/// every duplicate policy. Whatever the bytes: no crash, a refusal is a CSV or import error (never a
/// database error), a refused import changes nothing, and memory stays bounded. `make fuzz` runs longer.
@Suite struct CSVImportFuzzTests {
  static let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "CSVFuzzCorpus")

  static func corpus() throws -> [Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpusFolder.path).sorted()
    return try names.map { try Data(contentsOf: corpusFolder.appending(path: $0)) }
  }

  @Test func theSeedCorpusImports() throws {
    let corpus = try Self.corpus()
    #expect(corpus.count >= 5)
    for file in corpus {
      let inventory = try TestInventory()
      let summary = try inventory.service.importItems(try ItemCSVReader.read(data: file))
      #expect(summary.added > 0)
    }
  }

  @Test func mutatedFilesNeverCrashAndARefusedImportChangesNothing() throws {
    let corpus = try Self.corpus()
    let inventory = try TestInventory()
    try inventory.add("Screws", barcode: "4006381333931", quantity: 5)
    try inventory.add("Screws", quantity: 3)
    var random = SeededGenerator(seed: FuzzBudget.seed(2026))
    var outcomes = (accepted: 0, refusedByReader: 0, refusedByDatabase: 0)
    let startRSS = residentMemoryKiB()
    for round in 0..<FuzzBudget.scaled(400) {
      var bytes = [UInt8](corpus[round % corpus.count])
      for _ in 0...Int.random(in: 0..<4, using: &random) { CSVMutator.mutate(&bytes, using: &random) }
      let policy = DuplicatePolicy.allCases[round % DuplicatePolicy.allCases.count]
      let before = try export(inventory.service)
      do {
        let csv = try ItemCSVReader.read(data: Data(bytes))
        do {
          try inventory.service.importItems(csv, onDuplicate: policy, dryRun: round % 5 == 0)
          outcomes.accepted += 1
        } catch let refused as ImportRefused {
          outcomes.refusedByDatabase += 1
          #expect(!refused.problems.isEmpty)
          #expect(try export(inventory.service) == before, "a refused import changed the database (round \(round))")
        }
      } catch let error as ItemCSVImportError {
        outcomes.refusedByReader += 1
        #expect(!error.problems.isEmpty)
        #expect(try export(inventory.service) == before)
      }
      for item in try inventory.service.items() {
        #expect(StockLimits.isQuantity(item.quantity) && item.storedValueProblems.isEmpty)
      }
    }
    // Both kinds of outcome happened: the mutations are neither all harmless nor all fatal.
    #expect(outcomes.accepted > 0 && outcomes.refusedByReader > 0, "\(outcomes)")
    #expect(residentMemoryKiB() - startRSS < 512 * 1024, "memory grew by more than 512 MiB")
  }

  func export(_ service: SQLiteInventory) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try service.exportItems { bytes += $0 }
    return bytes
  }
}

/// Byte-level mutations that hit CSV's weak spots: quotes, separators, line breaks, huge numbers, bad
/// UTF-8, truncation, duplicated lines.
enum CSVMutator {
  static let tokens: [[UInt8]] = [
    Array("\"".utf8), Array(",".utf8), Array(";".utf8), Array("\t".utf8), Array("\n".utf8), Array("\r".utf8),
    Array("\r\n".utf8), Array("9223372036854775807".utf8), Array("-1".utf8), Array("1000000001".utf8),
    Array("99999999999999999999.999".utf8), Array("=cmd|' /C calc'!A0".utf8), [0xFF, 0xFE], [0xC3], [0],
    Array("\u{202E}".utf8), Array("\u{1B}[2J".utf8), Array("4006381333937".utf8), Array("id".utf8),
    Array("barcode".utf8), Array("1e9".utf8), Array("0x10".utf8),
  ]

  static func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
    guard !bytes.isEmpty else {
      bytes = tokens[Int.random(in: 0..<tokens.count, using: &random)]
      return
    }
    let position = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0: bytes[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
    case 1: bytes.insert(contentsOf: tokens[Int.random(in: 0..<tokens.count, using: &random)], at: position)
    case 2: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &random)))
    case 3: bytes.removeSubrange(position...)
    case 4:
      // Duplicate the line holding `position` (a product or an id listed twice).
      let start = bytes[..<position].lastIndex(of: 10).map { $0 + 1 } ?? 0
      let end = bytes[position...].firstIndex(of: 10).map { $0 + 1 } ?? bytes.count
      bytes.insert(contentsOf: bytes[start..<end], at: end)
    case 5: bytes[position] = UInt8.random(in: 0...255, using: &random)
    default:
      // A digit run replaced by a huge number.
      if let digit = bytes[position...].firstIndex(where: { (48...57).contains($0) }) {
        bytes.replaceSubrange(digit...digit, with: Array("18446744073709551616".utf8))
      }
    }
  }
}

/// Resident memory of this process (VmRSS), for "bounded memory" checks.
func residentMemoryKiB() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return 0 }
  return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}
