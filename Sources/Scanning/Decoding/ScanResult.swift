import InventoryCore

/// One code read from one frame.
public struct ScanResult: Sendable, Hashable {
  /// The exact bytes in the code, taken with their length from the decoder.
  public var bytes: [UInt8]
  public var symbology: Symbology
  /// The decoder's location points mapped to frame coordinates: four corners for QR, scan-line hits for linear codes.
  public var polygon: [PixelPoint]
  /// The box around `polygon`, in frame coordinates.
  public var box: PixelRect
  /// The code's area in pixels: the quadrilateral's for QR, the box's for linear codes.
  public var area: Int
  public var orientation: CodeOrientation
  /// The decoder that read it first ("zbar", "zxing").
  public var decoder: String
  /// The decoder's own measure of the read; for zbar, the number of scan lines that read a linear code
  /// (1 for QR).
  public var decoderQuality: Int
  /// The time of the frame it was read from (source clock, seconds).
  public var frameTime: Double
  /// The decoder pass that read it ("plain", "denoise", "upscale", ...), for benchmarks and debugging.
  public var pass: String
  /// The code holds GS1 element strings (its bytes separate variable-length elements with GS, 0x1D).
  public var carriesGS1: Bool
  /// What backs the read: on a still image, whether the other decoder or a second pass read it too.
  public var confidence: ReadConfidence

  public init(
    bytes: [UInt8], symbology: Symbology, polygon: [PixelPoint], orientation: CodeOrientation = .unknown,
    decoder: String = "zbar", decoderQuality: Int = 1, frameTime: Double = 0, pass: String = "plain",
    carriesGS1: Bool = false, confidence: ReadConfidence? = nil
  ) {
    self.bytes = bytes
    self.symbology = symbology
    self.polygon = polygon
    self.box = PixelRect(enclosing: polygon)
    self.area = symbology.isTwoDimensional && polygon.count == 4 ? Self.quadrilateralArea(polygon) : box.area
    self.orientation = orientation
    self.decoder = decoder
    self.decoderQuality = decoderQuality
    self.frameTime = frameTime
    self.pass = pass
    self.carriesGS1 = carriesGS1
    self.confidence =
      confidence
      ?? (symbology.isTwoDimensional
        ? ReadConfidence(basis: .errorCorrection, decoders: [decoder], passes: 1) : .single(decoder))
  }

  /// The bytes as text: UTF-8 when they are valid UTF-8, else ISO 8859-1 (zbar's default for QR bytes).
  public var text: String {
    if let utf8 = String(validating: bytes, as: UTF8.self) { return utf8 }
    return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
  }

  /// What identifies one physical code across frames.
  public var identity: CodeIdentity { CodeIdentity(symbology: symbology, bytes: bytes) }

  static func quadrilateralArea(_ points: [PixelPoint]) -> Int {
    var twice = 0
    for index in points.indices {
      let next = points[(index + 1) % points.count]
      twice += points[index].x * next.y - next.x * points[index].y
    }
    return abs(twice) / 2
  }
}

/// Symbology and bytes: two reads of the same code have the same identity.
public struct CodeIdentity: Sendable, Hashable {
  public var symbology: Symbology
  public var bytes: [UInt8]
}

/// Failures of the decoder itself (not "nothing found", which is an empty list).
public enum ScanError: Error, Sendable, Equatable, CustomStringConvertible {
  case decoderUnavailable(String)

  public var description: String {
    switch self {
    case .decoderUnavailable(let reason): "the barcode decoder failed: \(reason)"
    }
  }
}
