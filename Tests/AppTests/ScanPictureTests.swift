import Foundation
import Scanning
import TerminalUI
import Testing

@testable import App

/// Issue 27: the Scan tab draws the camera picture from only the pixels it shows, keeps cells whose grey
/// moved by sensor noise alone, samples the picture at most ten times a second and draws it again only when a
/// sampling changed it.
@Suite struct ScanPictureTests {
  static func frame(width: Int = 1280, height: Int = 720, _ level: (Int, Int) -> UInt8) -> GreyFrame {
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width { pixels[y * width + x] = level(x, y) }
    }
    return GreyFrame(width: width, height: height, pixels: pixels)
  }

  @Test(
    "the picture has the size and place the canvas gives the whole frame",
    arguments: [
      Rect(row: 2, column: 1, width: 63, height: 30), Rect(row: 0, column: 0, width: 20, height: 40),
      Rect(row: 5, column: 3, width: 150, height: 12),
    ])
  func sizeMatchesTheCanvasPlacement(cells: Rect) throws {
    // Given a 720p frame
    let frame = Self.frame { x, y in UInt8((x + y) % 256) }
    var whole = Canvas(size: TerminalSize(columns: 200, rows: 50))
    let wholePlacement = whole.drawGreyImage(
      frame.pixels, width: frame.width, height: frame.height, in: cells, mode: .halfBlocks)
    let expected = try #require(wholePlacement)
    // When the picture is sampled for those cells and drawn
    var picture = ScanPicture()
    let updated1 = picture.update(from: frame, in: cells)
    #expect(updated1 == .changed)
    var drawn = Canvas(size: TerminalSize(columns: 200, rows: 50))
    let drawnPlacement = drawn.drawGreyImage(
      picture.pixels, width: picture.width, height: picture.height, in: cells, mode: .halfBlocks)
    let placement = try #require(drawnPlacement)
    // Then it covers the same cells, one picture pixel per column and two per row
    #expect(placement.cells == expected.cells)
    #expect(picture.width == placement.cells.width && picture.height == placement.cells.height * 2)
  }

  @Test("each pixel averages a block of the frame, so single-pixel noise is smoothed")
  func pixelsAverageABlock() {
    // Given a frame of alternating black and white pixels
    let frame = Self.frame { x, y in (x + y).isMultiple(of: 2) ? 0 : 255 }
    // When it is sampled
    var picture = ScanPicture()
    let updated2 = picture.update(from: frame, in: Rect(row: 0, column: 0, width: 64, height: 20))
    #expect(updated2 == .changed)
    // Then every pixel is the block's mean grey, not black or white
    #expect(picture.pixels.allSatisfy { (120...135).contains($0) }, "\(Set(picture.pixels).sorted())")
  }

  @Test("a grey that moved no more than the sensor's noise keeps its cell; a real change is drawn")
  func noiseKeepsTheOldGrey() {
    let cells = Rect(row: 0, column: 0, width: 40, height: 12)
    var picture = ScanPicture()
    // Given a desk drawn once
    let updated3 = picture.update(from: Self.frame { _, _ in 100 }, in: cells)
    #expect(updated3 == .changed)
    // When the next frame is a little brighter (noise, flicker)
    let updated4 = picture.update(from: Self.frame { _, _ in 100 + UInt8(ScanPicture.steadiness) }, in: cells)
    // Then the picture is unchanged, and says so
    #expect(updated4 == .unchanged)
    #expect(picture.pixels.allSatisfy { $0 == 100 })
    // And when something really changes (a hand, a code), it is drawn
    let updated5 = picture.update(from: Self.frame { x, _ in x < 640 ? 30 : 200 }, in: cells)
    #expect(updated5 == .changed)
    #expect(picture.pixels.first == 30 && picture.pixels.last == 200)
  }

  @Test("a code's box is scaled from the frame to the picture")
  func boxesAreScaled() {
    var picture = ScanPicture()
    let updated6 = picture.update(from: Self.frame { _, _ in 0 }, in: Rect(row: 0, column: 0, width: 64, height: 18))
    #expect(updated6 == .changed)
    // 1280×720 into 64 columns: 20 frame pixels per picture pixel, both ways
    #expect(
      picture.scaled(PixelRect(x: 640, y: 360, width: 200, height: 100))
        == PixelRect(x: 32, y: 18, width: 10, height: 5))
  }
}

/// A desk shown endlessly at 30 frames a second of real time (the pipeline's reader thread sleeps in it).
final class EndlessDeskSource: FrameSource {
  let kind = FrameSourceKind.live
  let name = "endless desk"
  private let desk: GreyFrame
  private var index = 0

  init(_ desk: GreyFrame) { self.desk = desk }

