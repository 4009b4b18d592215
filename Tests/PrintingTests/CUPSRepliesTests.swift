import Testing

@testable import Printing

/// Reading what lp and lpstat print.
@Suite struct CUPSRepliesTests {
  @Test(arguments: [
    ("request id is Office-12 (1 file(s))\n", "Office-12"),
    ("request id is Label-Printer-3 (2 file(s))\n", "Label-Printer-3"),
    ("\nrequest id is TestPDF-1 (1 file(s))", "TestPDF-1"),
  ])
  func theJobIDIsReadFromLpsAnswer(stdout: String, id: String) {
    #expect(CUPSReplies.requestID(stdout) == id)
  }

  @Test(arguments: ["", "lp: Error - No default destination.\n", "request id is \n"])
  func anAnswerWithoutAJobGivesNone(stdout: String) {
    #expect(CUPSReplies.requestID(stdout) == nil)
  }

  @Test func theDefaultAndTheDestinationsAreRead() {
    #expect(CUPSReplies.defaultDestination("system default destination: Office/duplex\n") == "Office/duplex")
    #expect(CUPSReplies.defaultDestination("no system default destination\n") == nil)
    #expect(CUPSReplies.destinations("Office\n\nOffice/duplex\nTestPDF\n") == ["Office", "Office/duplex", "TestPDF"])
  }

  @Test func theSchedulerLineIsReadExactly() {
    #expect(CUPSReplies.schedulerIsRunning("scheduler is running\n"))
    #expect(!CUPSReplies.schedulerIsRunning("scheduler is not running\n"))
    #expect(!CUPSReplies.schedulerIsRunning(""))
  }

  @Test func lpsComplaintLosesItsPrefix() {
    let complaint = CUPSReplies.complaint("lp: Error - The printer or class is not accepting jobs.\n", program: "lp")
    #expect(complaint == "The printer or class is not accepting jobs.")
    #expect(CUPSReplies.complaint("", program: "lp") == "failed without saying why")
    let byPath = CUPSReplies.complaint(
      "/usr/bin/lp: Unsupported document-format \"image/svg+xml\".\n", program: "/usr/bin/lp")
    #expect(byPath == "Unsupported document-format \"image/svg+xml\".")
  }

  @Test(arguments: [(30.0, 30), (0.4, 1), (1e300, Int(Int32.max)), (Double.infinity, Int(Int32.max))])
  func timeLimitsAreWholeSecondsWithoutTrapping(seconds: Double, whole: Int) {
    #expect(CUPSPrinting.wholeSeconds(seconds) == whole)
  }
}
