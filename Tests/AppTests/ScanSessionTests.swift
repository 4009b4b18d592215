import Foundation
import Testing

@testable import App
@testable import Scanning

/// The pieces between the pipeline and the screen: the mailbox (late scans dropped, automatic pause while
/// the screen is hidden) and the demo's looping video.
@Suite struct ScanSessionTests {
  static let scan = ScanEvent.scanned(
    ConfirmedScan(
      result: Scanning.ScanResult(bytes: Array("96385074".utf8), symbology: .ean8, polygon: [PixelPoint(x: 1, y: 1)]),
      quality: ScanQuality(
        sharpness: 1, contrast: 1, brightness: 1, confidence: 1, meanLuminance: 128, codeFraction: 0.1),
      frames: 2, time: 0))

  @Test func scansThatWaitedTooLongAreDroppedOtherEventsAreKept() {
    let mailbox = ScanMailbox()
    mailbox.post(Self.scan)
    mailbox.post(.hint(.tooDark, time: 0))
    Thread.sleep(forTimeInterval: 0.02)
    #expect(mailbox.take(maximumAge: .milliseconds(10)) == [.hint(.tooDark, time: 0)])
    mailbox.post(Self.scan)
    #expect(mailbox.take(maximumAge: .seconds(5)) == [Self.scan])
    #expect(mailbox.take(maximumAge: .seconds(5)).isEmpty)
  }

  @Test func anAutomaticPauseEndsWhenTheScreenLooksButAPauseTheUserAskedForStays() {
    let mailbox = ScanMailbox()
    let pipeline = ScanPipeline()
    mailbox.autoPause(pipeline)
    #expect(pipeline.isPaused && mailbox.isAutoPaused)
    mailbox.visit(pipeline)
    #expect(!pipeline.isPaused && !mailbox.isAutoPaused)
    pipeline.pause()  // the user's pause
    mailbox.autoPause(pipeline)
    #expect(!mailbox.isAutoPaused)
    mailbox.visit(pipeline)
    #expect(pipeline.isPaused)
  }

  @Test func theDemoVideoLoopsWithTimesThatKeepIncreasing() throws {
    let source = try LoopingVideoSource(path: ScanFrames.demoVideo, realTime: false)
    var times: [Double] = []
    for _ in 0..<150 { times.append(try #require(try source.nextFrame()).time) }
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    #expect(abs(times[72] - 9.0) < 1e-9)  // 72 frames at 8 fps: the second pass starts at 9 s
    source.close()
    #expect(try source.nextFrame() == nil)
  }
}
