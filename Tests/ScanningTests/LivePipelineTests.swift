import Foundation
import InventoryCore
import ScanningFixtures
import Testing

@testable import Scanning

/// The live pipeline over generated .y4m videos: a code enters, stays and leaves; it comes back; a
/// misread flashes for one frame. Real zbar on every frame.
@Suite struct LivePipelineTests {
  static let scene = Scene(width: 320, height: 240, frameRate: 30, noise: 4)
  static let ean = FixtureCatalog.codes[0]

  static func code(_ spec: CodeSpec = ean) throws -> GreyFrame { try Zint.frame(spec, scale: 1) }

  static func video(_ timeline: [[Scene.Placement]]) throws -> String {
    let path = try Fixtures.freshFolder() + "/scene.y4m"
    try scene.writeVideo(scene.render(timeline), to: path)
    return path
  }

  static func run(_ path: String, options: PipelineOptions = PipelineOptions(), pausedFromStart: Bool = false)
    async -> [ScanEvent]
  {
    let pipeline = ScanPipeline(options: options)
    if pausedFromStart { pipeline.pause() }
    let open: @Sendable () throws(FrameSourceError) -> any FrameSource = { () throws(FrameSourceError) in
      try Y4MSource(path: path, realTime: false)
    }
    var events: [ScanEvent] = []
    for await event in pipeline.events(from: open) { events.append(event) }
    return events
  }

  static func scans(_ events: [ScanEvent]) -> [ConfirmedScan] {
    events.compactMap { if case .scanned(let scan) = $0 { scan } else { nil } }
  }

  @Test func y4mRoundTripsFramesAndTimes() throws {
    let frames = Self.scene.render(Array(repeating: [], count: 5))
    let path = try Fixtures.freshFolder() + "/plain.y4m"
    try Self.scene.writeVideo(frames, to: path)
    let source = try Y4MSource(path: path, realTime: false)
    #expect(source.header == Y4MHeader(width: 320, height: 240, frameRate: 30))
    var read: [GreyFrame] = []
    while let frame = try source.nextFrame() { read.append(frame) }
    #expect(read == frames)
  }

  @Test func aCodeThatEntersStaysAndLeavesIsOneScan() async throws {
    let empty = [[Scene.Placement]](repeating: [], count: 10)
    let path = try Self.video(empty + Self.scene.slideThrough(try Self.code(), enter: 6, stay: 30, leave: 6) + empty)
    let events = await Self.run(path)
    let scans = Self.scans(events)
    #expect(scans.map(\.text) == [Self.ean.expected])
    // An EAN-13 read well is a strong read: its first frame confirms it (`OneFrameConfirmationTests`).
    #expect(scans.first?.frames == 1)
    // Confirmed while it was in view (frames 10...51), not before it appeared.
    #expect(scans.first.map { $0.time >= 11.0 / 30 && $0.time < 52.0 / 30 } == true)
    #expect(events.first == .started(source: path))
    #expect(events.last == .stopped(frames: 62, analysed: 62))
  }

  @Test func aCodeBackAfterTheCooldownIsScannedAgainButNotAfterAShortGap() async throws {
    let code = try Self.code()
    let centre = Scene.Placement(code, at: PixelPoint(x: (320 - code.width) / 2, y: (240 - code.height) / 2))
    let inView = [[Scene.Placement]](repeating: [centre], count: 15)
    let shortGap = [[Scene.Placement]](repeating: [], count: 12)  // 0.4 s
    let longGap = [[Scene.Placement]](repeating: [], count: 45)  // 1.5 s
    let path = try Self.video(inView + shortGap + inView + longGap + inView)
    let scans = Self.scans(await Self.run(path))
    #expect(scans.map(\.text) == [Self.ean.expected, Self.ean.expected])
    #expect(scans.count == 2 && scans[1].time >= Double(15 + 12 + 15 + 45) / 30)
  }

  /// A weak code (an EAN-8, as a turned EAN-13's middle reads) needs two frames; strong ones:
  /// `OneFrameConfirmationTests`.
  @Test func aWeakCodeSeenInOneFrameOnlyIsNeverReported() async throws {
    let code = try Self.code(try #require(FixtureCatalog.spec(.ean8)))
    let centre = Scene.Placement(code, at: PixelPoint(x: 6, y: 60))
    var timeline = [[Scene.Placement]](repeating: [], count: 20)
    timeline[10] = [centre]
    let events = await Self.run(try Self.video(timeline))
    #expect(Self.scans(events).isEmpty)
    // The same video read as stills (one frame is enough there) does see it: the code is readable.
    var options = ScanOptions()
    options.effort = .plain
    let frames = Self.scene.render(timeline)
    #expect(try BarcodeReader(options: options).read(frames[10]).map(\.text) == ["96385074"])
  }

  @Test func pausedPipelineReadsFramesButAnalysesNone() async throws {
    let path = try Self.video(Self.scene.slideThrough(try Self.code(), enter: 2, stay: 10, leave: 2))
    let events = await Self.run(path, pausedFromStart: true)
    #expect(Self.scans(events).isEmpty)
    #expect(events.last == .stopped(frames: 14, analysed: 0))
  }

  @Test func missingVideoIsAnErrorEventThenStopped() async {
    let events = await Self.run("/nonexistent/video.y4m")
    #expect(events == [.error(.fileNotFound(path: "/nonexistent/video.y4m")), .stopped(frames: 0, analysed: 0)])
  }
}
