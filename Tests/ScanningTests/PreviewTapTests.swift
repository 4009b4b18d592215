import Foundation
import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// The preview tap: the newest frame made small on request, boxes of codes read lately, and a frame box
/// that goes 1 s after its last read.
@Suite struct PreviewTapTests {
  @Test func reducingAveragesBlocksByAnIntegerFactor() {
    var frame = GreyFrame(width: 8, height: 4, filledWith: 0, time: 2)
    for y in 0..<4 { for x in 4..<8 { frame[x, y] = 200 } }
    frame[0, 0] = 100  // one bright pixel in the first 2x2 block: its average is 25
    let small = PreviewTap.reduce(frame, maxWidth: 4)
    #expect(small.width == 4 && small.height == 2 && small.time == 2)
    #expect(small.pixels == [25, 0, 200, 200, 0, 0, 200, 200])
    #expect(PreviewTap.reduce(frame, maxWidth: 8) == frame)
    #expect(PreviewTap.reduce(frame, maxWidth: 3).width == 2)  // factor 3 would leave 2 columns: 8 / 3
  }

  @Test func detectionsLastOneSecondAfterTheirLastRead() throws {
    let tap = PreviewTap()
    #expect(tap.latest(maxWidth: 100) == nil)
    let read = Scanning.ScanResult(
      bytes: Array("5901234123457".utf8), symbology: .ean13,
      polygon: [PixelPoint(x: 40, y: 20), PixelPoint(x: 119, y: 59)])
    tap.record(GreyFrame(width: 320, height: 240, filledWith: 90, time: 1.0), reads: [read], paused: false)
    let first = try #require(tap.latest(maxWidth: 160))
    #expect(first.frame.width == 160 && first.sourceWidth == 320 && first.frameNumber == 1)
    #expect(first.detections.map(\.text) == ["5901234123457"])
    #expect(first.scaled(first.detections[0].box) == PixelRect(x: 20, y: 10, width: 40, height: 20))
    tap.record(GreyFrame(width: 320, height: 240, filledWith: 90, time: 1.9), reads: [], paused: true)
    #expect(tap.latest(maxWidth: 160)?.detections.count == 1)
    #expect(tap.latest(maxWidth: 160)?.paused == true)
    tap.record(GreyFrame(width: 320, height: 240, filledWith: 90, time: 2.1), reads: [], paused: false)
    #expect(tap.latest(maxWidth: 160)?.detections.isEmpty == true)
    #expect(tap.latest(maxWidth: 160)?.frameNumber == 3)
  }

  /// The source holds its last frame until released, so the picture is there however late this test's
  /// task runs (the tap is polled, not read from the event stream).
  @Test func aRunningPipelineShowsItsFramesAndTheCodeItReads() async throws {
    let scene = Scene(width: 320, height: 240, frameRate: 30, noise: 4)
    let code = try Zint.frame(FixtureCatalog.codes[0], scale: 1)
    let centre = Scene.Placement(code, at: PixelPoint(x: (320 - code.width) / 2, y: (240 - code.height) / 2))
    let frames = scene.render([[Scene.Placement]](repeating: [centre], count: 6))
    let gate = Gate()
    let pipeline = ScanPipeline()
    let open: ScanSourceOpenerForTests = { () throws(FrameSourceError) in HoldingSource(frames, gate: gate) }
    let stream = pipeline.events(from: open)
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(20)
    var seen = pipeline.preview.latest(maxWidth: 80)
    while seen?.detections.isEmpty ?? true, clock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
      seen = pipeline.preview.latest(maxWidth: 80)
    }
    let preview = try #require(seen)
    #expect(preview.frame.width == 80 && preview.frame.height == 60)
    let detection = try #require(preview.detections.first)
    #expect(detection.text == FixtureCatalog.codes[0].expected)
    #expect(detection.box.intersects(PixelRect(x: 150, y: 110, width: 20, height: 20)))
    gate.open()
    for await _ in stream {}
    #expect(pipeline.preview.latest(maxWidth: 80) == nil)  // stopped: the picture is gone
  }
}

/// Opens once; until then, whoever waits on it blocks.
final class Gate: @unchecked Sendable {
  private let condition = NSCondition()
  private var isOpen = false

  func open() {
    condition.lock()
    isOpen = true
    condition.broadcast()
    condition.unlock()
  }

  func wait() {
    condition.lock()
    while !isOpen { condition.wait() }
    condition.unlock()
  }
}

/// Frames as fast as asked, then waits at the gate before ending.
final class HoldingSource: FrameSource {
  let kind = FrameSourceKind.live
  let name = "holding"
  private let frames: [GreyFrame]
  private let gate: Gate
  private var index = 0

  init(_ frames: [GreyFrame], gate: Gate) {
    self.frames = frames
    self.gate = gate
  }

  func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    guard index < frames.count else {
      gate.wait()
      return nil
    }
    defer { index += 1 }
    return frames[index]
  }

  func close() {}
}

/// The pipeline's source factory type, spelt once for these tests.
typealias ScanSourceOpenerForTests = @Sendable () throws(FrameSourceError) -> any FrameSource
