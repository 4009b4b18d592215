import Foundation
import TestSupport
import Testing

/// `--print`, `--printer` and `stockroom printers` against a real CUPS scheduler of the test's own (cupsd with
/// cups-pdf queues, `PrivateCUPSScheduler`): what reaches the queue is the PDF cups-pdf writes, rendered to
/// pixels and scanned back.
@Suite(
  .enabled(if: PrivateCUPSScheduler.isAvailable, "\(PrivateCUPSScheduler.unavailableReason ?? "")"),
  .serialized)
struct PrintCommandTests: StockroomCLISuite {
  let folder: TemporaryDirectory
  let cups: PrivateCUPSScheduler
  let printed: String

  init() throws {
    folder = try TemporaryDirectory()
    cups = try PrivateCUPSScheduler()
    printed = try cups.addPDFPrinter(named: "TestPDF")
    try FileManager.default.createDirectory(atPath: folder.path("tmp"), withIntermediateDirectories: true)
  }

  /// stockroom on the private scheduler, with a TMPDIR of the test's to see that temporary files go away.
  func run(_ arguments: String...) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(
      arguments, database: database, environment: cups.environment.merging(["TMPDIR": folder.path("tmp")]) { $1 })
  }

  /// The codes read from the PDF that cups-pdf wrote for `job`, rendered at 300 dpi.
  func codesPrinted(byJob job: String) throws -> [String] {
    let pdf = try cups.printedPDF(job: job, printer: "TestPDF", in: printed)
    let pdftoppm = try #require(ProcessRunner.executable(named: "pdftoppm"), "pdftoppm (poppler-utils) is needed")
    let rendered = try ProcessRunner.run(pdftoppm, ["-r", "300", "-png", pdf, folder.path("\(job)-page")])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      .filter { $0.hasPrefix("\(job)-page") }.sorted().map { folder.path($0) }
    let decoded = try stockroom(["decode", "--symbologies", "all", "--plain"] + pages)
    return decoded.stdout.split(separator: "\n").map(String.init)
  }

  func job(in stdout: String, file: String) throws -> String {
    let prefix = "sent \(file) to printer TestPDF (job "
    let line = try #require(stdout.split(separator: "\n").first { $0.hasPrefix(prefix) }, "\(stdout)")
    return String(line.dropFirst(prefix.count).dropLast())
  }

  @Test func labelsWithoutAFileArePrintedAndScanBackFromWhatTheQueueWrote() throws {
    for name in ["Tape", "Glue", "Twine"] { #expect(try stockroom("items", "add", "--name", name).status == 0) }

    let sent = try run("labels", "--without-barcode", "--print", "--printer", "TestPDF")

    #expect(sent.status == 0, "\(sent.stderr)")
    let lines = sent.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(lines)")
    #expect(lines[1] == "made labels.pdf: 3 labels on 1 page (a4-3x7: 3 x 7 labels of 70 x 42.3 mm)")
    let job = try job(in: sent.stdout, file: "labels.pdf")
    #expect(job.hasPrefix("TestPDF-"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("tmp")).isEmpty, "the temporary PDF is gone")
    let given = lines[0].split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
      .filter { $0.count == 13 && $0.hasPrefix("20") }
    #expect(given.count == 3, "\(lines[0])")
    #expect(Set(try codesPrinted(byJob: job)) == Set(given.map { "EAN-13:\($0)" }))
  }

  @Test func aQRCodeGoesToTheDefaultPrinterAndAgainFromHistory() throws {
    try cups.setDefault("TestPDF")
    let url = "https://example.com/shelf/7?bin=3"

    let sent = try run("code", "url", url, "--print")

    #expect(sent.status == 0, "\(sent.stderr)")
    #expect(sent.stdout.hasPrefix("made code.pdf: qr:url:\(url), "), "\(sent.stdout)")
    #expect(try codesPrinted(byJob: try job(in: sent.stdout, file: "code.pdf")) == ["QR-CODE:\(url)"])

    let again = try run("code", "again", "1", "--print")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try codesPrinted(byJob: try job(in: again.stdout, file: "code.pdf")) == ["QR-CODE:\(url)"])
  }

  @Test func cardsWithAFileAreKeptAndPrinted() throws {
    let sheet = folder.path("cards.pdf")
    let sent = try run("cards", "-o", sheet, "--printer", "testpdf")
    #expect(sent.status == 0, "\(sent.stderr)")
    #expect(sent.stdout.hasPrefix("wrote \(sheet): "))
    #expect(FileManager.default.fileExists(atPath: sheet))
    let job = try job(in: sent.stdout, file: sheet)
    let pdf = try cups.printedPDF(job: job, printer: "TestPDF", in: printed)
    let pdfinfo = try #require(ProcessRunner.executable(named: "pdfinfo"))
    let pages = { (path: String) throws in
      try ProcessRunner.run(pdfinfo, [path]).stdout.split(separator: "\n").first { $0.hasPrefix("Pages:") }
    }
    #expect(try pages(pdf) == pages(sheet), "every page of the sheet was printed")
  }

  @Test func printersListsTheQueuesAndMarksTheDefault() throws {
    try cups.addPDFPrinter(named: "Office")
    try cups.setDefault("TestPDF")
    let listed = try run("printers")
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout == "Office\nTestPDF (default)\n")
    struct Listed: Decodable, Equatable {
      var name: String
      var isDefault: Bool
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let json = try decoder.decode([Listed].self, from: Data(try run("printers", "--json").stdout.utf8))
    #expect(json == [Listed(name: "Office", isDefault: false), Listed(name: "TestPDF", isDefault: true)])
  }

  @Test func anUnknownPrinterIsNotFoundNamesThePrintersAndChangesNothing() throws {
    #expect(try stockroom("items", "add", "--name", "Tape").status == 0)
    let sheet = folder.path("labels.pdf")
    let refused = try run("labels", "--without-barcode", "-o", sheet, "--printer", "Kitchen")
    #expect(refused.status == 3)
    #expect(refused.stderr == "stockroom: CUPS has no printer 'Kitchen'; the printers are: TestPDF\n")
    #expect(!FileManager.default.fileExists(atPath: sheet))
    #expect(!(try stockroom("items", "list").stdout.contains("2000000")), "no in-store code was given")
  }

  @Test func withoutADefaultPrinterTheUserIsToldHowToChoose() throws {
    let refused = try run("code", "qr", "hello", "--print")
    #expect(refused.status == 64)
    #expect(
      refused.stderr
        == "stockroom: no default printer is set: choose one with --printer NAME (TestPDF), or set a default with "
        + "`lpoptions -d NAME`\n")
  }
}

