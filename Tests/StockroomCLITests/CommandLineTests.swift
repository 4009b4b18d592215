import Foundation
import TestSupport
import Testing

/// The built `stockroom` binary, run as a user or script would.
@Suite struct CommandLineTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func addScanAndListItems() throws {
    #expect(
      try stockroom("items", "add", "--name", "Coffee beans", "--barcode", "036000291452", "--quantity", "4").status
        == 0)
    let scan = try stockroom("scan", "0036000291452")
    #expect(scan.status == 0)
    #expect(scan.stdout == "Coffee beans 4 -> 5\n")
    let list = try stockroom("items", "list")
    #expect(list.stdout.contains("Coffee beans 036000291452"))
  }

  @Test func exitStatusesTellNotFoundFromInvalidFromUsage() throws {
    let invalid = try stockroom("scan", "4006381333937")
    #expect(invalid.status == 65)
    #expect(
      invalid.stderr == "stockroom: 4006381333937: EAN-13 check digit should be 1, found 7: probably a misread digit\n")
    let unknown = try stockroom("scan", "4006381333931")
    #expect(unknown.status == 3)
    #expect(unknown.stderr.contains("stockroom items add --barcode 4006381333931"))
    let spaced = try stockroom("scan", "SHELF 7")
    #expect(spaced.stderr.contains("add it with stockroom items add --barcode 'SHELF 7' --name NAME"))
    #expect(try stockroom("items", "show", "nothing-like-this").status == 3)
    #expect(try stockroom("adjust", "1").status == 64)
    #expect(try stockroom("frobnicate").status == 64)
  }

  @Test func duplicateBarcodeIsRefusedNamingTheItem() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "01234565")
    let duplicate = try stockroom("items", "add", "--name", "Other tea", "--barcode", "012345000065")
    #expect(duplicate.status == 65)
    #expect(duplicate.stderr.contains("already belongs to \"Tea\""))
  }

  @Test func adjustAcceptsSignedChangesAndRefusesOverdraw() throws {
    try stockroom("items", "add", "--name", "Pens", "--quantity", "5")
    #expect(try stockroom("adjust", "Pens", "-2").stdout == "Pens 5 -> 3\n")
    #expect(try stockroom("adjust", "pens", "+4").stdout == "Pens 3 -> 7\n")
    let overdraw = try stockroom("adjust", "1", "-8")
    #expect(overdraw.status == 65)
    #expect(overdraw.stderr == "stockroom: only 7 of \"Pens\" in stock: cannot remove 8\n")
    #expect(try stockroom("undo").stdout == "undone: adjust +4 \"Pens\": 7 → 3\n")
  }

  @Test func jsonListingIsMachineReadableWithExactPrices() throws {
    try stockroom(
      "items", "add", "--name", "Crème", "--price", "0.10", "--quantity", "1", "--minimum", "3", "--category", "Dairy")
    let output = try stockroom("items", "list", "--low-stock", "--json")
    let items = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]]
    #expect(items?.count == 1)
    #expect(items?.first?["price"] as? String == "0.10")
    #expect(items?.first?["category"] as? String == "Dairy")
    #expect(items?.first?["to_order"] as? Int == 2)
    #expect(items?.first?["low_stock"] as? Bool == true)
  }

  @Test func aFileThatIsNotADatabaseIsReportedNotCrashedOn() throws {
    try Data("hello".utf8 + Data(repeating: 7, count: 5000)).write(to: URL(fileURLWithPath: database))
    let result = try stockroom("items", "list")
    #expect(result.status == 74)
    #expect(result.stderr.contains("is not a SQLite database"))
  }

  @Test func helpIsAvailableEverywhereAndCompletionScriptsAreGenerated() throws {
    for command in [["--help"], ["items", "add", "--help"], ["categories", "recolor", "--help"], ["scan", "--help"]] {
      let result = try ProcessRunner.stockroom(command, database: database)
      #expect(result.status == 0)
      #expect(result.stdout.contains("USAGE"))
    }
    let bash = try ProcessRunner.stockroom(["--generate-completion-script", "bash"])
    #expect(bash.stdout.contains("_stockroom"))
  }

  /// Two processes scan the same item at once: every single scan counts.
  @Test func twoProcessesAddingConcurrentlyLoseNoUpdate() throws {
    try stockroom("items", "add", "--name", "Widget", "--barcode", "5901234123457", "--quantity", "3")
    let perProcess = 40
    let script = """
      for i in $(seq \(perProcess)); do "$STOCKROOM" scan 5901234123457 >/dev/null || exit 1; done
      """
    let environment = ["STOCKROOM": ProcessRunner.stockroomPath, "STOCKROOM_DB": database]
    let results = try [0, 1].map { _ in
      try ProcessRunner.run(
        "/bin/sh", ["-c", "(\(script)) & (\(script)) & wait %1 && wait %2"], environment: environment)
    }
    #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
    let final = try stockroom("items", "show", "Widget", "--json")
    let item = try JSONSerialization.jsonObject(with: Data(final.stdout.utf8)) as? [String: Any]
    #expect(item?["quantity"] as? Int == 3 + 4 * perProcess)
  }
}

