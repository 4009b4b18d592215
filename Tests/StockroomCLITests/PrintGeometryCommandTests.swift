import Foundation
import TestSupport
import Testing

/// `code` and `labels` check their print geometry (`PrintGeometry`) before any file is opened: a resolution, a
/// module size or a PNG size out of range is a usage error (64) naming the range, and leaves no file at all.
@Suite struct PrintGeometryCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// What the folder holds besides the database (and its journals).
  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { !$0.hasPrefix("stockroom.sqlite") }.sorted()
  }

  @Test(arguments: [
    (["code", "ean13", "590123412345", "--dpi", "9223372036854775807"], "72 to 2400 dpi"),
    (["code", "ean13", "590123412345", "--dpi", "0"], "72 to 2400 dpi"),
    (["code", "qr", "hello", "--dots", "3", "--dpi=-5"], "72 to 2400 dpi"),
    (["code", "ean13", "590123412345", "--module-mm", "1e308"], "0.1 to 10 mm"),
    // Some 580 modules at 50 pixels each, 113 at 945 pixels each: over 16,384 pixels wide.
    (["code", "code128", String(repeating: "SHELF-", count: 8), "--dots", "50"], "16384 pixels a side"),
    (["code", "ean13", "590123412345", "--module-mm", "10", "--dpi", "2400"], "16384 pixels a side"),
    (["labels", "--test-page", "--dpi", "9223372036854775807"], "72 to 2400 dpi"),
    (["labels", "--test-page", "--dpi", "0"], "72 to 2400 dpi"),
    // An A4 page at 2400 dpi is 19,843 pixels wide.
    (["labels", "--test-page", "--dpi", "2400"], "16384 pixels a side"),
  ])
  func anOutOfRangeGeometryIsAUsageErrorAndWritesNothing(arguments: [String], range: String) throws {
    let result = try stockroom(arguments + ["-o", folder.path("out.png")])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains(range), "\(result.stderr)")
    #expect(try files() == [], "no file, no .partial")
  }

  @Test func theBoundsThemselvesAreWritten() throws {
    let fine = try stockroom("code", "ean13", "590123412345", "--dpi", "2400", "-o", folder.path("fine.png"))
    #expect(fine.status == 0, "\(fine.stderr)")
    let coarse = try stockroom("code", "ean13", "590123412345", "--dpi", "72", "-o", folder.path("coarse.png"))
    #expect(coarse.status == 0, "\(coarse.stderr)")
    let page = try stockroom("labels", "--test-page", "--dpi", "72", "-o", folder.path("page.png"))
    #expect(page.status == 0, "\(page.stderr)")
    #expect(try files() == ["coarse.png", "fine.png", "page.png"])
  }
}
