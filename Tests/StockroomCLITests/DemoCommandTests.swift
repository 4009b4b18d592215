import Foundation
import Scanning
import TestSupport
import Testing

@testable import StockroomCLI

/// `stockroom demo` works from an installed binary: its video is drawn at start, not read from the source tree.
@Suite("stockroom demo from anywhere", .serialized)
struct DemoCommandTests {
  @Test("the drawn demo video shows the demo's four codes once each, in order, to the live pipeline")
  func theDrawnVideoScansInOrder() async throws {
    let folder = try TemporaryDirectory("demo-video")
    let path = folder.path("shelf.y4m")
    try DemoVideo.write(to: path)
    var texts: [String] = []
    let open: @Sendable () throws(FrameSourceError) -> any FrameSource = { () throws(FrameSourceError) in
      try Y4MSource(path: path, realTime: false)
    }
    for await event in ScanPipeline().events(from: open) {
      if case .scanned(let scan) = event { texts.append(scan.text) }
    }
    #expect(texts == ["5901234123457", "96385074", "036000291452", "9780306406157"])
  }

  @Test("the binary alone, copied to another folder and run from /, plays the demo and counts a scan")
  func theBinaryAloneRunsTheDemoFromAnywhere() throws {
    let built = ProcessRunner.stockroomPath
    try #require(FileManager.default.isExecutableFile(atPath: built), "build stockroom first")
    let installed = try TemporaryDirectory("demo-installed")
    let binary = installed.path("stockroom")
    // Copied by cp, not in this process: a test forking at the same moment would inherit the copy's open
    // descriptor, and the exec would fail with "Text file busy" (seen in a parallel run).
    let copied = try ProcessRunner.run("/bin/cp", [built, binary])
    try #require(copied.status == 0, "\(copied.stderr)")
    let temporary = try TemporaryDirectory("demo-tmp")  // its own TMPDIR: the demo's folder is checked after
    let session = try TmuxSession(
      ["/bin/sh", "-c", "cd / && exec \"$0\" demo", binary], columns: 100, rows: 30,
      environment: ["TMPDIR": temporary.url.path])
    defer { session.kill() }
    try session.waitFor("Coffee beans 4 -> 5", timeout: .seconds(20))
    try session.waitFor("live: shelf.y4m")
    try session.press("q")
    try session.waitFor("[exit 0]")
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.url.path)
    #expect(left.isEmpty, "demo folders left: \(left)")
  }
}