/// export and import through the binary: files, stdout, and refusal of bad files.
@Suite struct ExportImportCommandTests {
  let folder: TemporaryDirectory
  init() throws { folder = try TemporaryDirectory() }

  func stockroom(_ database: String, _ arguments: String...) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(arguments, database: folder.path(database))
  }

  @Test func exportThenImportIntoAnEmptyDatabaseGivesTheSameFile() throws {
    _ = try stockroom(
      "a.sqlite", "items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "3", "--category",
      "Drinks")
    _ = try stockroom("a.sqlite", "items", "add", "--name=-minus", "--notes", "a,b\nc", "--price", "2.5")
    #expect(try stockroom("a.sqlite", "export", "--output", folder.path("a.csv")).status == 0)
    let imported = try stockroom("b.sqlite", "import", folder.path("a.csv"))
    #expect(imported.stdout == "2 added, new categories: Drinks\n")
    let again = try stockroom("b.sqlite", "export")
    #expect(again.stdout == (try String(contentsOfFile: folder.path("a.csv"), encoding: .utf8)))
  }

  @Test func aBadFileListsEveryBadLineAndImportsNothing() throws {
    let file = folder.path("bad.csv")
    try "name,quantity\nGood,1\nBad,-2\n,3\n\"Open,4\nMore,5\n".write(toFile: file, atomically: true, encoding: .utf8)
    let result = try stockroom("c.sqlite", "import", file)
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 3: quantity \"-2\" must be a whole number, 0 or more"))
    #expect(result.stderr.contains("line 4: name is required"))
    #expect(result.stderr.contains("line 5: "))
    #expect(try stockroom("c.sqlite", "items", "list", "--json").stdout.contains("Good") == false)
  }

  @Test func aFailedExportLeavesNoPartialFile() throws {
    let result = try stockroom("d.sqlite", "export", "--output", folder.path("missing-folder/out.csv"))
    #expect(result.status == 74)
    #expect(!FileManager.default.fileExists(atPath: folder.path("missing-folder")))
  }
}

/// GS1 element strings typed or sent by a USB scanner through `stockroom scan`, and kept in history.
@Suite struct GS1CommandLineTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func aScannerSubstituteSeparatorScansTheGTINAndHistoryKeepsBatchAndExpiry() throws {
    try stockroom("items", "add", "--name", "Aspirin", "--barcode", "9506000134352", "--quantity", "1")
    let scan = try stockroom("scan", "--gs1-separator", "|", "0109506000134352" + "10LOT7|" + "17261200")
    #expect(scan.stdout == "Aspirin 1 -> 2 (expiry 2026-12-31, batch LOT7)\n")
    let history = try stockroom("history", "--scans", "--json")
    let rows = try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]]
    let gs1 = rows?.first?["gs1"] as? [String: Any]
    #expect(gs1?["batch"] as? String == "LOT7")
    #expect(gs1?["expiry"] as? String == "2026-12-31")
  }

  @Test func aSubstituteSeparatorNotPassedIsNamedAndNothingIsRecorded() throws {
    try stockroom("items", "add", "--name", "Aspirin", "--barcode", "9506000134352", "--quantity", "1")
    let scan = try stockroom("scan", "0109506000134352" + "10LOT7|" + "17261200")
    #expect(scan.status == 65)
    #expect(
      scan.stderr.contains("looks like GS1 data with | as separator: pass --gs1-separator '|'"), "\(scan.stderr)")
    let history = try stockroom("history", "--scans", "--json")
    let rows = try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]]
    #expect(rows?.isEmpty == true, "nothing recorded: \(history.stdout)")
  }

  @Test func aWrongDateIsRefusedNamingTheAI() throws {
    try stockroom("items", "add", "--name", "Aspirin", "--barcode", "9506000134352")
    let scan = try stockroom("scan", "(01)09506000134352(17)261331")
    #expect(scan.status == 65)
    #expect(scan.stderr.contains("GS1 data: AI 17: month 13"))
  }

  @Test func aDigitalLinkFindsTheItemWithItsCount() throws {
    try stockroom("items", "add", "--name", "Aspirin", "--barcode", "9506000134352")
    let scan = try stockroom("scan", "--json", "https://id.gs1.org/01/09506000134352/10/ABC?30=6")
    let result = try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any]
    #expect(result?["to"] as? Int == 6)
    #expect((result?["gs1"] as? [String: Any])?["count"] as? Int == 6)
  }
}
