import Foundation
import Printing
import TestSupport
import Testing

/// `CUPSPrinting` against the real CUPS: a private cupsd of the test's own with cups-pdf queues (see
/// `PrivateCUPSScheduler`), driven by the real lp and lpstat.
@Suite(
  .enabled(if: PrivateCUPSScheduler.isAvailable, "\(PrivateCUPSScheduler.unavailableReason ?? "")"),
  .serialized)
struct RealCUPSTests {
  let cups: PrivateCUPSScheduler
  let folder: TemporaryDirectory

  init() throws {
    cups = try PrivateCUPSScheduler()
    folder = try TemporaryDirectory("stockroom-printing")
  }

  var printing: CUPSPrinting {
    CUPSPrinting(tools: .fromPath(environment: ProcessInfo.processInfo.environment.merging(cups.environment) { $1 }))
  }

  @Test func theQueuesAndTheDefaultAreListed() throws {
    try cups.addPDFPrinter(named: "Office")
    try cups.addPDFPrinter(named: "TestPDF")
    #expect(try printing.printers().map(\.name) == ["Office", "TestPDF"])
    #expect(try printing.printers().filter(\.isDefault).isEmpty)
    try cups.setDefault("TestPDF")
    #expect(
      try printing.printers() == [Printer(name: "Office", isDefault: false), Printer(name: "TestPDF", isDefault: true)])
  }

  @Test func aPDFIsPrintedAndCupsPDFWritesItOut() throws {
    let output = try cups.addPDFPrinter(named: "TestPDF")
    let gs = try #require(ProcessRunner.executable(named: "gs"), "ghostscript comes with cups-pdf")
    let page = folder.path("page.pdf")
    let postScript = "/Helvetica findfont 24 scalefont setfont 72 700 moveto (stockroom printed this) show showpage"
    let made = try ProcessRunner.run(gs, ["-q", "-sDEVICE=pdfwrite", "-o", page, "-c", postScript])
    #expect(made.status == 0, "\(made.stderr)")

    let job = try printing.send(page, to: "TestPDF", title: "page.pdf")

    #expect(job.printer == "TestPDF")
    #expect(job.id.hasPrefix("TestPDF-") && Int(job.id.dropFirst("TestPDF-".count)) != nil, "\(job.id)")
    let printed = try cups.printedPDF(job: job.id, printer: "TestPDF", in: output)
    let pdftotext = try #require(ProcessRunner.executable(named: "pdftotext"), "pdftotext (poppler-utils)")
    let text = try ProcessRunner.run(pdftotext, [printed, "-"])
    #expect(text.stdout.contains("stockroom printed this"), "\(text.stdout)")
  }

  @Test func anUnknownPrinterNamesTheQueues() throws {
    try cups.addPDFPrinter(named: "TestPDF")
    #expect(throws: PrintingError.unknownPrinter("Kitchen", available: ["TestPDF"])) {
      try printing.destination(named: "Kitchen")
    }
  }

  @Test func withoutADefaultOneIsAskedForAndLpoptionsSetsIt() throws {
    try cups.addPDFPrinter(named: "Office")
    try cups.addPDFPrinter(named: "TestPDF")
    #expect(throws: PrintingError.noDefaultPrinter(available: ["Office", "TestPDF"])) {
      try printing.destination(named: nil)
    }
    // lpoptions -d writes the user's ~/.cups/lpoptions: the scheduler's private HOME.
    let lpoptions = try #require(ProcessRunner.executable(named: "lpoptions"))
    #expect(try ProcessRunner.run(lpoptions, ["-d", "Office"], environment: cups.environment).status == 0)
    #expect(try printing.destination(named: nil) == "Office")
  }
}

/// The real lp and lpstat when no scheduler answers (they need no cupsd for that).
@Suite(.enabled(if: ProcessRunner.executable(named: "lpstat") != nil && ProcessRunner.executable(named: "lp") != nil))
struct NoSchedulerTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory("stockroom-printing")
  }

  @Test func aSchedulerThatIsNotThereIsSaid() throws {
    let nowhere = folder.path("no-scheduler.sock")
    let environment = ProcessInfo.processInfo.environment.merging(["CUPS_SERVER": nowhere, "HOME": folder.url.path]) {
      $1
    }
    let printing = CUPSPrinting(tools: .fromPath(environment: environment))
    #expect(throws: PrintingError.schedulerNotRunning(server: nowhere)) { try printing.printers() }
    // lp itself only says "The printer or class does not exist" then: lpstat is asked which it is.
    let page = folder.path("a.pdf")
    try "%PDF-1.4\n".write(toFile: page, atomically: true, encoding: .utf8)
    #expect(throws: PrintingError.schedulerNotRunning(server: nowhere)) { try printing.send(page, to: "TestPDF") }
  }
}