/// Printing where CUPS cannot print: not installed (no lp or lpstat on PATH), or no scheduler answering.
@Suite struct PrintingUnavailableTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func withoutCUPSPrintingSaysToInstallItAndWritesNothing() throws {
    let emptyPath = folder.path("bin")
    try FileManager.default.createDirectory(atPath: emptyPath, withIntermediateDirectories: true)
    #expect(try stockroom("items", "add", "--name", "Tape").status == 0)
    let sheet = folder.path("labels.pdf")
    let environment = ["PATH": emptyPath]

    let labels = try ProcessRunner.stockroom(
      ["labels", "--without-barcode", "--print", "-o", sheet], database: database, environment: environment)
    let printers = try ProcessRunner.stockroom(["printers"], database: database, environment: environment)

    let message =
      "stockroom: printing needs CUPS, and `lpstat` is not on PATH: install it with `sudo apt install cups` "
      + "(cups-client alone is enough to print through another machine's CUPS server)\n"
    #expect(labels.status == 69)
    #expect(labels.stderr == message)
    #expect(printers.status == 69)
    #expect(printers.stderr == message)
    #expect(!FileManager.default.fileExists(atPath: sheet))
    #expect(!(try stockroom("items", "list").stdout.contains("2000000")), "no in-store code was given")
  }

  @Test(.enabled(if: ProcessRunner.executable(named: "lpstat") != nil, "lpstat (cups-client) is needed"))
  func aSchedulerThatDoesNotAnswerIsUnavailable() throws {
    let socket = folder.path("no-cupsd.sock")
    let sent = try ProcessRunner.stockroom(
      ["cards", "--print"], database: database, environment: ["CUPS_SERVER": socket])
    #expect(sent.status == 69)
    #expect(sent.stderr == "stockroom: no CUPS scheduler answers at \(socket) (CUPS_SERVER)\n")
  }

  @Test func withoutPrintAFileIsNeeded() throws {
    #expect(try stockroom("labels", "--all").status == 64)
    #expect(try stockroom("cards").status == 64)
    #expect(try stockroom("labels", "--all").stderr.contains("--output FILE is needed (or --print"))
  }

  @Test func anSVGIsNotSentToCUPSWhichCannotPrintIt() throws {
    let svg = folder.path("code.svg")
    let refused = try stockroom("code", "qr", "hello", "-o", svg, "--print")
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("CUPS cannot print SVG: with --print, write a .pdf or .png (or leave -o out)"))
    #expect(!FileManager.default.fileExists(atPath: svg))
  }
}
