import InventoryCore

/// A barcode decoder: one read call on one grey image, options that state their defaults, and the codes
/// found as values ("nothing found" is an empty list). zxing-cpp's `ReadBarcodes(image, options)` is
/// the model; `ZBarDecoder` is the first implementation, and tests hand the pipeline a scripted one.
///
/// A decoder may keep per-call state (zbar does), so it need not be thread-safe: use one per thread.
/// `BarcodeReader` adds everything above a single read (hard-image passes, focus area, strategy).
public protocol BarcodeDecoder: AnyObject {
  /// A short name for results, benchmarks and errors ("zbar").
  var name: String { get }

  /// The codes in `image`, in `image`'s pixel coordinates. Throws only when the decoder itself fails.
  func decode(_ image: GreyFrame, options: DecoderOptions) throws(ScanError) -> [DecodedSymbol]

  /// Readies the decoder for `options` so that a broken decoder fails before the first frame, not on it.
  func prepare(_ options: DecoderOptions) throws(ScanError)
}

extension BarcodeDecoder {
  /// Nothing to ready by default.
  public func prepare(_ options: DecoderOptions) throws(ScanError) {}
}

/// What one decode call looks for and how hard. Every option states its default.
public struct DecoderOptions: Sendable, Hashable {
  /// Symbologies to look for. Default: the inventory's (retail codes, Code 128 and QR).
  public var symbologies: Set<Symbology> = ScanOptions.inventorySymbologies
  /// Read every `density`-th row and column. Default: 1 (every line, the most thorough); 2 halves the
  /// cost of a large frame. Values below 1 count as 1.
  public var density = 1
  /// Look everywhere in the image, where a decoder finds some codes only in certain places (zxing-cpp 1.4:
  /// DataMatrix and Aztec; see `ZXingRecentring`). Default: true (a still image); false takes one more place
  /// per call, in turn (video: the code stays in view for many frames).
  public var searchesEverywhere = true

  public init(
    symbologies: Set<Symbology> = ScanOptions.inventorySymbologies, density: Int = 1, searchesEverywhere: Bool = true
  ) {
    self.symbologies = symbologies
    self.density = max(1, density)
    self.searchesEverywhere = searchesEverywhere
  }
}

/// One code as a decoder reported it, in the coordinates of the image it read.
public struct DecodedSymbol: Sendable, Equatable {
  /// The exact bytes in the code.
  public var bytes: [UInt8]
  public var symbology: Symbology
  /// Location points: four corners for 2D codes; for zbar's linear codes, the scan-line hits.
  public var points: [PixelPoint]
  /// The decoder's own measure of the read (zbar: scan lines that read a linear code; 1 for QR).
  public var quality: Int
  public var orientation: CodeOrientation
  /// The code says it holds GS1 element strings (FNC1 first: GS1-128, GS1 DataMatrix, GS1 QR, DataBar).
  /// Its `bytes` then separate variable-length elements with GS (0x1D).
  public var carriesGS1: Bool
  /// The AIM symbology identifier ("]C1" = GS1-128, "]d2" = GS1 DataMatrix), when the decoder gives one.
  public var symbologyIdentifier: String

  public init(
    bytes: [UInt8], symbology: Symbology, points: [PixelPoint], quality: Int = 1,
    orientation: CodeOrientation = .unknown, carriesGS1: Bool = false, symbologyIdentifier: String = ""
  ) {
    self.bytes = bytes
    self.symbology = symbology
    self.points = points
    self.quality = quality
    self.orientation = orientation
    self.carriesGS1 = carriesGS1
    self.symbologyIdentifier = symbologyIdentifier
  }
}
