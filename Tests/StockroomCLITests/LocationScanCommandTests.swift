import Foundation
import TestSupport
import Testing

/// Locations from scans through the binary: labels printed and read back, "here" set by a label in
/// `stockroom scan -`, a move by scanning, and the list filtered by location.
@Suite struct LocationScanCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// Whether `items show` says the item's stock is where `lines` say ("  Default  2").
  func isPlaced(_ item: String, _ lines: String...) throws -> Bool {
    try stockroom("items", "show", item).stdout.contains("\nwhere:\n" + lines.joined(separator: "\n") + "\n")
  }

  @Test func aLabelScannedSetsHereForTheRestOfTheInput() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2")
    try stockroom("locations", "add", "Shelf 3")
    // Shelf 3 is location 2: its label is %SR:LOC:2; a code typed in lower case still names it
    let scanned = try stockroom("scan", "-", stdin: "%sr:loc:2\n4006381333931\n4006381333931\n")
    #expect(scanned.status == 0, "\(scanned.stderr)")
    #expect(
      scanned.stdout
        == """
        here: Shelf 3 (the next scans receive and take stock there)
        Tea 2 -> 3 @ Shelf 3
        Tea 3 -> 4 @ Shelf 3

        """)
    #expect(try isPlaced("Tea", "  Default  2", "  Shelf 3  2"))
    // --location starts there; a removal there of more than it holds is refused (status 65)
    let taken = try stockroom("scan", "4006381333931", "--remove", "--quantity", "3", "--location", "Shelf 3")
    #expect(taken.status == 65)
    #expect(taken.stderr.contains("only 2 of \"Tea\" at Shelf 3: cannot take 3 from there"), "\(taken.stderr)")
    // A label no location has is refused, and is never a product scan or a command card
    let unknown = try stockroom("scan", "%SR:LOC:99")
    #expect(unknown.status == 3 && unknown.stderr.contains("no location has this label"), "\(unknown.stderr)")
  }

  @Test func aMoveByScanningIsFromLabelItemsThenToLabel() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "5")
    try stockroom("locations", "add", "Bin")
    let moved = try stockroom(
      "scan", "-", "--move", stdin: "%SR:LOC:1\n4006381333931\n4006381333931\n%SR:LOC:2\n")
    #expect(moved.status == 0, "\(moved.stderr)")
    #expect(
      moved.stdout
        == """
        here: Default (scan the items to move, then where they go)
        move "Tea" ×1 from Default: scan where it goes
        move "Tea" ×2 from Default: scan where it goes
        moved 2 "Tea" from Default (3 left) to Bin (2 there)
        here: Bin (scan the items to move, then where they go)

        """)
    #expect(try isPlaced("Tea", "  Bin  2", "  Default  3"))
    // An item scanned before any location is refused: there is nowhere to move it from
    #expect(try stockroom("scan", "-", "--move", stdin: "4006381333931\n").status == 64)
  }

  @Test func theListFiltersByLocation() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931")
    try stockroom("items", "add", "--name", "Rope", "--barcode", "96385074", "--quantity", "1")
    try stockroom("locations", "add", "Shop")
    try stockroom("locations", "add", "Shelf", "--under", "Shop")
    try stockroom("scan", "4006381333931", "--location", "Shop/Shelf")
    let below = try stockroom("items", "list", "--location", "Shop", "--json").stdout
    #expect(below.contains("\"Tea\"") && !below.contains("\"Rope\""))
    let alone = try stockroom("items", "list", "--location", "Shop", "--only-here", "--json").stdout
    #expect(!alone.contains("\"Tea\"") && !alone.contains("\"Rope\""))
    #expect(try stockroom("items", "list", "--location", "Default", "--json").stdout.contains("\"Rope\""))
    #expect(try stockroom("items", "list", "--only-here").status == 64)
  }

  @Test func locationLabelsPrintTheirCodes() throws {
    try stockroom("locations", "add", "Shop")
    try stockroom("locations", "add", "Shelf 3", "--under", "Shop")
    let sheet = folder.path("places.pdf")
    let printed = try stockroom("labels", "--locations", "Shop/Shelf 3", "--layout", "62mm", "-o", sheet)
    #expect(printed.status == 0, "\(printed.stderr)")
    #expect(printed.stdout == "wrote \(sheet): 1 label on 1 page (62mm: one label of 62 x 29 mm)\n")
    let all = try stockroom("labels", "--locations", "-o", folder.path("all.pdf"))
    #expect(all.stdout.contains(": 3 labels on 1 page"), "\(all.stdout)")
    // Read back from the rendered PDF: the location's own code
    let pdftoppm = try #require(ProcessRunner.executable(named: "pdftoppm"), "pdftoppm (poppler-utils) is needed")
    #expect(try ProcessRunner.run(pdftoppm, ["-r", "300", "-png", sheet, folder.path("page")]).status == 0)
    let decoded = try stockroom("decode", "--plain", folder.path("page-1.png"))
    #expect(decoded.stdout == "CODE-128:%SR:LOC:3\n", "\(decoded.stdout) \(decoded.stderr)")
    #expect(try stockroom("labels", "--locations", "--all", "-o", folder.path("x.pdf")).status == 64)
  }
}
