import Foundation
import TestSupport
import Testing

/// `export --output` keeps an existing file unless told, `items list` never cuts a number and marks out of
/// stock apart from low, and a suggested command can be pasted into a shell as it is.
@Suite struct ExportAndListOutputTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test("export --output refuses an existing file and replaces it only with --force")
  func exportAsksForForce() throws {
    try stockroom("items", "add", "--name", "Pens", "--quantity", "3")
    let target = folder.path("items.csv")
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: target))
    let refused = try stockroom("export", "--output", target)
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("exists already") && refused.stderr.contains("--force"), "\(refused.stderr)")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me")
    #expect(try stockroom("export", "--output", target, "--force").status == 0)
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("Pens"))
  }

  @Test("items list shows whole numbers and marks out of stock with x, low with !")
  func listShowsWholeNumbersAndMarks() throws {
    try stockroom("items", "add", "--name", "Bolts", "--quantity", "1000000000", "--price", "10000000.00")
    try stockroom("items", "add", "--name", "Jars", "--quantity", "0")
    try stockroom("items", "add", "--name", "Cups", "--quantity", "1", "--minimum", "4")
    let list = try stockroom("items", "list").stdout
    let lines = list.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.contains("Bolts") && $0.contains("1000000000") && $0.contains("10000000.00") }, "\(list)")
    #expect(lines.contains { $0.hasPrefix("x") && $0.contains("Jars") }, "\(list)")
    #expect(lines.contains { $0.hasPrefix("!") && $0.contains("Cups") }, "\(list)")
    #expect(!list.contains("…"))
  }

  @Test("a code typed as printed scans the same item as the plain code")
  func printedCodesScanTheItem() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2")
    let scan = try stockroom("scan", "4 006381 333931")
    #expect(scan.status == 0, "\(scan.stderr)")
    #expect(scan.stdout.contains("Tea 2 -> 3"))
    let duplicate = try stockroom("items", "add", "--name", "Tea again", "--barcode", "4-006381-333931")
    #expect(duplicate.status != 0)
    #expect(duplicate.stderr.contains("stockroom scan 4006381333931"), "\(duplicate.stderr)")
  }
}
