import Foundation
import InventoryCore
import TestSupport
import Testing

/// `stockroom cards`: the command card sheet as a PDF whose every card reads back from the printed page, and
/// `stockroom scan` of a card, which says what the card does in the terminal UI and changes nothing.
@Suite struct CardsCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// Renders `pdf` as the printer would (poppler's pdftoppm at 200 dpi) and reads every page back with
  /// `stockroom decode`, with its default cross-check: a sheet of many linear codes must read whole even
  /// though zxing-cpp reads one linear code per call (its second looks are at crops around each).
  func decodedCodes(of pdf: String) throws -> [String] {
    let pdftoppm = try #require(
      ProcessRunner.executable(named: "pdftoppm"), "pdftoppm is missing: apt-get install poppler-utils")
    let pages = folder.path("pages")
    try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
    let rendered = try ProcessRunner.run(pdftoppm, ["-r", "200", "-gray", "-png", pdf, pages + "/page"])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let read = try stockroom("decode", "--symbologies", "all", "--raw", pages)
    #expect(read.status == 0, "\(read.stderr)")
    return read.stdout.split(separator: "\n").map(String.init)
  }

  func scanHistory() throws -> [[String: Any]] {
    let history = try stockroom("history", "--scans", "--json")
    return try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
  }

  @Test(arguments: [[String](), ["--letter"]])
  func everyCardOnTheSheetReadsBack(paper: [String]) throws {
    let pdf = folder.path("cards.pdf")
    let made = try stockroom(["cards", "-o", pdf] + paper)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.hasPrefix("wrote \(pdf): \(CommandCard.all.count) command cards"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: pdf)).prefix(4) == Data("%PDF".utf8))
    let codes = try decodedCodes(of: pdf)
    #expect(codes.sorted() == CommandCard.all.map(\.code).sorted(), "each card once, nothing else")
    #expect(codes.contains("%SR:REMOVE") && codes.contains("%SR:QTY:100"))
  }

  @Test func anExistingSheetIsKeptUnlessForced() throws {
    let pdf = folder.path("cards.pdf")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: pdf))
    let kept = try stockroom("cards", "-o", pdf)
    #expect(kept.status == 74)
    #expect(kept.stderr.contains("--force replaces it"), "\(kept.stderr)")
    #expect(try String(contentsOfFile: pdf, encoding: .utf8) == "mine")
    #expect(try stockroom("cards", "-o", pdf, "--force").status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: pdf)).prefix(4) == Data("%PDF".utf8))
    let wrongName = try stockroom("cards", "-o", folder.path("cards.png"))
    #expect(wrongName.status == 64)
  }

  @Test func scanningACardSaysWhatItDoesAndRecordsNothing() throws {
    try stockroom("items", "add", "--name", "Tea", "--barcode", "4006381333931", "--quantity", "2")
    let remove = try stockroom("scan", "%SR:REMOVE")
    #expect(remove.status == 0)
    #expect(remove.stdout.contains("command card REMOVE"), "\(remove.stdout)")
    #expect(remove.stdout.contains("remove stock on every screen") && remove.stdout.contains("Nothing was recorded"))
    let quantity = try stockroom("scan", "%SR:QTY:5\r\n", "--json")
    let json = try JSONSerialization.jsonObject(with: Data(quantity.stdout.utf8)) as? [String: Any]
    #expect(json?["outcome"] as? String == "command-card")
    #expect(json?["card"] as? String == "QUANTITY 5")
    #expect(try scanHistory().isEmpty)
    #expect(try stockroom("scan", "4006381333931", "--look-up").stdout == "Tea: 2 in stock\n")
  }

  @Test func aReservedCodeThatIsNoCardIsRefusedAndNotRecorded() throws {
    let unknown = try stockroom("scan", "%SR:STOCKTAKE")
    #expect(unknown.status == 65)
    #expect(unknown.stderr.contains("a command card this stockroom does not know"), "\(unknown.stderr)")
    let capsLock = try stockroom("scan", "%sr:remove")
    #expect(capsLock.status == 65)
    #expect(capsLock.stderr.contains("wrong letter case"), "\(capsLock.stderr)")
    #expect(try scanHistory().isEmpty)
  }
}
