import Foundation
import TestSupport
import Testing

/// Sessions with locations and lots through the binary: a location's label among the codes of `receive scan`
/// (or --location) says where the units are, a GS1 code's (10)/(17) which lot; lines, commit and `items show`
/// agree.
@Suite struct SessionPlaceCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func aReceiveScannedAfterALocationLabelWithGS1CodesGoesToThatLocationAndLot() throws {
    // Given Tea with none in stock and a location Shelf 3 (location 2, label %SR:LOC:2)
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "0")
    try stockroom("locations", "add", "Shelf 3")
    try stockroom("receive", "start")

    // When a label, two GS1 codes with a batch and expiry and a plain code are scanned
    let gs1 = "(01)04006381333931(17)270131(10)JAN"
    let scans = try stockroom("receive", "scan", "-", stdin: "%SR:LOC:2\n\(gs1)\n\(gs1)\n4006381333931\n")

    // Then each says where its units went
    #expect(scans.status == 0, "\(scans.stderr)")
    #expect(
      scans.stdout.split(separator: "\n") == [
        "here: Shelf 3 (the next codes are received there)",
        "Tea: received 1 @ Shelf 3 · lot JAN, expiry 2027-01-31",
        "Tea: received 2 @ Shelf 3 · lot JAN, expiry 2027-01-31",
        "Tea: received 3 @ Shelf 3",
      ])
    // And the lines are per location and lot
    let lines = try stockroom("receive", "status").stdout
    #expect(lines.contains("Tea @ Shelf 3 · lot JAN, expiry 2027-01-31"), "\(lines)")
    #expect(lines.contains("Tea @ Shelf 3"), "\(lines)")

    // When it is committed, the stock is at Shelf 3, two of it in lot JAN
    let committed = try stockroom("receive", "commit")
    #expect(committed.status == 0, "\(committed.stderr)")
    let shown = try stockroom("items", "show", "Tea").stdout
    #expect(shown.contains("\nwhere:\n  Shelf 3  3\n"), "\(shown)")
    #expect(shown.contains("  lot JAN, expiry 2027-01-31 @ Shelf 3  2\n"), "\(shown)")
  }

  @Test func aRemoveWithLocationTakesFromThereAndIsRefusedWhenItHoldsTooLittle() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "4")
    try stockroom("locations", "add", "Shelf 3")
    try stockroom("remove", "start")
    let scanned = try stockroom("remove", "scan", "--location", "Shelf 3", "4006381333931")
    #expect(scanned.status == 0, "\(scanned.stderr)")
    #expect(scanned.stdout == "Tea: removed 1 @ Shelf 3\n")
    let refused = try stockroom("remove", "commit")
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("Shelf 3"), "\(refused.stderr)")
    // Nothing changed: all 4 are still at the default location
    let shown = try stockroom("items", "show", "Tea").stdout
    #expect(!shown.contains("Shelf 3"), "\(shown)")
    let listed = try stockroom("items", "list", "--json").stdout
    let items = try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]]
    #expect(items?.map { $0["quantity"] as? Int } == [4], "\(listed)")
  }
}

extension SessionPlaceCommandTests {
  @Test func aCountOfALocationSaysSoAndSetsOnlyItsStock() throws {
    // Given Tea: 4 at the default location, 3 at Shelf 3
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "7")
    try stockroom("locations", "add", "Shelf 3")
    try stockroom("move", "Tea", "--quantity", "3", "--from", "Default", "--to", "Shelf 3")
    // When a count of Shelf 3 finds 5
    let started = try stockroom("count", "start", "--location", "Shelf 3")
    #expect(started.status == 0, "\(started.stderr)")
    #expect(started.stdout.contains("everything at Shelf 3"), "\(started.stdout)")
    #expect(try stockroom("count", "scan", "--quantity", "5", "4006381333931").status == 0)
    #expect(try stockroom("count", "status").stdout.contains("everything at Shelf 3"))
    let committed = try stockroom("count", "commit")
    #expect(committed.status == 0, "\(committed.stderr)")
    // Then Shelf 3 holds 5 and the default location still 4
    #expect(try stockroom("items", "show", "Tea").stdout.contains("\nwhere:\n  Default  4\n  Shelf 3  5\n"))
    // --with-sublocations needs --location
    #expect(try stockroom("count", "start", "--with-sublocations").status != 0)
  }
}