  func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    Thread.sleep(forTimeInterval: 1.0 / 30)
    var frame = desk
    frame.time = Double(index) / 30
    index += 1
    return frame
  }

  func close() {}
}

@Suite(.serialized) struct ScanPictureRateTests {
  @Test("new frames are sampled at most every 100 ms, however often the app ticks")
  func pictureSamplingIsCapped() throws {
    let desk = try ScanFrames.all()[14]
    let box = UncheckedFrames([desk])
    let harness = try ScanHarness(policy: .auto) { () throws(FrameSourceError) in EndlessDeskSource(box.frames[0]) }
    // Given the picture drawn once
    #expect(harness.waitFor { $0.contains { $0.contains("▀") } }, "\(harness.dump)")
    let screen = harness.screen
    let sampledAt = try #require(screen.pictureSampledAt)
    // When newer frames have arrived since
    let frame = Self.newerFrame(than: screen.pictureFrameNumber, on: screen)
    #expect(frame != screen.pictureFrameNumber, "no newer frame arrived")
    // Then the picture is not due 50 ms after it was sampled, and is 100 ms after
    #expect(!screen.pictureSampleDue(frame: frame, at: sampledAt + .milliseconds(50)))
    #expect(screen.pictureSampleDue(frame: frame, at: sampledAt + .milliseconds(100)))
    // And the same frame is never sampled twice
    #expect(!screen.pictureSampleDue(frame: screen.pictureFrameNumber, at: sampledAt + .seconds(1)))
  }

  @Test("a newer frame of the same still desk is sampled but not drawn again")
  func unchangedPictureIsNotRedrawn() throws {
    let desk = try ScanFrames.all()[14]
    let box = UncheckedFrames([desk])
    let harness = try ScanHarness(policy: .auto) { () throws(FrameSourceError) in EndlessDeskSource(box.frames[0]) }
    // Given the desk drawn once
    #expect(harness.waitFor { $0.contains { $0.contains("▀") } }, "\(harness.dump)")
    let screen = harness.screen
    let sampled = screen.pictureFrameNumber
    let sampledAt = try #require(screen.pictureSampledAt)
    let frame = Self.newerFrame(than: sampled, on: screen)
    #expect(frame != sampled, "no newer frame arrived")
    // When the screen looks at it when due
    let changed = screen.refreshPicture(at: sampledAt + ScanScreen.pictureInterval)
    // Then it sampled the newer frame, and nothing on it asks for a drawing
    #expect(screen.pictureFrameNumber > sampled)
    #expect(!changed)
  }

  @Test("a newer frame that shows something else is drawn")
  func changedPictureIsRedrawn() throws {
    let frames = try ScanFrames.all()
    let box = UncheckedFrames([frames[14], ScanPictureTests.frame { x, _ in x < 640 ? 20 : 230 }])
    let harness = try ScanHarness(policy: .auto) { () throws(FrameSourceError) in
      AlternatingSource(box.frames[0], box.frames[1])
    }
    // Given the picture drawn once
    #expect(harness.waitFor { $0.contains { $0.contains("▀") } }, "\(harness.dump)")
    let screen = harness.screen
    let sampled = screen.pictureFrameNumber
    let sampledAt = try #require(screen.pictureSampledAt)
    // When the other picture has arrived (every other frame is the other one)
    let frame = Self.newerFrame(than: sampled, on: screen, by: 2)
    #expect(frame >= sampled + 2, "no newer frames arrived")
    // Then a sampling of the latest frame changes what is shown whenever its picture differs from the last one
    var changes = 0
    for step in 1...4 {
      let before = screen.picture.pixels
      let changed = screen.refreshPicture(at: sampledAt + ScanScreen.pictureInterval * step)
      #expect(changed == (screen.picture.pixels != before))
      if changed { changes += 1 }
      _ = Self.newerFrame(than: screen.pictureFrameNumber, on: screen)
    }
    #expect(changes > 0)
  }

  /// Waits (real time, at most 10 s) until the pipeline has delivered `count` frames after `frame`.
  static func newerFrame(than frame: Int, on screen: ScanScreen, by count: Int = 1) -> Int {
    let deadline = ContinuousClock.now + .seconds(10)
    var newest = frame
    while newest < frame + count && ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.01)
      newest = screen.session?.pipeline.preview.frameNumber ?? -1
    }
    return newest
  }
}

/// Two pictures in turn at 30 frames a second of real time.
final class AlternatingSource: FrameSource {
  let kind = FrameSourceKind.live
  let name = "alternating desk"
  private let pictures: [GreyFrame]
  private var index = 0

  init(_ first: GreyFrame, _ second: GreyFrame) { pictures = [first, second] }

  func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    Thread.sleep(forTimeInterval: 1.0 / 30)
    var frame = pictures[index % 2]
    frame.time = Double(index) / 30
    index += 1
    return frame
  }

  func close() {}
}
