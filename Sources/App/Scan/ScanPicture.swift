import Scanning
import TerminalUI

/// The camera picture as the Scan tab draws it, reduced to exactly the pixels the canvas shows (a cell is one
/// pixel wide and two tall), each the average of a small block around its place: a 720p frame has 921,600
/// pixels and a 65×32-cell picture needs 4,160, so averaging the whole frame down cost more than all the rest
/// of the drawing. A pixel that moved by no more than `steadiness` grey levels since the last drawing keeps
/// its old value: a camera's sensor noise on a still desk then leaves the cells as they were, and the
/// terminal is sent only what really changed, and a picture in which no pixel changed is not drawn again.
struct ScanPicture {
  /// What sampling a frame did to the picture.
  enum Update: Equatable {
    /// Nothing kept: the frame or the cells are empty, or the frame's pixels do not match its size.
    case empty
    /// Every pixel kept its grey (at most noise since the last sampling): nothing needs drawing.
    case unchanged
    /// A new size, or at least one pixel moved by more than `steadiness`.
    case changed
  }

  /// Grey levels a pixel may drift before it is drawn anew (the 256-colour palette's greys are ~10 apart).
  static let steadiness = 8
  /// Side of the block averaged for each pixel, at most (smaller when the frame is barely reduced).
  static let blockSide = 4

  private(set) var width = 0
  private(set) var height = 0
  private(set) var pixels: [UInt8] = []
  /// The frame's size: detection boxes are scaled from it.
  private(set) var sourceWidth = 0
  private(set) var sourceHeight = 0

  /// The picture's size in pixels for a `frameWidth`×`frameHeight` frame drawn into `cells`, placed as
  /// `Canvas.drawGreyImage` places an image (aspect ratio kept, as large as fits); nil when either is empty.
  static func size(frameWidth: Int, frameHeight: Int, in cells: Rect) -> (width: Int, height: Int)? {
    guard frameWidth > 0, frameHeight > 0, cells.width > 0, cells.height > 0 else { return nil }
    let scale = max(Double(frameWidth) / Double(cells.width), Double(frameHeight) / (Double(cells.height) * 2))
    let columns = max(1, min(cells.width, Int((Double(frameWidth) / scale).rounded())))
    let rows = max(1, min(cells.height, Int((Double(frameHeight) / (scale * 2)).rounded())))
    return (columns, rows * 2)
  }

  /// Samples `frame` for drawing into `cells`, and says whether the picture changed.
  mutating func update(from frame: GreyFrame, in cells: Rect) -> Update {
    let (count, overflow) = frame.width.multipliedReportingOverflow(by: frame.height)
    guard !overflow, frame.pixels.count >= count,
      let size = Self.size(frameWidth: frame.width, frameHeight: frame.height, in: cells)
    else {
      self = ScanPicture()
      return .empty
    }
    let keepsOld = size.width == width && size.height == height && pixels.count == size.width * size.height
    if !keepsOld { pixels = [UInt8](repeating: 0, count: size.width * size.height) }
    let perX = Double(frame.width) / Double(size.width)
    let perY = Double(frame.height) / Double(size.height)
    let block = max(1, min(Self.blockSide, Int(min(perX, perY))))
    var changed = !keepsOld
    frame.pixels.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { target in
        for y in 0..<size.height {
          let top = min(frame.height - block, max(0, Int((Double(y) + 0.5) * perY) - block / 2))
          for x in 0..<size.width {
            let left = min(frame.width - block, max(0, Int((Double(x) + 0.5) * perX) - block / 2))
            var sum = 0
            for row in top..<(top + block) {
              let base = row * frame.width + left
              for column in base..<(base + block) { sum += Int(source[column]) }
            }
            let value = UInt8(clamping: sum / (block * block))
            let index = y * size.width + x
            if !keepsOld || abs(Int(value) - Int(target[index])) > Self.steadiness {
              changed = changed || target[index] != value
              target[index] = value
            }
          }
        }
      }
    }
    changed = changed || (sourceWidth, sourceHeight) != (frame.width, frame.height)
    (width, height, sourceWidth, sourceHeight) = (size.width, size.height, frame.width, frame.height)
    return changed ? .changed : .unchanged
  }

  /// `box` (frame coordinates) in this picture's pixels.
  func scaled(_ box: PixelRect) -> PixelRect {
    guard sourceWidth > 0, sourceHeight > 0 else { return box }
    let sx = Double(width) / Double(sourceWidth)
    let sy = Double(height) / Double(sourceHeight)
    return PixelRect(
      x: Int(Double(box.x) * sx), y: Int(Double(box.y) * sy), width: max(1, Int((Double(box.width) * sx).rounded())),
      height: max(1, Int((Double(box.height) * sy).rounded())))
  }
}
