import Foundation
import TestSupport
import Testing

/// `categories` and `history` through the binary, as a script would use them.
@Suite struct CategoriesAndHistoryCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func categoriesLifecycleKeepsItems() throws {
    #expect(
      try stockroom("categories", "add", "Boissons", "--color", "bright blue").stdout
        == "added category Boissons (bright-blue)\n")
    #expect(try stockroom("categories", "add", "BOISSONS").status == 65)
    try stockroom("items", "add", "--name", "Water", "--category", "boissons")
    #expect(try stockroom("categories", "rename", "boissons", "Drinks").stdout == "renamed to Drinks\n")
    #expect(try stockroom("categories", "recolor", "drinks", "grey").stdout == "Drinks is now gray\n")
    #expect(try stockroom("categories", "recolor", "drinks", "plaid").status == 64)
    let list = try stockroom("categories", "list", "--json")
    let categories = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
    #expect(categories?.first?["name"] as? String == "Drinks")
    #expect(categories?.first?["items"] as? Int == 1)
    #expect(try stockroom("categories").stdout.contains("Drinks"))
    #expect(
      try stockroom("categories", "remove", "Drinks").stdout == "removed category Drinks; 1 item now uncategorised\n")
    #expect(try stockroom("items", "list", "--category", "none").stdout.contains("Water"))
    #expect(try stockroom("categories", "remove", "Drinks").status == 3)
  }

  @Test func historyShowsMovementsAndScansAndClearsScansOnly() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2")
    try stockroom("scan", "4006381333931")
    try stockroom("scan", "4006381333937")  // a misread: logged, not counted
    let movements = try stockroom("history", "--json")
    let entries = try JSONSerialization.jsonObject(with: Data(movements.stdout.utf8)) as? [[String: Any]]
    #expect(entries?.map { $0["reason"] as? String } == ["scan", "manual"])
    #expect(try stockroom("history").stdout.contains("+1  scan"))
    let scans = try stockroom("history", "--scans", "--search", "4006381333937")
    #expect(scans.stdout.contains("invalid") && scans.stdout.contains("check digit should be 1"))
    #expect(try stockroom("history", "--clear-scans").stdout == "forgot 2 scans; stock is unchanged\n")
    #expect(
      try stockroom("history", "--scans", "--json").stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]")
    #expect(try stockroom("items", "show", "Tea").stdout.contains("quantity  3"))
  }

  @Test func itemsEditRemoveAndInStoreBarcodes() throws {
    try stockroom("items", "add", "--name", "Cake")
    #expect(try stockroom("items", "edit", "Cake", "--price", "3.5", "--in-store-barcode").status == 0)
    let show = try stockroom("items", "show", "1", "--json")
    let item = try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any]
    #expect(item?["barcode"] as? String == "2000000000015")
    #expect(item?["price"] as? String == "3.50")
    #expect(try stockroom("items", "edit", "Cake", "--barcode", "4006381333937").status == 65)
    #expect(try stockroom("items", "remove", "2000000000015").stdout == "removed Cake (id 1)\n")
    #expect(try stockroom("items", "list").stdout.isEmpty)
  }
}

/// `decode` through the binary: zbarimg's output shape, JSON lines, and exit statuses.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/zint")))
struct DecodeCommandTests {
  @Test func decodesAnImageLikeZbarimgAndSaysWhenNothingIsFound() throws {
    let folder = try TemporaryDirectory()
    let image = folder.path("ean.png")
    let made = try ProcessRunner.run("/usr/bin/zint", ["-b", "13", "-d", "590123412345", "--scale=2", "-o", image])
    #expect(made.status == 0)
    let plain = try ProcessRunner.stockroom(["decode", image])
    #expect(plain.status == 0)
    #expect(plain.stdout == "EAN-13:5901234123457\n")
    #expect(try ProcessRunner.stockroom(["decode", "--raw", image]).stdout == "5901234123457\n")
    let json = try ProcessRunner.stockroom(["decode", "--json", image]).stdout
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["text"] as? String == "5901234123457")
    let blank = folder.path("blank.pgm")
    try Data("P5\n8 8\n255\n".utf8 + Data(repeating: 255, count: 64)).write(to: URL(fileURLWithPath: blank))
    #expect(try ProcessRunner.stockroom(["decode", blank]).status == 1)
    #expect(try ProcessRunner.stockroom(["decode", folder.path("missing.png")]).status == 66)
  }
}

/// `history --csv` through the binary: every entry (no default limit), to stdout or a file written whole.
@Suite struct HistoryCSVCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func everyMovementScanAndActionIsWrittenAsCSVAndAnExistingFileIsKept() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2")
    let scans = String(repeating: "4006381333931\n", count: 60)
    #expect(try ProcessRunner.stockroom(["scan", "-"], database: database, stdin: scans).status == 0)
    let movements = try stockroom("history", "--csv")
    let lines = movements.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    #expect(lines.first == "id,time,station,item_id,item,delta,reason,source,undoes")
    #expect(lines.count == 62, "all 61 movements, past the screen's 50: \(lines.count)")
    #expect(lines[1].contains(",Tea,1,scan,") && lines.last?.contains(",Tea,2,manual,") == true)
    let file = folder.path("scans.csv")
    let written = try stockroom("history", "--scans", "--csv", "--output", file)
    #expect(written.stderr == "exported 60 scans to \(file)\n" && written.stdout.isEmpty)
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains(",4006381333931,EAN-13,cli,added,"))
    let again = try stockroom("history", "--actions", "--csv", "--output", file)
    #expect(again.status != 0 && again.stderr.contains("exists already"))
    #expect(
      try String(contentsOfFile: file, encoding: .utf8).contains(",4006381333931,EAN-13,cli,added,"), "left as it was")
    #expect(try stockroom("history", "--actions", "--csv", "--limit", "2").stdout.contains("\r\n") == true)
    #expect(try stockroom("history", "--output", file).status == 64, "--output goes with --csv")
  }
}
