/// The one door to the image codecs for the rest of the module (which may not import CImageIO).
public enum ImageCodecs {
  /// Decodes PNG or JPEG bytes, recognised by their signature, to grey. Nil when neither signature matches.
  static func decodeCompressed(_ data: [UInt8]) -> Result<GreyFrame, ImageCodecError>? {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return PNGCodec.decode(data) }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return JPEGCodec.decode(data) }
    return nil
  }

  /// Writes `frame` as a grey PNG file (fixtures, benchmark inputs, snapshots).
  public static func writePNG(_ frame: GreyFrame, to path: String) throws(FrameSourceError) {
    if case .failure(let error) = PNGCodec.write(frame, to: path) {
      throw .unreadable(path: path, reason: "cannot write PNG: \(error.reason)")
    }
  }

  /// Encodes `frame` as grey JPEG bytes.
  public static func jpegData(_ frame: GreyFrame, quality: Int = 90) throws(FrameSourceError) -> [UInt8] {
    switch JPEGCodec.encode(frame, quality: quality) {
    case .success(let bytes): return bytes
    case .failure(let error): throw .badImage(path: "(memory)", reason: error.reason)
    }
  }
}
