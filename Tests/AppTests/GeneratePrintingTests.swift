import Foundation
import InventoryCore
import Printing
import SQLiteStore
import TerminalUI
import TestSupport
import Testing

@testable import App

/// F4 on Generate prints the code through a real CUPS scheduler of the test's own (cupsd with a cups-pdf queue):
/// the PDF the queue wrote scans back as the code; without CUPS, the reason is said and nothing is kept.
@Suite(
  "printing from Generate",
  .enabled(if: PrivateCUPSScheduler.isAvailable, "\(PrivateCUPSScheduler.unavailableReason ?? "")"),
  .serialized)
struct GeneratePrintingTests {
  @Test("F4 prints the WiFi code on the chosen printer; the printed PDF scans back; History keeps it")
  func wifiCodeIsPrintedAndScansBack() throws {
    let cups = try PrivateCUPSScheduler()
    defer { cups.stop() }
    let printed = try cups.addPDFPrinter(named: "FrontPDF")
    _ = try cups.addPDFPrinter(named: "BackPDF")
    let harness = try AppHarness(columns: 120, rows: 40)
    harness.environment.printing = CUPSPrinting(
      tools: .fromPath(
        environment: cups.environment.merging(
          ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]) { $1 }))
    GenerateScreenTests.open(.wifi, in: harness)
    GenerateScreenTests.fillWiFi(in: harness)

    harness.press(.f(4))
    #expect(harness.contains("Print on which printer?"), "\(harness.dump)")
    #expect(harness.contains("FrontPDF") && harness.contains("BackPDF"), "\(harness.dump)")
    let front = try #require(harness.screen.firstIndex { $0.contains("FrontPDF") })
    let back = try #require(harness.screen.firstIndex { $0.contains("BackPDF") })
    if front > back { harness.press(.down) }
    harness.press(.enter)

    let status = try #require(
      harness.screen.first { $0.contains("sent qr:wifi to printer FrontPDF (job ") }, "\(harness.dump)")
    let job = try #require(status.components(separatedBy: "(job ").last?.split(separator: ")").first.map(String.init))
    let pdf = try cups.printedPDF(job: job, printer: "FrontPDF", in: printed)
    let folder = try TemporaryDirectory("generate-print")
    let pdftoppm = try #require(ProcessRunner.executable(named: "pdftoppm"), "pdftoppm (poppler-utils) is needed")
    let rendered = try ProcessRunner.run(pdftoppm, ["-r", "300", "-png", "-singlefile", pdf, folder.path("page")])
    try #require(rendered.status == 0, "\(rendered.stderr)")
    let decoded = try ProcessRunner.stockroom(["decode", folder.path("page.png")])
    #expect(decoded.stdout.split(separator: "\n") == ["QR-CODE:\(GenerateScreenTests.wifiPayload)"], "\(decoded)")
    let kept = try harness.service.createdCodes()
    #expect(kept.map(\.kind) == ["qr:wifi"])
    #expect(kept.first?.file == nil, "printed from a temporary file: no file kept")
    #expect(harness.environment.lastPrinter == "FrontPDF", "offered first next time")
  }

  @Test("without CUPS's programs F4 says what to install, and keeps nothing")
  func withoutCUPSTheReasonIsSaid() throws {
    let harness = try AppHarness(columns: 120, rows: 40)
    harness.environment.printing = CUPSPrinting(tools: CUPSTools(lp: nil, lpstat: nil, environment: [:]))
    GenerateScreenTests.open(.wifi, in: harness)
    GenerateScreenTests.fillWiFi(in: harness)
    harness.press(.f(4))
    #expect(harness.contains("cannot print: printing needs CUPS"), "\(harness.dump)")
    #expect(try harness.service.createdCodes().isEmpty)
  }
}
