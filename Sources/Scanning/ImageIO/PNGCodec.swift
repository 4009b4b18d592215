import CImageIO

/// PNG through libpng's simplified API (`png_image_*`), which converts any colour type and bit depth.
enum PNGCodec {
  /// Decodes PNG bytes to grey (`png_image_begin_read_from_memory`, which reads only the header; the size check
  /// against `limits`; then `png_image_finish_read` with PNG_FORMAT_GRAY: libpng turns colour into luminance and
  /// composites any alpha onto white paper).
  static func decode(_ data: [UInt8], path: String, limits: FrameLimits) throws(FrameSourceError) -> GreyFrame {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
    guard begun != 0 else { throw .badImage(path: path, reason: message(&image)) }
    image.format = UInt32(PNG_FORMAT_GRAY)
    let width = Int(image.width)
    let height = Int(image.height)
    do {
      try limits.check(width: width, height: height, path: path)
    } catch {
      png_image_free(&image)
      throw error
    }
    var pixels = [UInt8](repeating: 0, count: width * height)
    var white = png_color(red: 255, green: 255, blue: 255)
    let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, &white, $0.baseAddress, 0, nil) }
    guard finished != 0 else {
      let reason = message(&image)
      png_image_free(&image)
      throw .badImage(path: path, reason: reason)
    }
    return GreyFrame(width: width, height: height, pixels: pixels)
  }

  /// Writes `frame` as an 8-bit grey PNG file (`png_image_write_to_file`).
  static func write(_ frame: GreyFrame, to path: String) -> Result<Void, ImageCodecError> {
    guard FrameLimits.standard.allows(width: frame.width, height: frame.height) else {
      return .failure(ImageCodecError("cannot write a \(frame.width)x\(frame.height) frame"))
    }
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(clamping: frame.width)
    image.height = UInt32(clamping: frame.height)
    image.format = UInt32(PNG_FORMAT_GRAY)
    let stride = Int32(clamping: frame.width)
    let written = frame.pixels.withUnsafeBytes {
      png_image_write_to_file(&image, path, 0, $0.baseAddress, stride, nil)
    }
    guard written != 0 else { return .failure(ImageCodecError(message(&image))) }
    return .success(())
  }

  private static func message(_ image: inout png_image) -> String {
    let reason = String(cString: stockroom_png_message(&image))
    return reason.isEmpty ? "libpng failed" : reason
  }
}

/// A codec's own words for why it failed.
struct ImageCodecError: Error, Sendable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
