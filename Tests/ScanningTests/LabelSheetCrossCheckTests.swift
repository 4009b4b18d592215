import Foundation
import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// A sheet of labels as a shop prints it: nine items on an A4 3 x 7 sheet, written by `stockroom labels` as
/// a PDF and rendered at 300 dpi by pdftoppm (what a scanner or phone sees), then read as `decode` reads it.
/// Each of the nine codes sits in its own place: each must be confirmed by the reads of it, although zbar's
/// box of a linear code on such a sheet can lie off the code (1 px wide at its left edge, or into the next
/// label) and zxing's read of the whole page finds few of them.
@Suite struct LabelSheetCrossCheckTests {
  /// Runs the real `stockroom` on the database in `folder`.
  static func stockroom(_ arguments: [String], in folder: String) throws -> ChildProcess.Outcome {
    var process = ChildProcess(executable: ChildProcess.stockroomPath, arguments: arguments)
    process.timeout = 60
    process.environment["HOME"] = folder
    process.environment["STOCKROOM_DB"] = folder + "/stockroom.sqlite"
    return try process.run()
  }

  /// Page 1 of the labels of `items` (name and barcode; nil: a new in-store EAN-13, 2000000000015 first).
  static func renderedSheet(_ items: [(name: String, barcode: String?)]) throws -> GreyFrame {
    let folder = try Fixtures.freshFolder()
    for item in items {
      let barcode = item.barcode.map { ["--barcode", $0] } ?? ["--in-store-barcode"]
      let added = try stockroom(["items", "add", "--name", item.name, "--price", "2.50"] + barcode, in: folder)
      try #require(added.status == 0, "\(added.standardError)")
    }
    let pdf = folder + "/sheet.pdf"
    let written = try stockroom(["labels", "--all", "-o", pdf], in: folder)
    try #require(written.status == 0, "\(written.standardError)")
    let pdftoppm = try #require(ChildProcess.find("pdftoppm"), "pdftoppm (poppler-utils) is needed")
    let rendered = try ChildProcess(
      executable: pdftoppm, arguments: ["-r", "300", "-png", "-singlefile", pdf, folder + "/page"]
    ).run()
    try #require(rendered.status == 0, "\(rendered.standardError)")
    return try ImageFileSource.load(folder + "/page.png")
  }

  /// What `decode` reports of `page` (its default options: both decoders, the cross-check).
  static func decode(_ page: GreyFrame) throws -> StillReadJudgement {
    try BarcodeReader(options: ScanOptions()).readJudged(page)
  }

  @Test("nine in-store codes, three to a row: all nine confirmed, none withheld")
  func nineInStoreCodes() throws {
    let page = try Self.renderedSheet((1...9).map { (name: "Item \($0)", barcode: nil) })
    let judged = try Self.decode(page)
    // In-store EAN-13s 200000000001c ... 200000000009c (c: the check digit).
    #expect(judged.reported.count == 9, "\(judged.reported.map(\.text)); withheld: \(judged.withheld)")
    #expect(judged.withheld.isEmpty, "\(judged.withheld)")
    #expect(Set(judged.reported.map { String($0.text.prefix(12)) }) == Set((1...9).map { "20000000000\($0)" }))
    #expect(judged.reported.allSatisfy { $0.confidence.isConfirmed })
  }

  @Test("nine mixed retail, ISBN, Code 128 and in-store codes: all nine confirmed")
  func nineMixedCodes() throws {
    let items: [(name: String, barcode: String?)] = [
      ("Coffee beans", "5901234123457"), ("Tea", "96385074"), ("Crème", "036000291452"),
      ("Book", "9780306406157"), ("Nutella", "3017620422003"), ("Screws", "HX-2231"), ("Chocolate", "4006381333931"),
      ("Towel", nil), ("Soap", nil),
    ]
    let judged = try Self.decode(try Self.renderedSheet(items))
    #expect(judged.withheld.isEmpty, "\(judged.withheld)")
    #expect(
      Set(judged.reported.map(\.text)) == [
        "5901234123457", "96385074", "036000291452", "9780306406157", "3017620422003", "HX-2231", "4006381333931",
        "2000000000015", "2000000000022",
      ], "\(judged.reported.map(\.text))")
  }
}
