import Foundation
import TestSupport
import Testing

/// `stockroom scan` words its outcomes as the terminal UI does and logs itself as "cli" in History.
@Suite struct ScanCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  func scanSources() throws -> [String?] {
    let history = try stockroom("history", "--scans", "--json")
    let scans = try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]]
    return (scans ?? []).map { $0["source"] as? String }
  }

  @Test func aScanIsLoggedAsCLIUnlessTheSourceIsGiven() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2")
    #expect(try stockroom("scan", "4006381333931").stdout == "Tea 2 -> 3\n")
    try stockroom("scan", "4006381333931", "--source", "usb-scanner")
    #expect(try scanSources() == ["usb-scanner", "cli"])
  }

  @Test func aDashReadsOneCodePerLineRecordsEachAndReportsTheFirstFailure() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2")
    let result = try stockroom(
      "scan", "-", stdin: "4006381333931\n\n  5901234123457  \n%SR:REMOVE\n4006381333931\n4006381333932\n")
    #expect(result.stdout.contains("Tea 2 -> 3\n") && result.stdout.contains("Tea 3 -> 4\n"), "\(result.stdout)")
    #expect(result.stdout.contains("command card REMOVE"), "\(result.stdout)")
    #expect(result.stderr.contains("unknown code 5901234123457"), "\(result.stderr)")
    #expect(result.stderr.contains("4006381333932"), "a wrong check digit is reported too: \(result.stderr)")
    #expect(result.status == 3, "the first failure's status (unknown code)")
    #expect(try stockroom("items", "show", "Tea", "--json").stdout.contains("\"quantity\" : 4"))
  }

  @Test func refusalsAreLoggedAndWordedOnce() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "1")
    let tooMany = try stockroom("scan", "4006381333931", "--remove", "--quantity", "3")
    #expect(tooMany.status == 65)
    #expect(tooMany.stderr == "stockroom: Tea: only 1 in stock, cannot take 3 out\n")
    let overMaximum = try stockroom("scan", "4006381333931", "--quantity", "1000000000")
    #expect(overMaximum.status == 65)
    #expect(overMaximum.stderr.contains("Tea: 1 in stock, +1000000000 would pass the maximum"), "\(overMaximum.stderr)")
    let history = try stockroom("history", "--scans", "--json")
    let scans = try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]]
    #expect(scans?.map { $0["outcome"] as? String } == ["refused", "refused"])
  }

  @Test func lookUpAndUnknownUseTheSharedWords() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2", "--minimum", "5")
    #expect(try stockroom("scan", "4006381333931", "--look-up").stdout == "Tea: 2 in stock ▼ low (minimum 5)\n")
    let unknown = try stockroom("scan", "9780306406157")
    #expect(unknown.status == 3)
    let expected = "stockroom: unknown code 9780306406157 (ISBN-13): add it with"
    #expect(unknown.stderr.hasPrefix(expected), "\(unknown.stderr)")
  }
}
