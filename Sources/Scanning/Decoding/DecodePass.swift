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

  /// Tiny codes (1 or 2 pixels a module, often without a quiet zone, as `zint` writes them by default): enlarged
  /// with sharp modules (each pixel a block) inside a white margin, grey levels stretched. zxing-cpp 1.4 finds no
  /// edge of a DataMatrix without the margin, nor a DataMatrix or Aztec symbol of 1-pixel modules in a larger
  /// image; zbar reads neither a QR code nor a Code 39 of 1-pixel modules. Nil when the image is not small.
  static func enlarged(_ frame: GreyFrame) -> DecodePass? {
    guard let factor = enlargement(width: frame.width, height: frame.height) else { return nil }
    return DecodePass(name: "enlarged") { frame in
      [ImageOps.quietZoned(ImageOps.stretchContrast(frame), margin: quietMargin(frame), factor: factor)]
    }
  }

  /// Images of at most this many pixels are small: a code saved or cut out by itself (a VGA photo has 307 200).
  static let smallImagePixels = 320 * 240

  /// Pixels the enlarged image may have: the factor is the largest of 4, 3 and 2 within it, so that the look
  /// costs the same work on every machine and never more than a few plain passes of a VGA photo.
  static let enlargedImagePixels = 1_228_800

  /// The enlargement of a small `width` x `height` image (4, 3 or 2), nil when it is not small.
  static func enlargement(width: Int, height: Int) -> Int? {
    guard width > 0, height > 0, width <= smallImagePixels / height else { return nil }
    let margin = quietMargin(width: width, height: height)
    let padded = (width + 2 * margin) * (height + 2 * margin)
    return [4, 3, 2].first { padded * $0 * $0 <= enlargedImagePixels }
  }

  /// The white margin around the enlarged image, in image pixels: a quiet zone of a few modules at 1 or 2 pixels
  /// a module, whatever the image holds.
  static func quietMargin(width: Int, height: Int) -> Int { max(4, max(width, height) / 8) }

  private static func quietMargin(_ frame: GreyFrame) -> Int { quietMargin(width: frame.width, height: frame.height) }

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
