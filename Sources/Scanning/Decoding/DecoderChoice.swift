/// Which decoders read a frame.
public enum DecoderChoice: String, Sendable, CaseIterable, Codable {
  /// zbar, then zxing-cpp: on a still image both read and cross-check every code; on video zbar reads
  /// each frame and zxing-cpp reads the 2D-only formats and the frames where zbar finds nothing.
  case both
  /// zbar alone (no DataMatrix, PDF417 or Aztec; Code 128's FNC4 ignored).
  case zbar
  /// zxing-cpp alone.
  case zxing

  /// The decoders, first one first.
  func makeDecoders() -> [any BarcodeDecoder] {
    switch self {
    case .both: [ZBarDecoder(), ZXingDecoder()]
    case .zbar: [ZBarDecoder()]
    case .zxing: [ZXingDecoder()]
    }
  }
}
