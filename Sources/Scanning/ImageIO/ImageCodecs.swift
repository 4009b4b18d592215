/// The one door to the image codecs for the rest of the module (which may not import CImageIO).
public enum ImageCodecs {
  /// Decodes PNG, JPEG or binary PGM/PPM bytes, recognised by their signature, to grey. The size in the header
  /// is checked against `limits` before any pixel buffer is allocated. `path` names the file in errors.
  public static func decode(
    _ data: [UInt8], path: String, limits: FrameLimits = .standard
  ) throws(FrameSourceError) -> GreyFrame {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try PNGCodec.decode(data, path: path, limits: limits) }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEGCodec.decode(data, path: path, limits: limits) }
    if data.count > 1, data[0] == UInt8(ascii: "P"), data[1] == UInt8(ascii: "5") || data[1] == UInt8(ascii: "6") {
      return try PNMDecoder.decode(data, path: path, limits: limits)
    }
    throw .unsupportedFileType(path: path)
  }

  /// Writes `frame` as a grey PNG file (fixtures, benchmark inputs, snapshots).
  public static func writePNG(_ frame: GreyFrame, to path: String) throws(FrameSourceError) {
    if case .failure(let error) = PNGCodec.write(frame, to: path) {
      throw .unreadable(path: path, reason: "cannot write PNG: \(error.reason)")
    }
  }

  /// Encodes `frame` as grey JPEG bytes, baseline or progressive.
  public static func jpegData(
    _ frame: GreyFrame, quality: Int = 90, progressive: Bool = false
  ) throws(FrameSourceError) -> [UInt8] {
    switch JPEGCodec.encode(frame, quality: quality, progressive: progressive) {
    case .success(let bytes): return bytes
    case .failure(let error): throw .badImage(path: "(memory)", reason: error.reason)
    }
  }
}
