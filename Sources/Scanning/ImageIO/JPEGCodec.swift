import CImageIO
import Glibc

/// JPEG through libjpeg-turbo. The call sequences live in the shim header (libjpeg reports errors by
/// longjmp, which Swift cannot catch); this file only moves buffers across.
enum JPEGCodec {
  /// Decodes JPEG bytes to grey (`stockroom_jpeg_decode_grey`: libjpeg with JCS_GRAYSCALE output).
  static func decode(_ data: [UInt8]) -> Result<GreyFrame, ImageCodecError> {
    var pixels: UnsafeMutablePointer<UInt8>? = nil
    var width: Int32 = 0
    var height: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = data.withUnsafeBufferPointer { bytes in
      stockroom_jpeg_decode_grey(bytes.baseAddress, UInt(bytes.count), &pixels, &width, &height, &message, 256)
    }
    guard status == 0, let pixels else { return .failure(ImageCodecError(text(message))) }
    defer { free(pixels) }
    let count = Int(width) * Int(height)
    let frame = GreyFrame(
      width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    return .success(frame)
  }

  /// Encodes `frame` as a grey JPEG (`stockroom_jpeg_encode_grey`), for fixtures and recordings.
  static func encode(_ frame: GreyFrame, quality: Int = 90) -> Result<[UInt8], ImageCodecError> {
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = frame.pixels.withUnsafeBufferPointer { pixels in
      stockroom_jpeg_encode_grey(
        pixels.baseAddress, Int32(frame.width), Int32(frame.height), Int32(quality), &output, &size, &message, 256)
    }
    guard status == 0, let output else { return .failure(ImageCodecError(text(message))) }
    defer { free(output) }
    return .success(Array(UnsafeBufferPointer(start: output, count: Int(size))))
  }

  private static func text(_ message: [CChar]) -> String {
    let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return reason.isEmpty ? "libjpeg failed" : reason
  }
}
