import Testing

@testable import TerminalUI

@Suite("Grey image drawing")
struct PixelTests {
  /// A 4×4 image: top half black, bottom half white.
  let image: [UInt8] = Array(repeating: 0, count: 8) + Array(repeating: 255, count: 8)

  @Test("half blocks carry two pixels per cell as foreground and background greys")
  func halfBlocks() throws {
    var canvas = Canvas(size: TerminalSize(columns: 4, rows: 2))
    let drawn = canvas.drawGreyImage(image, width: 4, height: 4, in: canvas.bounds, mode: .halfBlocks)
    let placement = try #require(drawn)
    #expect(placement.cells == Rect(row: 0, column: 0, width: 4, height: 2))
    #expect(canvas.lines == ["▀▀▀▀", "▀▀▀▀"])
    #expect(canvas[0, 0].role == .pixels(top: 0, bottom: 0))
    #expect(canvas[1, 3].role == .pixels(top: 255, bottom: 255))
  }

  @Test("without colours the image becomes a shade ramp")
  func shadeRamp() {
    var canvas = Canvas(size: TerminalSize(columns: 4, rows: 2))
    canvas.drawGreyImage(image, width: 4, height: 4, in: canvas.bounds, mode: .shadeRamp)
    #expect(canvas.lines == ["    ", "████"])
    #expect(PixelMode.best(theme: .monochrome, colorCount: 256) == .shadeRamp)
    #expect(PixelMode.best(theme: .colour, colorCount: 8) == .shadeRamp)
    #expect(PixelMode.best(theme: .colour, colorCount: 256) == .halfBlocks)
  }

  @Test("the aspect ratio is kept and the image centred; a short buffer draws nothing")
  func aspectAndValidation() throws {
    var canvas = Canvas(size: TerminalSize(columns: 20, rows: 4))
    let wide = [UInt8](repeating: 128, count: 8 * 8)
    let drawn = canvas.drawGreyImage(wide, width: 8, height: 8, in: canvas.bounds, mode: .halfBlocks)
    let placement = try #require(drawn)
    // A square image in 4 rows (8 square pixels tall) is 8 columns wide, centred in 20.
    #expect(placement.cells == Rect(row: 0, column: 6, width: 8, height: 4))
    #expect(canvas.drawGreyImage(wide, width: 9, height: 8, in: canvas.bounds, mode: .halfBlocks) == nil)
  }

  @Test("outlines in image coordinates land on the right cells")
  func outline() throws {
    var canvas = Canvas(size: TerminalSize(columns: 8, rows: 4))
    let pixels = [UInt8](repeating: 0, count: 16 * 16)
    let drawn = canvas.drawGreyImage(pixels, width: 16, height: 16, in: canvas.bounds, mode: .shadeRamp)
    let placement = try #require(drawn)
    canvas.drawImageOutline(x: 4, y: 4, width: 8, height: 8, on: placement)
    #expect(canvas.lines == ["        ", "  ┌──┐  ", "  └──┘  ", "        "])
    #expect(canvas[1, 2].role == .success)
  }
}
