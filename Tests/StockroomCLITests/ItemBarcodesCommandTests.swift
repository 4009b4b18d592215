import Foundation
import TestSupport
import Testing

/// `stockroom items barcodes`, `add-barcode` and `remove-barcode` (issue 12): an item's extra barcodes with the
/// units one scan counts, listed for people and scripts, with errors that say which item has a code, which
/// digit was expected and what range units take.
@Suite struct ItemBarcodesCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
    try stockroom("items", "add", "--name", "Beans", "--barcode", "4006381333931", "--quantity", "4")
    try stockroom("items", "add", "--name", "Tea", "--barcode", "5901234123457")
  }

  func json(_ arguments: String...) throws -> Any {
    let result = try stockroom(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  @Test func aCaseIsAddedListedScannedAndRemoved() throws {
    let added = try stockroom("items", "add-barcode", "Beans", "0012345678905", "--units", "12", "--label", "case")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout == "added barcode 0012345678905 to Beans (id 1): 12 per scan, case\n")
    try stockroom("items", "add-barcode", "1", "8712345678906")

    #expect(
      try stockroom("items", "barcodes", "Beans").stdout
        == """
        CODE          UNITS LABEL
        4006381333931     1 (main barcode)
        0012345678905    12 case
        8712345678906     1

        """)
    let listed = try json("items", "barcodes", "0012345678905", "--json") as? [[String: Any]]
    #expect(listed?.map { $0["code"] as? String } == ["4006381333931", "0012345678905", "8712345678906"])
    #expect(listed?.map { $0["units_per_scan"] as? Int } == [1, 12, 1])
    #expect(listed?.map { $0["main"] as? Bool } == [true, false, false])

    // A scan of the case counts 12; the item is found by it; show and list name the extra barcodes.
    #expect(try stockroom("scan", "0012345678905").stdout == "Beans 4 -> 16 (+12, case of 12)\n")
    let tooMany = try stockroom("scan", "0012345678905", "--remove", "--quantity", "2")
    #expect(tooMany.status == 65 && tooMany.stderr == "stockroom: Beans: only 16 in stock, cannot take 24 out\n")
    let show = try stockroom("items", "show", "0012345678905").stdout
    #expect(
      show.contains("other barcodes:\n  0012345678905  12 per scan, case\n  8712345678906  1 per scan\n"), "\(show)")
    let items = try json("items", "list", "--json") as? [[String: Any]]
    let others = items?.first?["other_barcodes"] as? [[String: Any]]
    #expect(others?.map { $0["code"] as? String } == ["0012345678905", "8712345678906"])
    #expect((items?.last?["other_barcodes"] as? [Any])?.isEmpty == true)
    let shown = try json("items", "show", "Beans", "--json") as? [String: Any]
    #expect((shown?["other_barcodes"] as? [[String: Any]])?.first?["label"] as? String == "case")

    let removed = try stockroom("items", "remove-barcode", "Beans", "012345678905")
    #expect(removed.stdout == "removed barcode 012345678905 from Beans (id 1)\n", "\(removed.stderr)")
    #expect(try stockroom("scan", "0012345678905").status == 3, "the code is unknown again")
  }

  @Test func errorsNameTheItemTheDigitAndTheRange() throws {
    try stockroom("items", "add-barcode", "Beans", "0012345678905", "--units", "12", "--label", "case")

    let taken = try stockroom("items", "add-barcode", "Tea", "0012345678905")
    #expect(taken.status == 65)
    #expect(
      taken.stderr
        == "stockroom: barcode 0012345678905 is already an extra barcode of \"Beans\" (id 1) (case of 12): a code "
        + "belongs to one item; remove it there first (stockroom items remove-barcode 1 0012345678905)\n")
    let main = try stockroom("items", "add-barcode", "Beans", "5901234123457")
    #expect(main.status == 65 && main.stderr.contains("already the main barcode of \"Tea\" (id 2)"), "\(main.stderr)")
    let digit = try stockroom("items", "add-barcode", "Tea", "8712345678905")
    #expect(digit.status == 65)
    #expect(
      digit.stderr == "stockroom: 8712345678905: EAN-13 check digit should be 6, found 5: probably a misread digit\n")
    for units in ["0", "-4", "1000000001"] {
      let range = try stockroom("items", "add-barcode", "Tea", "8712345678906", "--units=\(units)")
      #expect(range.status == 65, "\(units): \(range.stderr)")
      #expect(range.stderr.contains("units per scan \(units) is out of range: one scan counts 1 to 1,000,000,000"))
    }
    let duplicate = try stockroom("items", "add", "--name", "Case", "--barcode", "0012345678905")
    #expect(duplicate.status == 65 && duplicate.stderr.contains("already belongs to \"Beans\""), "\(duplicate.stderr)")
    let notThere = try stockroom("items", "remove-barcode", "Tea", "0012345678905")
    #expect(notThere.status == 65)
    #expect(notThere.stderr.contains("0012345678905 is not an extra barcode of \"Tea\" (id 2)"))
    let mainOne = try stockroom("items", "remove-barcode", "Tea", "5901234123457")
    #expect(mainOne.stderr.contains("is the main barcode of \"Tea\" (id 2), not an extra one"), "\(mainOne.stderr)")
    let unknownItem = try stockroom("items", "add-barcode", "Sugar", "8712345678906")
    #expect(unknownItem.status == 3)
    #expect(try stockroom("items", "barcodes", "Tea", "--json").stdout.contains("\"main\" : true"))
  }

  @Test func exportAndImportCarryTheCodes() throws {
    try stockroom("items", "add-barcode", "Beans", "0012345678905", "--units", "12", "--label", "case")
    let exported = try stockroom("export").stdout
    #expect(
      exported.hasPrefix(
        "id,barcode,name,category,quantity,minimum,target,price,notes,created,updated,other_barcodes\r\n"))
    #expect(exported.contains(",0012345678905*12:case\r\n"))
    let file = folder.path("bad.csv")
    try Data("name,other_barcodes\nSugar,8712345678906*zero\n".utf8).write(to: URL(fileURLWithPath: file))
    let bad = try stockroom("import", file)
    #expect(bad.status == 65)
    #expect(
      bad.stderr.contains("line 2: other_barcodes: \"8712345678906*zero\": units per scan \"zero\""), "\(bad.stderr)")
  }
}
