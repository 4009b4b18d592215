import Foundation
import Printing
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `CUPSPrinting` against fake `lp` and `lpstat` (the seam): the arguments lp gets, the job id it reports, and
/// every failure in its own words. `RealCUPSTests` does the same against a real scheduler.
@Suite struct CUPSPrintingSeamTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory("stockroom-printing")
  }

  func file(_ name: String, _ contents: String = "%PDF-1.4\n") throws -> String {
    let path = folder.path(name)
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func theFileIsOneArgumentAfterDoubleDashWithCopiesAndTitle() throws {
    let cups = try FakeCUPS()
    let awkward = try file("-n 5; rm -rf ~ $(id) 'x'.pdf")
    let job = try CUPSPrinting(tools: cups.tools()).send(awkward, to: "Labels", copies: 2, title: "labels.pdf")
    #expect(job == PrintJob(id: "Labels-12", printer: "Labels"))
    #expect(cups.lpArguments() == ["-d", "Labels", "-n", "2", "-t", "labels.pdf", "--", awkward])
  }

  @Test func oneCopyAndNoTitleLeaveTheirOptionsOut() throws {
    let cups = try FakeCUPS()
    let sheet = try file("sheet.pdf")
    _ = try CUPSPrinting(tools: cups.tools()).send(sheet, to: "Front_Desk")
    #expect(cups.lpArguments() == ["-d", "Front_Desk", "--", sheet])
  }

  @Test func printersAreListedWithTheDefaultMarked() throws {
    let cups = try FakeCUPS()
    let printers = try CUPSPrinting(tools: cups.tools()).printers()
    #expect(printers == [Printer(name: "Front_Desk", isDefault: false), Printer(name: "Labels", isDefault: true)])
  }

  @Test func withoutLpOnPathPrintingSaysToInstallCUPS() throws {
    let empty = try TemporaryDirectory("stockroom-empty-path")
    let tools = CUPSTools.fromPath(environment: ["PATH": empty.url.path])
    #expect(tools.lp == nil && tools.lpstat == nil)
    let printing = CUPSPrinting(tools: tools)
    #expect(throws: PrintingError.cupsNotInstalled(program: "lpstat")) { try printing.printers() }
    #expect(throws: PrintingError.cupsNotInstalled(program: "lp")) { try printing.send(try file("a.pdf"), to: "X") }
    #expect(
      PrintingError.cupsNotInstalled(program: "lp").description
        == "printing needs CUPS, and `lp` is not on PATH: install it with `sudo apt install cups` "
        + "(cups-client alone is enough to print through another machine's CUPS server)")
  }

  @Test func lpAndLpstatAreFoundOnlyInAbsolutePathFolders() throws {
    let cups = try FakeCUPS()
    _ = try cups.tools()
    let found = CUPSTools.fromPath(environment: ["PATH": "relative:\(cups.folder.url.path)"])
    #expect(found.lp == cups.folder.path("lp"))
    #expect(CUPSTools.fromPath(environment: ["PATH": "."]).lp == nil)
  }

  @Test func aStoppedSchedulerIsSaidWithTheServerAsked() throws {
    var cups = try FakeCUPS()
    cups.schedulerRunning = false
    let printing = CUPSPrinting(tools: try cups.tools(environment: ["CUPS_SERVER": "/run/elsewhere.sock"]))
    #expect(throws: PrintingError.schedulerNotRunning(server: "/run/elsewhere.sock")) { try printing.printers() }
    #expect(
      PrintingError.schedulerNotRunning(server: nil).description
        == "the CUPS scheduler is not running: start it with `sudo systemctl start cups`")
  }

  @Test func anUnknownPrinterNamesThePrintersThereAre() throws {
    let cups = try FakeCUPS()
    let printing = CUPSPrinting(tools: try cups.tools())
    #expect(throws: PrintingError.unknownPrinter("Kitchen", available: ["Front_Desk", "Labels"])) {
      try printing.destination(named: "Kitchen")
    }
    #expect(
      PrintingError.unknownPrinter("Kitchen", available: ["Front_Desk", "Labels"]).description
        == "CUPS has no printer 'Kitchen'; the printers are: Front_Desk, Labels")
  }

  @Test func printerNamesAreCaseInsensitiveAsInCUPSAndTheDefaultIsUsedWithoutOne() throws {
    let cups = try FakeCUPS()
    let printing = CUPSPrinting(tools: try cups.tools())
    #expect(try printing.destination(named: "front_desk") == "Front_Desk")
    #expect(try printing.destination(named: nil) == "Labels")
  }

  @Test func withoutADefaultTheMessageSaysHowToChooseOne() throws {
    var cups = try FakeCUPS()
    cups.defaultPrinter = nil
    let printing = CUPSPrinting(tools: try cups.tools())
    let expected = PrintingError.noDefaultPrinter(available: ["Front_Desk", "Labels"])
    #expect(throws: expected) { try printing.destination(named: nil) }
    #expect(
      expected.description
        == "no default printer is set: choose one with --printer NAME (Front_Desk, Labels), or set a default with "
        + "`lpoptions -d NAME`")
  }

  @Test func aDefaultThatCUPSDoesNotHaveIsNamed() throws {
    var cups = try FakeCUPS()
    cups.defaultPrinter = "Gone"
    let printing = CUPSPrinting(tools: try cups.tools())
    #expect(throws: PrintingError.defaultPrinterMissing("Gone", available: ["Front_Desk", "Labels"])) {
      try printing.destination(named: nil)
    }
  }

  @Test func aSchedulerWithoutPrintersSaysHowToAddOne() throws {
    var cups = try FakeCUPS()
    (cups.printers, cups.defaultPrinter) = ([], nil)
    #expect(throws: PrintingError.noPrinters) { try CUPSPrinting(tools: cups.tools()).destination(named: "Labels") }
  }

  @Test func lpsOwnRefusalIsPassedOnInItsWords() throws {
    var cups = try FakeCUPS()
    cups.lpBody = "echo 'lp: Error - The printer or class is not accepting jobs.' >&2; exit 1"
    let printing = CUPSPrinting(tools: try cups.tools())
    #expect(throws: PrintingError.failed(program: "lp", message: "The printer or class is not accepting jobs.")) {
      try printing.send(try file("a.pdf"), to: "Labels")
    }
  }

  @Test func lpSayingThePrinterIsGoneIsAnUnknownPrinter() throws {
    var cups = try FakeCUPS()
    cups.lpBody = "echo 'lp: Error - The printer or class does not exist.' >&2; exit 1"
    let printing = CUPSPrinting(tools: try cups.tools())
    #expect(throws: PrintingError.unknownPrinter("Removed", available: ["Front_Desk", "Labels"])) {
      try printing.send(try file("a.pdf"), to: "Removed")
    }
  }

  @Test func anAnswerWithoutAJobIDIsAFailure() throws {
    var cups = try FakeCUPS()
    cups.lpBody = "echo 'something else'"
    #expect(throws: PrintingError.failed(program: "lp", message: "no request id in its answer: something else\n")) {
      try CUPSPrinting(tools: cups.tools()).send(try file("a.pdf"), to: "Labels")
    }
  }

  @Test func aMissingOrEmptyFileIsNotSent() throws {
    let cups = try FakeCUPS()
    let printing = CUPSPrinting(tools: try cups.tools())
    let missing = folder.path("missing.pdf")
    #expect(throws: PrintingError.fileNotPrintable(path: missing, reason: "it does not exist")) {
      try printing.send(missing, to: "Labels")
    }
    let empty = try file("empty.pdf", "")
    #expect(throws: PrintingError.fileNotPrintable(path: empty, reason: "it is empty")) {
      try printing.send(empty, to: "Labels")
    }
    #expect(throws: PrintingError.fileNotPrintable(path: folder.url.path, reason: "it is not a regular file")) {
      try printing.send(folder.url.path, to: "Labels")
    }
    #expect(throws: PrintingError.copiesOutOfRange(0)) { try printing.send(try file("a.pdf"), to: "Labels", copies: 0) }
    #expect(cups.lpArguments() == nil, "lp never ran")
  }

  @Test func aHungLpIsKilledAfterTheTimeLimit() throws {
    var cups = try FakeCUPS()
    let pidFile = cups.folder.path("lp-pid")
    cups.lpBody = "echo $$ > '\(pidFile)'; exec sleep 60"
    let printing = CUPSPrinting(tools: try cups.tools(timeout: 0.5))
    let started = Date()
    #expect(throws: PrintingError.timedOut(program: "lp", seconds: 1)) {
      try printing.send(try file("a.pdf"), to: "Labels")
    }
    #expect(Date().timeIntervalSince(started) < 10)
    let pid = try #require(
      Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(kill(pid, 0) == -1 && errno == ESRCH, "the hung lp is gone, not left running")
  }
}
