/// One way of preparing a frame for zbar. The plain pass is zbar on the frame as it is; the others are
/// the hard-image passes, tried in order only when the plain pass finds nothing.
struct DecodePass: Sendable {
  let name: String
  /// Working images and the maps from their pixels back to the input frame.
  let prepare: @Sendable (GreyFrame) -> [(GreyFrame, AffineMap)]

  static let plain = DecodePass(name: "plain") { [($0, .identity)] }

  /// Dark and noisy frames: blur away sensor noise, then stretch the grey levels.
  static let denoise = DecodePass(name: "denoise") { [(ImageOps.stretchContrast(ImageOps.gaussian5($0)), .identity)] }

  /// Heavy noise: averaging 2x2 blocks cuts noise in half and zbar reads the smaller image faster.
  static let halve = DecodePass(name: "halve") {
    [(ImageOps.stretchContrast(ImageOps.halve(ImageOps.gaussian5($0))), .scale(0.5))]
  }

  /// Small or distant codes: twice the pixels per module.
  static let upscale = DecodePass(name: "upscale") {
    [(ImageOps.resize(ImageOps.stretchContrast($0), factor: 2), .scale(2))]
  }

  /// Defocus and motion blur: steeper edges (amount 1: stronger sharpening was measured to read no more).
  static let sharpen = DecodePass(name: "sharpen") {
    [(ImageOps.sharpen(ImageOps.stretchContrast($0), amount: 1), .identity)]
  }

  /// Marks the live full-resolution pass (the reader runs it with its own scanner; see `ImagePass`).
  static let fullResolution = DecodePass(name: "full-resolution") { [($0, .identity)] }

  /// Shadows and uneven light.
  static let localContrast = DecodePass(name: "local-contrast") { [(ImageOps.localNormalise($0), .identity)] }

  /// Light codes on dark ground.
  static let invert = DecodePass(name: "invert") { [(ImageOps.invert($0), .identity)] }

  /// Linear codes turned about 45 degrees, which neither zbar's rows nor its columns cross whole.
  static let rotate = DecodePass(name: "rotate") { frame in
    let smooth = ImageOps.stretchContrast(ImageOps.gaussian5(frame))
    return [ImageOps.rotate(smooth, degrees: 45), ImageOps.rotate(smooth, degrees: -45)]
  }

  /// Tiny codes printed without a quiet zone (a few pixels a module, nothing around them): enlarged with sharp
  /// modules inside a white margin, which zxing-cpp 1.4 needs to find a DataMatrix's edges.
  static let quietZone = DecodePass(name: "quiet-zone") { frame in
    let side = max(frame.width, frame.height)
    return [ImageOps.quietZoned(frame, margin: max(4, side / 8), factor: max(1, min(4, 240 / max(side, 1))))]
  }

  /// An image small enough for `quietZone` to be worth a look (a code drawn by itself, not a photograph).
  static func isTiny(_ frame: GreyFrame) -> Bool { max(frame.width, frame.height) <= 200 }

  static func of(_ pass: ImagePass) -> DecodePass {
    switch pass {
    case .denoise: .denoise
    case .halve: .halve
    case .sharpen: .sharpen
    case .upscale: .upscale
    case .localContrast: .localContrast
    case .rotate: .rotate
    case .invert: .invert
    case .fullResolution: .fullResolution
    }
  }
}
