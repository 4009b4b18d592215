import CZXing
import InventoryCore

/// zxing-cpp behind the `BarcodeDecoder` seam, through the C function of the CZXing target.
///
/// zxing reads what zbar cannot (DataMatrix, PDF417, Aztec, Micro QR), decodes Code 128's FNC4 (extended
/// characters) that zbar ignores, and is the second opinion on a still image. zxing-cpp 1.4 finds a
/// DataMatrix or an Aztec code only in certain places of an image, so this decoder also reads crops that
/// put other places there (`ZXingRecentring`). Keeps the turn of that search: use one per thread.
public final class ZXingDecoder: BarcodeDecoder {
  public let name = "zxing"
  /// How zxing thresholds the image (its default is local averaging; the others are second passes).
  public let binarizer: ZXingBinarizer
  /// zxing's slower, more thorough search (more scan lines, inverted and rotated patterns).
  public let tryHarder: Bool

  public init(binarizer: ZXingBinarizer = .localAverage, tryHarder: Bool = true) {
    self.binarizer = binarizer
    self.tryHarder = tryHarder
  }

  /// The zxing-cpp version the library was built as, e.g. "1.4.0".
  public static var libraryVersion: String { String(cString: stockroom_zxing_version()) }

  /// Every symbology zxing-cpp 1.4 reads and stockroom names.
  public static let supportedSymbologies: Set<Symbology> = Set(Symbology.allCases.filter { format($0) != 0 })

  /// The next search place when not searching everywhere (video), per symbology.
  private var searchTurn: [Symbology: Int] = [:]

  /// Images larger than this many pixels are searched (not read) at half size, again until under it.
  static let largestSearchedImage = 1_500_000

  public func decode(_ image: GreyFrame, options: DecoderOptions) throws(ScanError) -> [DecodedSymbol] {
    var found = try read(image, options: options)
    for symbology in [Symbology.dataMatrix, .aztec] where options.symbologies.contains(symbology) {
      guard !found.contains(where: { $0.symbology == symbology }) else { continue }
      var searched = image
      var factor = 1
      while searched.width * searched.height > Self.largestSearchedImage, searched.width > 1, searched.height > 1 {
        searched = ImageOps.halve(searched)
        factor *= 2
      }
      var regions = ZXingRecentring.regions(for: symbology, width: searched.width, height: searched.height)
      let turn = searchTurn[symbology, default: 0]
      if !options.searchesEverywhere, !regions.isEmpty { regions = [regions[turn % regions.count]] }
      var only = options
      only.symbologies = [symbology]
      var foundHere = false
      for region in regions {
        for var symbol in try read(searched.cropped(to: region), options: only)
        where !found.contains(where: { $0.bytes == symbol.bytes && $0.symbology == symbol.symbology }) {
          symbol.points = symbol.points.map { PixelPoint(x: ($0.x + region.x) * factor, y: ($0.y + region.y) * factor) }
          found.append(symbol)
          foundHere = true
        }
      }
      // Video stays on a place while it finds the code there (confirmation needs it in more than one frame).
      if !foundHere { searchTurn[symbology] = turn &+ 1 }
    }
    return found
  }

