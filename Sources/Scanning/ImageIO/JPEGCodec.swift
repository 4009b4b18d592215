import CImageIO
import Glibc

/// JPEG through libjpeg-turbo. The call sequences live in the shim header (libjpeg reports errors by
/// longjmp, which Swift cannot catch); this file only moves buffers across.
enum JPEGCodec {
  /// libjpeg's working memory cap (`max_memory_to_use`): a progressive JPEG at the largest size `FrameLimits`
  /// allows needs about 384 MiB of coefficients; anything asking for more is refused by libjpeg itself.
  static let workingMemory = 512 << 20

  /// Decodes JPEG bytes to grey (`stockroom_jpeg_decode_grey`: jpeg_read_header, the size check against `limits`,
  /// then libjpeg with JCS_GRAYSCALE output).
  static func decode(_ data: [UInt8], path: String, limits: FrameLimits) throws(FrameSourceError) -> GreyFrame {
    var pixels: UnsafeMutablePointer<UInt8>? = nil
    var width: Int32 = 0
    var height: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = data.withUnsafeBufferPointer { bytes in
      stockroom_jpeg_decode_grey(
        bytes.baseAddress, UInt(bytes.count), limits.maxSide, limits.maxPixels, workingMemory, &pixels, &width,
        &height, &message, 256)
    }
    if status == -2 { throw .imageTooLarge(path: path, width: Int(width), height: Int(height)) }
    guard status == 0, let pixels else { throw .badImage(path: path, reason: text(message)) }
    defer { free(pixels) }
    // The shim only succeeds within `limits`, so this product cannot overflow; check anyway, it is cheap.
    guard limits.allows(width: Int(width), height: Int(height)) else {
      throw .imageTooLarge(path: path, width: Int(width), height: Int(height))
    }
    let count = Int(width) * Int(height)
    return GreyFrame(
      width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }

  /// Encodes `frame` as a grey JPEG (`stockroom_jpeg_encode_grey`), for fixtures and recordings.
  static func encode(
    _ frame: GreyFrame, quality: Int = 90, progressive: Bool = false
  ) -> Result<[UInt8], ImageCodecError> {
    guard FrameLimits.standard.allows(width: frame.width, height: frame.height) else {
      return .failure(ImageCodecError("cannot encode a \(frame.width)x\(frame.height) frame"))
    }
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    var message = [CChar](repeating: 0, count: 256)
    let (width, height) = (Int32(clamping: frame.width), Int32(clamping: frame.height))
    let level = Int32(clamping: min(max(quality, 1), 100))
    let status = frame.pixels.withUnsafeBufferPointer { pixels in
      stockroom_jpeg_encode_grey(
        pixels.baseAddress, width, height, level, progressive ? 1 : 0, &output, &size, &message, 256)
    }
    guard status == 0, let output else { return .failure(ImageCodecError(text(message))) }
    defer { free(output) }
    return .success(Array(UnsafeBufferPointer(start: output, count: Int(clamping: size))))
  }

  private static func text(_ message: [CChar]) -> String {
    let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return reason.isEmpty ? "libjpeg failed" : reason
  }
}
