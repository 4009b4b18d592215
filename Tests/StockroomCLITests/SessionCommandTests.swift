import Foundation
import TestSupport
import Testing

/// `stockroom count`, `receive` and `remove`: sessions scanned from the command line (several terminals on one
/// file), reviewed, reported and committed, run as the real binary.
@Suite struct SessionCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @discardableResult
  func run(_ arguments: String..., station: String = "till", stdin: String? = nil) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(
      arguments, database: database, environment: ["STOCKROOM_STATION": station], stdin: stdin)
  }

  func addTeaAndCoffee() throws {
    try run("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "10", "--price", "2.50")
    try run("items", "add", "--name", "Coffee", "--quantity", "5")
  }

  @Test func aCountFromTwoTerminalsIsReportedAndCommittedKeepingASaleMadeMeanwhile() throws {
    // Given a count scanned from two terminals, with a code no item has, and a sale during it
    try addTeaAndCoffee()
    #expect(try run("count", "start", "--note", "shelf A").stdout.hasPrefix("started count 1  open  everything"))
    let scans = try run("count", "scan", "4006381333931", "4006381333931", "123456")
    #expect(scans.status == 0, "\(scans.stderr)")
    #expect(
      scans.stdout.split(separator: "\n") == [
        "Tea: counted 1 (expected 10)", "Tea: counted 2 (expected 10)",
        "unknown code 123456: 1 so far, kept to resolve (stockroom count resolve 123456 ITEM)",
      ])
    #expect(try run("count", "add", "Coffee", "4", station: "back").stdout == "Coffee: counted 4 (expected 5)\n")
    try run("adjust", "Tea", "-1")

    // When the report is read, and the count committed before and after the code is dropped
    let csv = try run("count", "report", "--csv").stdout
    let refused = try run("count", "commit")
    #expect(try run("count", "drop", "123456").stdout == "dropped 123456 (1 entry)\n")
    let committed = try run("count", "commit")

    // Then the report says what the count found, the commit was refused while the code was left, and the
    // differences applied to the stock at commit time (Tea: 9 + 2 - 10)
    #expect(
      csv == """
        status,item_id,item,code,expected,counted,difference,difference_value,counted_by,choice,outside_scope\r
        counted,2,Coffee,,5,4,-1,,back,,\r
        counted,1,Tea,4006381333931,10,2,-8,-20.00,till,,\r
        unknown code,,,123456,,1,,,till,,\r

        """)
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("holds a code that matches no item: \"123456\""))
    #expect(committed.status == 0, "\(committed.stderr)")
    #expect(
      committed.stdout == """
        Tea 9 -> 1 (count -8)
        Coffee 5 -> 4 (count -1)
        committed count 1: 2 items changed, 2 counted

        """)
    #expect(try run("items", "show", "Tea").stdout.contains("quantity  1"))
    let scanAfter = try run("count", "scan", "4006381333931")
    #expect(scanAfter.status == 3 && scanAfter.stderr.contains("no count session is open"))
    #expect(try run("count", "list").stdout.contains("count 1  committed  everything"))
  }

  @Test func codesFromStdinAreEachRecordedAndAnInvalidOneIsReportedAfterTheRest() throws {
    try addTeaAndCoffee()
    try run("count", "start")
    let result = try run("count", "scan", "-", stdin: "4006381333931\n\n4006381333932\n4006381333931\n")
    #expect(result.status == 65)
    #expect(result.stdout.split(separator: "\n") == ["Tea: counted 1 (expected 10)", "Tea: counted 2 (expected 10)"])
    #expect(result.stderr.contains("4006381333932"))
    let status = try run("count", "status").stdout
    #expect(status.contains("1 counted, 1 with a difference (-8 units, value -20.00), 1 not counted"))
  }

  @Test func withSeveralOpenCountsACommandNeedsTheSessionAndListsThem() throws {
    try addTeaAndCoffee()
    try run("categories", "add", "Drinks")
    try run("count", "start", "--note", "front")
    try run("count", "start", "--category", "none", "--search", "tea")
    let ambiguous = try run("count", "add", "Tea", "1")
    #expect(ambiguous.status == 64)
    #expect(ambiguous.stderr.contains("2 count sessions are open; say which with --session ID"))
    #expect(ambiguous.stderr.contains("count 2  open  uncategorised, search \"tea\""))
    #expect(try run("count", "add", "Tea", "1", "--session", "2").status == 0)
    let wrongKind = try run("receive", "status", "--session", "2")
    #expect(wrongKind.status == 64 && wrongKind.stderr.contains("session 2 is a count, not a receive session"))
    let report = try run("count", "report", "--session", "2").stdout
    #expect(report.contains("1 counted") && !report.contains("Coffee"), "Coffee is outside the search")
  }

  @Test func uncountedItemsAreChosenOneByOneOrAllAtOnceAndTheJSONReportSaysSo() throws {
    try addTeaAndCoffee()
    try run("items", "add", "--name", "Jam", "--quantity", "3")
    try run("count", "start")
    try run("count", "set", "Tea", "10")
    #expect(try run("count", "uncounted", "--all", "zero").status == 0)
    #expect(
      try run("count", "uncounted", "Jam", "leave").stdout == "Jam, if no one counts it, will be left as it is\n")
    let bad = try run("count", "uncounted", "Jam", "maybe")
    #expect(bad.status == 64)

    let json = try run("count", "report", "--json").stdout
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let notCounted = try #require(object["not_counted"] as? [[String: Any]])
    #expect(notCounted.map { $0["item"] as? String } == ["Coffee", "Jam"])
    #expect(notCounted.map { $0["choice"] as? String } == ["zero", "leave"])

    #expect(try run("count", "commit").stdout.contains("Coffee 5 -> 0 (count -5), not counted: set to 0\n"))
    let list = try run("items", "list", "--sort", "last-counted").stdout.split(separator: "\n").dropFirst()
    #expect(list.map { $0.contains("Jam") } == [true, false, false], "never counted first")
  }

  @Test func aReceiveWaitsForItsUnknownCodeThenCommitsEverythingAtOnce() throws {
    try addTeaAndCoffee()
    #expect(try run("receive", "start", "--note", "order 17").stdout.hasPrefix("started receive 1  open  started"))
    try run("receive", "scan", "4006381333931", "9506000134352", "-q", "3")
    try run("receive", "scan", "4006381333931", station: "door")
    let status = try run("receive", "status").stdout
    #expect(status.contains("1 item, 4 units received, 1 unknown code to resolve"))
    #expect(status.contains("? 9506000134352 (unknown code)"))
    #expect(try run("receive", "commit").status == 65)

    try run("items", "add", "--name", "Aspirin", "--barcode", "9506000134352")
    #expect(
      try run("receive", "resolve", "9506000134352", "Aspirin").stdout
        == "9506000134352 now counts for Aspirin (1 scan)\n")
    try run("receive", "set", "Tea", "5")
    let committed = try run("receive", "commit")
    #expect(
      committed.stdout == """
        Tea 10 -> 15 (receive +5)
        Aspirin 0 -> 3 (receive +3)
        committed receive 1: 2 items changed

        """)
    #expect(try run("undo").stdout == "undone: receive +3 \"Aspirin\": 3 → 0\n")
  }

  @Test func anUnknownCodeResolvedWithAttachBecomesOneOfTheItemsBarcodes() throws {
    try run("items", "add", "--name", "Aspirin", "--barcode", "9506000134352")
    try run("receive", "start")
    try run("receive", "scan", "0012345678905", "0012345678905")
    let resolved = try run("receive", "resolve", "0012345678905", "Aspirin", "--attach")
    #expect(resolved.stdout == "0012345678905 now counts for Aspirin (2 scans)\n", "\(resolved.stderr)")
    #expect(try run("receive", "scan", "0012345678905").stdout == "Aspirin: received 3\n")
    try run("receive", "commit")
    #expect(try run("scan", "0012345678905").stdout.contains("3 -> 4"))
  }

  @Test func aRemoveTakingMoreThanTheStockIsRefusedAndNamesTheItem() throws {
    try addTeaAndCoffee()
    try run("remove", "start")
    try run("remove", "add", "Coffee", "6")
    try run("remove", "add", "Tea", "1")
    let refused = try run("remove", "commit")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("\"Coffee\" has 5, the session removes 6"))
    #expect(try run("items", "show", "Tea").stdout.contains("quantity  10"))
    #expect(try run("remove", "discard").stdout == "discarded remove 1: no stock changed\n")
    #expect(try run("remove", "list").stdout.contains("remove 1  discarded"))
  }
}