  /// One zxing-cpp call on the whole of `image`.
  private func read(_ image: GreyFrame, options: DecoderOptions) throws(ScanError) -> [DecodedSymbol] {
    let formats = options.symbologies.reduce(UInt32(0)) { $0 | Self.format($1) }
    guard formats != 0, image.width > 0, image.height > 0, image.pixels.count >= image.width * image.height else {
      return []
    }
    var settings = stockroom_zxing_options(
      formats: formats, try_harder: tryHarder ? 1 : 0, try_rotate: tryHarder ? 1 : 0,
      binarizer: binarizer.rawValue, max_symbols: 255)
    var found: UnsafeMutablePointer<stockroom_zxing_symbol>?
    var count: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = image.pixels.withUnsafeBufferPointer { pixels in
      message.withUnsafeMutableBufferPointer { text in
        stockroom_zxing_read(
          pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width), &settings, &found, &count,
          text.baseAddress, text.count)
      }
    }
    defer { stockroom_zxing_free(found, count) }
    guard status == 0 else {
      let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .decoderUnavailable("zxing-cpp: \(reason)")
    }
    guard let found, count > 0 else { return [] }
    return UnsafeBufferPointer(start: found, count: Int(count)).compactMap { Self.symbol($0, asked: options) }
  }

  private static func symbol(_ raw: stockroom_zxing_symbol, asked options: DecoderOptions) -> DecodedSymbol? {
    guard var symbology = symbology(format: raw.format) else { return nil }
    // zxing reads ISBN-13 as the EAN-13 it is; name it as asked.
    if symbology == .ean13, !options.symbologies.contains(.ean13), options.symbologies.contains(.isbn13) {
      symbology = .isbn13
    }
    guard options.symbologies.contains(symbology) else { return nil }
    var bytes: [UInt8] = []
    if let data = raw.bytes, raw.length > 0 { bytes = Array(UnsafeBufferPointer(start: data, count: raw.length)) }
    if let data = raw.data_bits, raw.data_bit_count > 0 {
      let bits = Array(UnsafeBufferPointer(start: data, count: (Int(raw.data_bit_count) + 7) / 8))
      guard
        let kept = Self.withoutPadding(
          bytes, bits: bits, count: Int(raw.data_bit_count), isText: raw.bytes_are_text != 0)
      else { return nil }
      bytes = kept
    }
    // DataBar holds a GTIN-14 as AI (01); zxing gives the bare 14 digits, zbar the element string. Say it whole.
    let bareDataBar = symbology == .dataBar && bytes.count == 14
    if bareDataBar { bytes = Array("01".utf8) + bytes }
    let corners = withUnsafeBytes(of: raw.corners) { Array($0.bindMemory(to: Int32.self)) }
    let points = stride(from: 0, to: 8, by: 2).map { PixelPoint(x: Int(corners[$0]), y: Int(corners[$0 + 1])) }
    let identifier = withUnsafeBytes(of: raw.symbology_identifier) { buffer in
      String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
    return DecodedSymbol(
      bytes: bytes, symbology: symbology, points: points, quality: max(1, Int(raw.line_count)),
      orientation: orientation(degrees: Int(raw.orientation)),
      carriesGS1: bareDataBar || raw.content_type == 3 || ["]C1", "]e0", "]d2", "]Q3", "]J1"].contains(identifier),
      symbologyIdentifier: identifier)
  }

  /// An Aztec symbol's content without the bytes zxing-cpp 1.4 read from its padding (`AztecPadding`); nil when
  /// they cannot be cut off (text made of an ECI code, whose bytes no longer line up) or the data is damaged.
  static func withoutPadding(_ bytes: [UInt8], bits: [UInt8], count: Int, isText: Bool) -> [UInt8]? {
    switch AztecPadding.ending(of: bits, count: count) {
    case .clean: return bytes
    case .paddingReadAsBytes(let garbage): return isText || garbage > bytes.count ? nil : Array(bytes.dropLast(garbage))
    case .overrun: return nil
    }
  }

  /// zxing's BarcodeFormat bit for `symbology` (BarcodeFormat.h), 0 when zxing does not read it.
  static func format(_ symbology: Symbology) -> UInt32 {
    switch symbology {
    case .aztec: 1 << 0
    case .codabar: 1 << 1
    case .code39: 1 << 2
    case .code93: 1 << 3
    case .code128: 1 << 4
    case .dataBar: 1 << 5
    case .dataBarExpanded: 1 << 6
    case .dataMatrix: 1 << 7
    case .ean8: 1 << 8
    case .ean13, .isbn13: 1 << 9
    case .itf: 1 << 10
    case .pdf417: 1 << 12
    case .qr: 1 << 13
    case .upcA: 1 << 14
    case .upcE: 1 << 15
    case .microQR: 1 << 16
    case .isbn10, .gtin14, .other: 0
    }
  }

  /// The symbology of a zxing format bit. zxing names an ISBN an EAN-13, as zbar does unless told apart.
  static func symbology(format: UInt32) -> Symbology? {
    switch format {
    case 1 << 0: .aztec
    case 1 << 1: .codabar
    case 1 << 2: .code39
    case 1 << 3: .code93
    case 1 << 4: .code128
    case 1 << 5: .dataBar
    case 1 << 6: .dataBarExpanded
    case 1 << 7: .dataMatrix
    case 1 << 8: .ean8
    case 1 << 9: .ean13
    case 1 << 10: .itf
    case 1 << 12: .pdf417
    case 1 << 13: .qr
    case 1 << 14: .upcA
    case 1 << 15: .upcE
    case 1 << 16: .microQR
    default: nil
    }
  }

  private static func orientation(degrees: Int) -> CodeOrientation {
    switch ((degrees % 360) + 360) % 360 {
    case 0..<45, 315..<360: .up
    case 45..<135: .right
    case 135..<225: .down
    default: .left
    }
  }
}

/// How zxing turns grey into black and white (its `Binarizer`, in its order).
public enum ZXingBinarizer: Int32, Sendable, CaseIterable {
  /// Threshold by the neighbourhood's average (2D codes) and a global histogram (linear codes): zxing's default.
  case localAverage = 0
  /// One threshold for the whole image, from its histogram.
  case globalHistogram = 1
  /// A fixed threshold at mid-grey.
  case fixedThreshold = 2
}
