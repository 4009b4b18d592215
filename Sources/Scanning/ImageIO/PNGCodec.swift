import CImageIO

/// PNG through libpng's simplified API (`png_image_*`), which converts any colour type and bit depth.
enum PNGCodec {
  /// Decodes PNG bytes to grey (`png_image_begin_read_from_memory`, `png_image_finish_read` with
  /// PNG_FORMAT_GRAY: libpng turns colour into luminance and composites any alpha onto white paper).
  static func decode(_ data: [UInt8]) -> Result<GreyFrame, ImageCodecError> {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard begun != 0 else { return .failure(ImageCodecError(message(&image))) }
    image.format = UInt32(PNG_FORMAT_GRAY)
    let width = Int(image.width)
    let height = Int(image.height)
    guard width > 0, height > 0, width * height <= 1 << 28 else {
      png_image_free(&image)
      return .failure(ImageCodecError("image too large (\(width)x\(height))"))
    }
    var pixels = [UInt8](repeating: 0, count: width * height)
    var white = png_color(red: 255, green: 255, blue: 255)
    let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, &white, $0.baseAddress, 0, nil) }
    guard finished != 0 else {
      let reason = message(&image)
      png_image_free(&image)
      return .failure(ImageCodecError(reason))
    }
    return .success(GreyFrame(width: width, height: height, pixels: pixels))
  }

  /// Writes `frame` as an 8-bit grey PNG file (`png_image_write_to_file`).
  static func write(_ frame: GreyFrame, to path: String) -> Result<Void, ImageCodecError> {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(frame.width)
    image.height = UInt32(frame.height)
    image.format = UInt32(PNG_FORMAT_GRAY)
    let written = frame.pixels.withUnsafeBytes {
      png_image_write_to_file(&image, path, 0, $0.baseAddress, Int32(frame.width), nil)
    }
    guard written != 0 else { return .failure(ImageCodecError(message(&image))) }
    return .success(())
  }

  private static func message(_ image: inout png_image) -> String {
    String(cString: stockroom_png_message(&image))
  }
}

/// A codec's own words for why it failed.
struct ImageCodecError: Error, Sendable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
