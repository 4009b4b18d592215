import Foundation
import Scanning
import ScanningFixtures

/// Camera-like 1280x720 footage at 30 fps: a printed label (a zint code on white paper, lit a little dull,
/// slightly out of focus and turned a few degrees) brought into view over Scene's noisy desk, with the motion
/// blur of a 1/60 s exposure while it moves. Each clip knows the first frame where the whole label is in view.
struct CameraClip {
  enum Motion: String, CaseIterable {
    /// Slides in from the left or right edge at a steady speed and, once wholly in view, slows down (half the
    /// speed each frame) to rest with a little hand shake.
    case slide
    /// Appears at once (brought in between two frames), more defocused for the first frames, then rests.
    case appear
  }

  var spec: CodeSpec
  var motion: Motion
  var frames: [GreyFrame]
  /// Index of the first frame in which the label, paper margin included, lies wholly inside the frame.
  var fullyInView: Int

  static let width = 1280
  static let height = 720
  static let frameRate = 30.0
  /// Empty desk before the label comes.
  static let leadIn = 6
  /// Frames the label rests in view.
  static let rest = 30
  /// Frames of extra defocus when the label appears (the focus settling).
  static let focusFrames = [3, 1]

  /// The label as the camera sees it when still: dull paper, defocus, a small turn (or `turn` degrees).
  static func label(_ spec: CodeSpec, scale: Double, seed: UInt64, turn: Double? = nil) throws -> GreyFrame {
    var random = SeededGenerator(seed: seed)
    let code = try Zint.frame(spec, scale: scale)
    let small = Double(random.int(-4...4))
    // A steep turn needs room for the corners: the paper grows to the label's diagonal.
    let room = turn == nil ? 24 : max(code.width, code.height) * 3 / 4 + 24
    let paper = Degrade.place(code, on: code.width + room, code.height + room, at: nil)
    let turned = Degrade.rotate(paper, degrees: turn ?? small)
    var dull = Degrade.blur(turned, radius: 1, passes: 1)
    // Paper under room light: white about 205, ink about 45.
    for index in dull.pixels.indices { dull.pixels[index] = UInt8(45 + Int(dull.pixels[index]) * 160 / 255) }
    return dull
  }

  /// A clip of `spec`; `speed` is the slide's speed in pixels per frame (the sliding label comes from the left
  /// for even seeds, from the right for odd ones). An `aimed` label rests across the frame's middle row (and an
  /// appearing one across the middle column too), as the scan screen asks; otherwise it rests in the top-left
  /// quarter, clear of both.
  static func make(
    _ spec: CodeSpec, scale: Double, motion: Motion, speed: Int, aimed: Bool = true, turn: Double? = nil,
    seed: UInt64
  ) throws -> CameraClip {
    var random = SeededGenerator(seed: seed &* 7919 &+ 13)
    let label = try label(spec, scale: scale, seed: seed, turn: turn)
    let scene = Scene(width: width, height: height, frameRate: frameRate, noise: 6, seed: seed)
    let (middleX, middleY) = ((width - label.width) / 2, (height - label.height) / 2)
    let y =
      aimed
      ? middleY + random.int(-label.height / 4...label.height / 4)
      : random.int(20...max(20, middleY - label.height / 2 - 20))
    var restX =
      aimed
      ? middleX + random.int(-label.width / 4...label.width / 4)
      : random.int(20...max(20, middleX - label.width / 2 - 20))
    var timeline: [[Scene.Placement]] = Array(repeating: [], count: leadIn)
    var fullyInView = leadIn
    switch motion {
    case .slide:
      // In at a steady speed until the whole label is in view, then slowing (half the speed each frame) to rest.
      let fromLeft = seed % 2 == 0
      let inside = fromLeft ? 0 : width - label.width
      var x = fromLeft ? -label.width + speed : width - speed
      var step = speed
      while step >= 1 {
        let blurred = motionBlurred(label, length: step / 2)
        timeline.append([Scene.Placement(blurred, at: PixelPoint(x: x - (blurred.width - label.width) / 2, y: y))])
        let whole = fromLeft ? x >= inside : x <= inside
        if !whole { fullyInView = timeline.count } else { step /= 2 }
        x += fromLeft ? step : -step
      }
      restX = x
    case .appear:
      for passes in focusFrames {
        let defocused = Degrade.blur(label, radius: 1, passes: passes)
        timeline.append([Scene.Placement(defocused, at: PixelPoint(x: restX, y: y))])
      }
    }
    for _ in 0..<rest {
      timeline.append([Scene.Placement(label, at: PixelPoint(x: restX + random.int(-1...1), y: y + random.int(-1...1)))]
      )
    }
    return CameraClip(spec: spec, motion: motion, frames: scene.render(timeline), fullyInView: fullyInView)
  }

  /// A horizontal box blur `length` pixels long (the label moving that far while the shutter is open), on a
  /// canvas widened by the blur and padded with desk grey, so that the smear fades into the desk.
  static func motionBlurred(_ image: GreyFrame, length: Int) -> GreyFrame {
    guard length > 1 else { return image }
    let pad = length / 2
    let wide = GreyFrame(width: image.width + 2 * pad, height: image.height, filledWith: 170)
    var out = wide
    for y in 0..<image.height {
      // Prefix sums of the padded row; each output pixel averages `length` of them.
      var sums = [Int](repeating: 0, count: wide.width + 1)
      for x in 0..<wide.width {
        let inImage = x - pad
        let level = (0..<image.width).contains(inImage) ? Int(image[inImage, y]) : 170
        sums[x + 1] = sums[x] + level
      }
      for x in 0..<wide.width {
        let low = max(0, x - length / 2)
        let high = min(wide.width, low + length)
        out[x, y] = UInt8((sums[high] - sums[low]) / max(high - low, 1))
      }
    }
    return out
  }
}
