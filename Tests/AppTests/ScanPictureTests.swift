import Foundation
import Scanning
import TerminalUI
import Testing

@testable import App

/// Issue 27: the Scan tab draws the camera picture from only the pixels it shows, keeps cells whose grey
/// moved by sensor noise alone, and redraws the picture at most ten times a second.
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
    #expect(updated1)
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
    #expect(updated2)
    // Then every pixel is the block's mean grey, not black or white
    #expect(picture.pixels.allSatisfy { (120...135).contains($0) }, "\(Set(picture.pixels).sorted())")
  }

  @Test("a grey that moved no more than the sensor's noise keeps its cell; a real change is drawn")
  func noiseKeepsTheOldGrey() {
    let cells = Rect(row: 0, column: 0, width: 40, height: 12)
    var picture = ScanPicture()
    // Given a desk drawn once
    let updated3 = picture.update(from: Self.frame { _, _ in 100 }, in: cells)
    #expect(updated3)
    // When the next frame is a little brighter (noise, flicker)
    let updated4 = picture.update(from: Self.frame { _, _ in 100 + UInt8(ScanPicture.steadiness) }, in: cells)
    #expect(updated4)
    // Then the picture is unchanged
    #expect(picture.pixels.allSatisfy { $0 == 100 })
    // And when something really changes (a hand, a code), it is drawn
    let updated5 = picture.update(from: Self.frame { x, _ in x < 640 ? 30 : 200 }, in: cells)
    #expect(updated5)
    #expect(picture.pixels.first == 30 && picture.pixels.last == 200)
  }

  @Test("a code's box is scaled from the frame to the picture")
  func boxesAreScaled() {
    var picture = ScanPicture()
    let updated6 = picture.update(from: Self.frame { _, _ in 0 }, in: Rect(row: 0, column: 0, width: 64, height: 18))
    #expect(updated6)
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
  @Test("new frames redraw the picture at most every 100 ms, however often the app ticks")
  func pictureRedrawIsCapped() throws {
    let desk = try ScanFrames.all()[14]
    let box = UncheckedFrames([desk])
    let harness = try ScanHarness(policy: .auto) { () throws(FrameSourceError) in EndlessDeskSource(box.frames[0]) }
    // Given the picture drawn once
    #expect(harness.waitFor { $0.contains { $0.contains("▀") } }, "\(harness.dump)")
    let screen = harness.screen
    let drawnAt = try #require(screen.drawnPictureAt)
    // When newer frames have arrived since
    let deadline = ContinuousClock.now + .seconds(10)
    var frame = screen.drawnFrameNumber
    while frame == screen.drawnFrameNumber && ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.01)
      frame = screen.session?.pipeline.preview.frameNumber ?? -1
    }
    #expect(frame != screen.drawnFrameNumber, "no newer frame arrived")
    // Then the picture is not due 50 ms after it was drawn, and is 100 ms after
    #expect(!screen.pictureRedrawDue(frame: frame, at: drawnAt + .milliseconds(50)))
    #expect(screen.pictureRedrawDue(frame: frame, at: drawnAt + .milliseconds(100)))
    // And the same frame is never drawn twice
    #expect(!screen.pictureRedrawDue(frame: screen.drawnFrameNumber, at: drawnAt + .seconds(1)))
  }
}
