import Foundation
import Scanning
import Testing

@testable import App

/// The scan screen on a damaged or absurd .y4m (the demo's looping source and a plain video): the reader's
/// error is shown where the picture was, as a camera failure is, and nothing crashes.
@Suite struct DamagedVideoScanScreenTests {
  func video(_ text: String, _ body: [UInt8] = []) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("damaged-\(UUID().uuidString).y4m").path
    try Data(Array(text.utf8) + body).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theLoopingVideoSourceReportsAMissingFrameMarker() throws {
    let frame = Array("FRAME\n".utf8) + [UInt8](repeating: 128, count: 8)
    let path = try video("YUV4MPEG2 W4 H2 F30:1 Cmono\n", frame + Array("FRAMX\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let source = try LoopingVideoSource(path: path, realTime: false)
    #expect(try source.nextFrame() != nil)
    #expect(
      throws: FrameSourceError.damagedVideo(
        path: path, frame: 2, byteOffset: 42, reason: "no FRAME marker (found \"FRAMX\")")
    ) {
      try source.nextFrame()
    }
  }

  @Test func aHeaderThatOnceOverflowedIsShownOnTheScanScreen() throws {
    let path = try video("YUV4MPEG2 W4294967296 H4294967296\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let harness = try ScanHarness(open: { () throws(FrameSourceError) in
      try LoopingVideoSource(path: path, realTime: false)
    })
    #expect(harness.waitFor("image too large"), "\(harness.dump)")
  }

  @Test func aVideoDamagedMidwayIsShownOnTheScanScreen() throws {
    let frame = Array("FRAME\n".utf8) + [UInt8](repeating: 128, count: 8)
    let path = try video("YUV4MPEG2 W4 H2 F30:1 Cmono\n", frame + frame + Array("FRAME\n".utf8) + [1, 2])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let harness = try ScanHarness(open: { () throws(FrameSourceError) in try Y4MSource(path: path, realTime: false) })
    #expect(harness.waitFor("damaged at frame 3"), "\(harness.dump)")
  }
}
