import Foundation
import TestSupport
import Testing

/// `stockroom labels`: items chosen, in-store codes given, sheets written, and the printed codes scanned back
/// from the PDF rendered to an image, as a phone or a scanner would see the printed page.
@Suite struct LabelsCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  struct ListedItem: Decodable {
    var name: String
    var barcode: String?
  }

  func listedItems() throws -> [ListedItem] {
    let listed = try stockroom("items", "list", "--json")
    return try JSONDecoder().decode([ListedItem].self, from: Data(listed.stdout.utf8))
  }

  func add(_ name: String, _ more: String...) throws {
    let added = try stockroom(["items", "add", "--name", name] + more)
    #expect(added.status == 0, "\(added.stderr)")
  }

  @Test func labelsForItemsWithoutBarcodesScanBackFromTheRenderedPDF() throws {
    // Given 23 items without a barcode (a page and a bit) and one with its own.
    for number in 1...23 { try add("Part \(number)", "--price", "\(number).50", "--category", "Spares") }
    try add("Pens", "--barcode", "5901234123457")
    let sheet = folder.path("sheet.pdf")

    // When labels are printed for the items without a barcode.
    let printed = try stockroom("labels", "--without-barcode", "-o", sheet)

    // Then they got in-store codes, in one step the user is told about, and two pages were written.
    #expect(printed.status == 0, "\(printed.stderr)")
    let given = try listedItems().filter { $0.name.hasPrefix("Part ") }.compactMap(\.barcode)
    #expect(given.count == 23)
    #expect(given.allSatisfy { $0.hasPrefix("20") && $0.count == 13 })
    let lines = printed.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("gave 23 items in-store barcodes: \"Part 1\" 20") == true)
    #expect(lines.last == "wrote \(sheet): 23 labels on 2 pages (a4-3x7: 3 x 7 labels of 70 x 42.3 mm)")

    // And every label's code reads back from the PDF rendered at 300 dpi. (`--plain`: zbar alone reads every
    // code of a full page; the cross-check of two decoders groups a row of neighbouring codes into one place.)
    let pdftoppm = try #require(ProcessRunner.executable(named: "pdftoppm"), "pdftoppm (poppler-utils) is needed")
    let rendered = try ProcessRunner.run(pdftoppm, ["-r", "300", "-png", sheet, folder.path("page")])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let pages = [folder.path("page-1.png"), folder.path("page-2.png")]
    #expect(pages.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    let decoded = try stockroom(["decode", "--symbologies", "all", "--plain"] + pages)
    let read = decoded.stdout.split(separator: "\n").map { String($0) }
    #expect(read.allSatisfy { $0.hasPrefix("EAN-13:") }, "\(read)")
    #expect(read.count == 23)
    #expect(Set(read.map { String($0.dropFirst("EAN-13:".count)) }) == Set(given))
  }

  @Test func itemsAreChosenByArgumentAndOptionAndThoseWithoutABarcodeAreNamed() throws {
    try add("Cable", "--barcode", "036000291452", "--category", "Parts", "--quantity", "3")
    try add("Shelf bin", "--barcode", "BIN-42", "--category", "Parts", "--quantity", "2")
    try add("Tape", "--category", "Parts")
    let sheet = folder.path("parts.pdf")
    let parts = try stockroom("labels", "--category", "Parts", "--copies", "stock", "-o", sheet)
    #expect(parts.status == 0)
    #expect(parts.stdout.contains(": 5 labels on 1 page"))
    #expect(
      parts.stderr
        == "stockroom: left out 1 item without a barcode (--without-barcode gives them in-store codes): \"Tape\"\n")
    #expect(try listedItems().first { $0.name == "Tape" }?.barcode == nil, "nothing is given without --without-barcode")

    let named = try stockroom(
      "labels", "Cable", "BIN-42", "--copies", "2", "--layout", "62mm", "-o", folder.path("two.pdf"))
    #expect(named.stdout == "wrote \(folder.path("two.pdf")): 4 labels on 4 pages (62mm: one label of 62 x 29 mm)\n")

    let none = try stockroom("labels", "--search", "nothing-like-this", "-o", folder.path("none.pdf"))
    #expect(none.status == 3)
    #expect(none.stderr == "stockroom: no item matches\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("none.pdf")))
  }

  @Test func aHalfUsedSheetStartsWhereItsLabelsLeftOff() throws {
    try add("Cable", "--barcode", "036000291452")
    let sheet = folder.path("rest.png")
    let printed = try stockroom("labels", "--all", "--copies", "3", "--start-at", "20", "-o", sheet, "--dpi", "100")
    #expect(printed.stdout.hasPrefix("wrote \(sheet): page 1 (3 labels on 2 pages; a4-3x7"))
    let refused = try stockroom("labels", "--all", "--start-at", "22", "-o", folder.path("x.pdf"))
    #expect(refused.status == 65)
    #expect(refused.stderr == "stockroom: --start-at must be 1 to 21 (the labels on a page), not 22\n")
  }

  @Test func refusalsChangeNothingAndWriteNothing() throws {
    try add("Tape")
    let sheet = folder.path("sheet.pdf")
    let wide = try stockroom("labels", "--without-barcode", "--columns", "4", "-o", sheet)
    #expect(wide.status == 65)
    #expect(wide.stderr.contains("4 columns of 70 mm labels with 0 mm gaps from a 0 mm margin need 280 mm"))
    let tiny = try stockroom("labels", "--without-barcode", "--label-size", "20x15", "-o", sheet)
    #expect(tiny.status == 65)
    #expect(tiny.stderr.hasPrefix("stockroom: EAN-13 2000000000015 needs "))
    #expect(tiny.stderr.hasSuffix(": use larger labels, or QR codes (--qr)\n"))
    let many = try stockroom("labels", "--without-barcode", "--copies", "10001", "-o", sheet)
    #expect(many.status == 64)
    #expect(try listedItems().first?.barcode == nil, "a refused sheet gives no code")
    #expect(!FileManager.default.fileExists(atPath: sheet))

    try Data("earlier".utf8).write(to: URL(fileURLWithPath: sheet))
    let exists = try stockroom("labels", "--without-barcode", "-o", sheet)
    #expect(exists.status == 74)
    #expect(try listedItems().first?.barcode == nil)
    #expect(try stockroom("labels", "--without-barcode", "-o", sheet, "--force").status == 0)
  }

  @Test func moreThanTenThousandLabelsAreRefused() throws {
    try add("Cable", "--barcode", "036000291452")
    try add("Pens", "--barcode", "5901234123457")
    let refused = try stockroom("labels", "--all", "--copies", "6000", "-o", folder.path("many.pdf"))
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == "stockroom: 12,000 labels are more than the 10,000 one run prints: choose fewer items or copies\n")
  }

  @Test func theTestPageNeedsNoItemsAndBadOptionsAreUsageErrors() throws {
    let page = folder.path("test.pdf")
    let drawn = try stockroom("labels", "--test-page", "--layout", "letter-3x10", "-o", page)
    #expect(drawn.stdout == "wrote \(page): test page (letter-3x10: 3 x 10 labels of 66.7 x 25.4 mm)\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: page)).prefix(4) == Data("%PDF".utf8))
    let usages: [[String]] = [
      ["--test-page", "--all"], ["--layout", "a5"], ["--label-size", "70"], ["--margins", "1,x"],
      ["--all", "-o", "x.svg"],
      [],
    ]
    for arguments in usages {
      let output = arguments.contains("-o") ? [] : ["-o", folder.path("u.pdf")]
      #expect(try stockroom(["labels"] + arguments + output).status == 64, "\(arguments)")
    }
  }
}
