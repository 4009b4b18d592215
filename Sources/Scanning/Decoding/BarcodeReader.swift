import Foundation
import InventoryCore

/// Reads the codes in one frame: a decoder (zbar unless told otherwise) plus the hard-image passes, the
/// focus area and the strategy.
///
/// Owns its decoder, which need not be thread-safe: use one reader per thread. "Nothing found" is an
/// empty list; a retail code whose check digit is wrong is never returned.
public final class BarcodeReader {
  public let options: ScanOptions
  private let decoder: any BarcodeDecoder
  /// What every pass asks the decoder for.
  private let decoderOptions: DecoderOptions
  /// The passes after the plain one, from the options.
  private let hardPasses: [DecodePass]
  /// The live strategy's turn in `hardPasses`.
  private var nextLivePass = 0

  /// A reader on `decoder` (by default a new `ZBarDecoder`); throws when the decoder cannot be readied.
  public init(options: ScanOptions = ScanOptions(), decoder: any BarcodeDecoder = ZBarDecoder()) throws(ScanError) {
    self.options = options
    self.decoder = decoder
    self.decoderOptions = DecoderOptions(symbologies: options.symbologies)
    self.hardPasses = options.passes.map(DecodePass.of)
    try decoder.prepare(decoderOptions)
  }

  /// The codes in `frame`, chosen and ordered by the options' strategy.
  public func read(_ frame: GreyFrame) throws(ScanError) -> [ScanResult] {
    let start = ContinuousClock.now
    var region = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
    var image = frame
    if options.onlyInFocusArea, let focus = options.focusArea {
      // A margin lets zbar see the quiet zone of a code that just fits.
      let margin = max(8, min(frame.width, frame.height) / 50)
      region = focus.pixels(width: frame.width, height: frame.height).insetBy(margin)
        .clamped(width: frame.width, height: frame.height)
      image = frame.cropped(to: region)
    }
    let toFrame = AffineMap.offset(x: region.x, y: region.y)
    var found: [ScanResult]
    switch options.effort {
    case .plain:
      found = try run(.plain, on: image, toFrame: toFrame, time: frame.time)
    case .thorough:
      found = try run(.plain, on: image, toFrame: toFrame, time: frame.time)
      // Still images start at full size, so the live full-resolution pass would only repeat the plain one.
      for pass in hardPasses where found.isEmpty && pass.name != DecodePass.fullResolution.name {
        guard ContinuousClock.now - start < .seconds(options.timeBudget) else { break }
        found = try run(pass, on: image, toFrame: toFrame, time: frame.time)
      }
    case .live:
      found = try readLive(image, toFrame: toFrame, time: frame.time, start: start)
    }
    return choose(keepInFocus(found, frame: frame))
  }

  /// The live strategy: half size for large frames, then the next hard pass in turn.
  private func readLive(_ image: GreyFrame, toFrame: AffineMap, time: Double, start: ContinuousClock.Instant)
    throws(ScanError) -> [ScanResult]
  {
    let halved = image.width >= 960
    let base = halved ? ImageOps.halve(image) : image
    let baseMap = halved ? toFrame.after(.scale(0.5)) : toFrame
    let found = try run(.plain, on: base, toFrame: baseMap, time: time)
    guard found.isEmpty, !hardPasses.isEmpty, ContinuousClock.now - start < .seconds(options.timeBudget) else {
      return found
    }
    let pass = hardPasses[nextLivePass % hardPasses.count]
    nextLivePass += 1
    if pass.name == DecodePass.fullResolution.name {
      // Half scan density keeps the full-size frame within the budget.
      var coarse = decoderOptions
      coarse.density = 2
      return halved ? try run(pass, on: image, toFrame: toFrame, time: time, decoderOptions: coarse) : []
    }
    return try run(pass, on: base, toFrame: baseMap, time: time)
  }

  private func run(
    _ pass: DecodePass, on image: GreyFrame, toFrame: AffineMap, time: Double,
    decoderOptions chosen: DecoderOptions? = nil
  ) throws(ScanError) -> [ScanResult] {
    var results: [ScanResult] = []
    var seen = Set<CodeIdentity>()
    for (working, map) in pass.prepare(image) {
      let toFrameMap = toFrame.after(map)
      for symbol in try decoder.decode(working, options: chosen ?? decoderOptions) where Self.isValid(symbol) {
        let result = ScanResult(
          bytes: symbol.bytes, symbology: symbol.symbology, polygon: symbol.points.map(toFrameMap.apply),
          orientation: symbol.orientation, decoder: decoder.name, decoderQuality: symbol.quality, frameTime: time,
          pass: pass.name)
        if seen.insert(result.identity).inserted { results.append(result) }
      }
    }
    return Self.withoutNestedMisreads(results)
  }

  /// zbar can read the middle of a rotated EAN-13/UPC-A as a valid EAN-8 or UPC-E (measured on zint
  /// codes turned 42 degrees: "60002914" inside UPC-A 036000291452). A short retail code whose box
  /// overlaps a long retail code read in the same frame is such a fragment and is dropped.
  static func withoutNestedMisreads(_ results: [ScanResult]) -> [ScanResult] {
    let long = results.filter { [.ean13, .upcA, .isbn13, .isbn10].contains($0.symbology) }
    guard !long.isEmpty else { return results }
    return results.filter { result in
      guard result.symbology == .ean8 || result.symbology == .upcE else { return true }
      let box = result.box.insetBy(4)
      return !long.contains { $0.box.insetBy(4).intersects(box) }
    }
  }

  /// Retail codes must pass their check digit (zbar checks too; this is the inventory's own rule).
  static func isValid(_ symbol: DecodedSymbol) -> Bool {
    guard !symbol.bytes.isEmpty else { return false }
    guard symbol.symbology.isRetail else { return true }
    let text = String(decoding: symbol.bytes, as: UTF8.self)
    return (try? ProductCode(text, symbology: symbol.symbology)) != nil
  }

  private func keepInFocus(_ results: [ScanResult], frame: GreyFrame) -> [ScanResult] {
    guard options.onlyInFocusArea, let focus = options.focusArea else { return results }
    let rect = focus.pixels(width: frame.width, height: frame.height)
    return results.filter { rect.contains(x: $0.box.midX, y: $0.box.midY) }
  }

  private func choose(_ results: [ScanResult]) -> [ScanResult] {
    switch options.strategy {
    case .all: results
    case .first: Array(results.prefix(1))
    case .biggest: results.max { $0.area < $1.area }.map { [$0] } ?? []
    case .allBySize: results.sorted { $0.area > $1.area }
    }
  }
}
