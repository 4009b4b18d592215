@testable import InventoryCore

/// GS (ASCII 29), the FNC1 of decoded GS1 data.
let gs = "\u{1D}"

/// The reference year of the tests' century rule, so dates read the same whatever year the tests run in.
let testYear = 2026

/// The problem `body` throws, or nil when it throws none.
func gs1Problem(_ body: () throws(GS1Problem) -> GS1ElementString) -> GS1Problem? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}

/// The AIs and values of `string`, in order, for compact comparisons.
func pairs(_ string: GS1ElementString) -> [[String]] { string.elements.map { [$0.ai, $0.value] } }
