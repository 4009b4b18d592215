import BenchSupport
import Foundation
import InventoryCore
import SQLiteStore

/// `count` items through the real import (`SampleInventory`, the same data as stockroom-bench).
enum SampleItems {
  static func build(count: Int, at path: String) throws {
    let sample = try SampleInventory.csv(count: count)
    let service = SQLiteInventory(database: try AppDatabase.open(path: path))
    _ = try service.importItems(try ItemCSVReader.read(data: sample.csv))
  }
}
