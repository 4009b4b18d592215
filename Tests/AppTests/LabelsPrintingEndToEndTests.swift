import Foundation
import InventoryCore
import TestSupport
import Testing

/// The app prints labels through a real CUPS scheduler of the test's own (cupsd with a cups-pdf queue): `P` on
/// the list of items without barcodes gives them in-store codes and sends the sheet to the printer; the PDF the
/// queue wrote is rendered at 300 dpi and every label scanned back.
@Suite(
  "printing labels from the app, in tmux",
  .enabled(if: PrivateCUPSScheduler.isAvailable, "\(PrivateCUPSScheduler.unavailableReason ?? "")"),
  .serialized)
struct LabelsPrintingEndToEndTests {
  @Test("P prints a sheet for the items without barcodes on the chosen CUPS printer; it scans back")
  func itemsWithoutBarcodesArePrintedAndScanBack() throws {
    let cups = try PrivateCUPSScheduler()
    defer { cups.stop() }
    let printed = try cups.addPDFPrinter(named: "ShelfPDF")
    let inventory = try TestInventory()
    for name in ["Tape", "Glue", "Twine"] { try inventory.add(name, quantity: 1) }
    try inventory.add("Tea", barcode: Codes.tea, quantity: 4)
    let folder = try TemporaryDirectory("tui-print")
    let binary = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stockroom first")
    let session = try TmuxSession(
      [binary, "--db", inventory.path], columns: 160,
      environment: cups.environment.merging(["TMPDIR": folder.url.path]) { $1 })
    defer { session.kill() }
    try session.waitFor("items ·")

    try session.press("P")
    try session.waitFor("Only the 3 items without a barcode")
    try session.press("Down")
    try session.press("Enter")
    try session.waitFor("Labels for every item: layout")
    try session.press("Enter")
    try session.waitFor("One label each (3 labels)")
    try session.press("Enter")
    try session.waitFor("3 labels (a4-3x7): where to?")
    try session.press("Down")
    try session.press("Enter")
    try session.waitFor("Print on which printer?")
    try session.waitFor("ShelfPDF")
    try session.press("Enter")
    try session.waitFor(
      "in-store codes; sent 3 labels on 1 page to printer ShelfPDF (job ShelfPDF-", timeout: .seconds(30))

    let given = try ["Tape", "Glue", "Twine"].map { try #require(try inventory.service.findItem($0).barcode) }
    #expect(given.allSatisfy { $0.hasPrefix("20") && $0.count == 13 }, "\(given)")
    let screen = try session.capture()
    let job = try #require(
      screen.compactMap { line -> String? in
        guard let start = line.range(of: "(job ") else { return nil }
        return line[start.upperBound...].split(separator: ")").first.map(String.init)
      }.first, "\(screen)")
    let pdf = try cups.printedPDF(job: job, printer: "ShelfPDF", in: printed)
    let pdftoppm = try #require(ProcessRunner.executable(named: "pdftoppm"), "pdftoppm (poppler-utils) is needed")
    let rendered = try ProcessRunner.run(pdftoppm, ["-r", "300", "-png", pdf, folder.path("page")])
    try #require(rendered.status == 0, "\(rendered.stderr)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { $0.hasPrefix("page") && $0.hasSuffix(".png") }.sorted().map(folder.path)
    let decoded = try ProcessRunner.stockroom(["decode", "--symbologies", "all", "--plain"] + pages)
    let read = decoded.stdout.split(separator: "\n").map(String.init)
    #expect(Set(read) == Set(given.map { "EAN-13:\($0)" }), "\(read)")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { $0.hasPrefix("stockroom-print-") }
    #expect(leftovers.isEmpty, "the temporary PDF's folder is removed: \(leftovers)")
  }
}
