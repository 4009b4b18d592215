import Foundation
import InventoryCore

/// Reads the codes in one frame: the decoders (zbar and zxing-cpp unless told otherwise) plus the
/// hard-image passes, the focus area, the strategy and, on a still image, the cross-check of every read.
///
/// Owns its decoders, which need not be thread-safe: use one reader per thread. "Nothing found" is an
/// empty list; a retail code whose check digit is wrong is never returned.
public final class BarcodeReader {
  public let options: ScanOptions
  /// The decoders, first one first (zbar: fast, reads most frames).
  let decoders: [any BarcodeDecoder]
  /// What every pass asks the decoders for.
  let decoderOptions: DecoderOptions
  /// The passes after the plain one, from the options.
  let hardPasses: [DecodePass]
  /// The live strategy's turn in `hardPasses`, and its frame count.
  private var nextLivePass = 0
  private var liveFrames = 0
  /// zxing without its thorough search: what a video frame can afford (made from the second decoder).
  private let liveSecondDecoder: (any BarcodeDecoder)?
  /// Pixels handed to the decoders so far, for the work budget (`ScanOptions.workBudget`).
  private(set) var work = WorkMeter()

  /// A reader on the decoders `options.decoders` names.
  public convenience init(options: ScanOptions = ScanOptions()) throws(ScanError) {
    try self.init(options: options, decoders: options.decoders.makeDecoders())
  }

  /// A reader on one given decoder (a scripted one, in tests).
  public convenience init(options: ScanOptions = ScanOptions(), decoder: any BarcodeDecoder) throws(ScanError) {
    try self.init(options: options, decoders: [decoder])
  }

  /// A reader on `decoders`, first one first; throws when one cannot be readied.
  public init(options: ScanOptions, decoders: [any BarcodeDecoder]) throws(ScanError) {
    guard !decoders.isEmpty else { throw .decoderUnavailable("no decoder given") }
    self.options = options
    self.decoders = decoders
    self.decoderOptions = DecoderOptions(symbologies: options.symbologies)
    self.hardPasses = options.passes.map(DecodePass.of)
    if decoders.count > 1, let zxing = decoders[1] as? ZXingDecoder {
      liveSecondDecoder = ZXingDecoder(binarizer: zxing.binarizer, tryHarder: false)
    } else {
      liveSecondDecoder = decoders.count > 1 ? decoders[1] : nil
    }
    for decoder in decoders { try decoder.prepare(decoderOptions) }
  }

  /// The codes in `frame`, chosen and ordered by the options' strategy.
  public func read(_ frame: GreyFrame) throws(ScanError) -> [ScanResult] {
    try readJudged(frame).reported
  }

  /// The codes in `frame` and, on a still image read by two decoders, the codes withheld because the
  /// decoders disagreed or nothing confirmed a lone read (`decode` names them on stderr).
  public func readJudged(_ frame: GreyFrame) throws(ScanError) -> StillReadJudgement {
    var region = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
    var image = frame
    if options.onlyInFocusArea, let focus = options.focusArea {
      // A margin lets the decoder see the quiet zone of a code that just fits.
      let margin = max(8, min(frame.width, frame.height) / 50)
      region = focus.pixels(width: frame.width, height: frame.height).insetBy(margin)
        .clamped(width: frame.width, height: frame.height)
      image = frame.cropped(to: region)
    }
    let toFrame = AffineMap.offset(x: region.x, y: region.y)
    var judged: StillReadJudgement
    switch options.effort {
    case .plain:
      // What zbarimg does: the first decoder, once (zxing alone reads fragments of turned EAN-13s as UPC-E).
      judged = StillReadJudgement(
        reported: try run(.plain, by: decoders[0], on: image, toFrame: toFrame, time: frame.time))
    case .thorough where decoders.count > 1:
      judged = try StillCrossCheck(reader: self, image: image, toFrame: toFrame, time: frame.time).judge()
    case .thorough:
      judged = StillReadJudgement(
        reported: try readUntilFound(
          by: decoders[0], image: image, toFrame: toFrame, time: frame.time, budget: options.workBudget))
    case .live:
      judged = StillReadJudgement(reported: try readLive(image, toFrame: toFrame, time: frame.time))
    }
    judged.reported = choose(keepInFocus(judged.reported, frame: frame))
    return judged
  }

  /// The plain pass, then (while it finds nothing and the work spent here is within `budget`) the hard passes.
  func readUntilFound(
    by decoder: any BarcodeDecoder, image: GreyFrame, toFrame: AffineMap, time: Double, budget: WorkBudget
  ) throws(ScanError) -> [ScanResult] {
    let start = work.pixels
    var found = try run(.plain, by: decoder, on: image, toFrame: toFrame, time: time)
    if found.isEmpty, options.readsSmallImagesEnlarged, let enlarged = DecodePass.enlarged(image) {
      found = try run(enlarged, by: decoder, on: image, toFrame: toFrame, time: time)
    }
    // Still images start at full size, so the live full-resolution pass would only repeat the plain one.
    for pass in hardPasses where found.isEmpty && pass.name != DecodePass.fullResolution.name {
      guard work.allows(budget, since: start) else { break }
      found = try run(pass, by: decoder, on: image, toFrame: toFrame, time: time)
    }
    return found
  }

  /// The live strategy: half size for large frames read by the first decoder; the second decoder for the
  /// formats only it reads (every other frame) and for frames the first finds nothing in (but for EAN-8 and
  /// UPC-E); then the next hard pass in turn. Code 128 reads are checked for FNC4, which zbar ignores. The same
  /// work on every frame, however busy the machine: a source that cannot keep up skips frames instead.
  private func readLive(_ image: GreyFrame, toFrame: AffineMap, time: Double) throws(ScanError) -> [ScanResult] {
    liveFrames &+= 1
    let halved = image.width >= 960
    let base = halved ? ImageOps.halve(image) : image
    let baseMap = halved ? toFrame.after(.scale(0.5)) : toFrame
    var found = try run(.plain, by: decoders[0], on: base, toFrame: baseMap, time: time)
    if let second = liveSecondDecoder {
      found = try FNC4Check.corrected(found, by: second, in: base, frameToBase: baseMap, options: decoderOptions)
      let onlySecond = decoderOptions.symbologies.subtracting(Self.firstDecoderSymbologies(decoders[0]))
      // One more place per frame for the codes zxing finds only in certain places (`ZXingRecentring`).
      var live = decoderOptions
      live.searchesEverywhere = false
      if found.isEmpty {
        // Not EAN-8 or UPC-E: zxing alone reads those inside a turned EAN-13 (a fragment with a valid check
        // digit, the same in every frame, so confirmation would not catch it); zbar's passes read them.
        var fallback = live
        fallback.symbologies.subtract([.ean8, .upcE])
        found = try run(.plain, by: second, on: base, toFrame: baseMap, time: time, decoderOptions: fallback)
      } else if !onlySecond.isEmpty, liveFrames % 2 == 0 {
        var only = live
        only.symbologies = onlySecond
        let more = try run(.plain, by: second, on: base, toFrame: baseMap, time: time, decoderOptions: only)
        found = Self.merged(found, more)
      }
    }
    guard found.isEmpty, !hardPasses.isEmpty else { return found }
    let pass = hardPasses[nextLivePass % hardPasses.count]
    nextLivePass += 1
    if pass.name == DecodePass.fullResolution.name {
      // Half scan density keeps the full-size frame's cost near a half-size pass.
      var coarse = decoderOptions
      coarse.density = 2
      return halved
        ? try run(pass, by: decoders[0], on: image, toFrame: toFrame, time: time, decoderOptions: coarse) : []
    }
    return try run(pass, by: decoders[0], on: base, toFrame: baseMap, time: time)
  }

  /// What the first decoder reads itself (zbar: no DataMatrix, PDF417, Aztec); everything for others.
  static func firstDecoderSymbologies(_ decoder: any BarcodeDecoder) -> Set<Symbology> {
    decoder is ZBarDecoder ? ScanOptions.zbarSymbologies : Set(Symbology.allCases)
  }

  /// One pass of one decoder over `image`, results in frame coordinates.
  func run(
    _ pass: DecodePass, by decoder: any BarcodeDecoder, on image: GreyFrame, toFrame: AffineMap, time: Double,
    decoderOptions chosen: DecoderOptions? = nil
  ) throws(ScanError) -> [ScanResult] {
    var results: [ScanResult] = []
    var seen = Set<CodeIdentity>()
    for (working, map) in pass.prepare(image) {
      work.add(width: working.width, height: working.height)
      let toFrameMap = toFrame.after(map)
      for symbol in try decoder.decode(working, options: chosen ?? decoderOptions) where Self.isValid(symbol) {
        let result = ScanResult(
          bytes: symbol.bytes, symbology: symbol.symbology, polygon: symbol.points.map(toFrameMap.apply),
          orientation: symbol.orientation, decoder: decoder.name, decoderQuality: symbol.quality, frameTime: time,
          pass: pass.name, carriesGS1: symbol.carriesGS1)
        if seen.insert(result.identity).inserted { results.append(result) }
      }
    }
    return Self.withoutNestedMisreads(results)
  }

  /// `first` plus the reads of `more` that are not the same code (the same code read twice says so).
  static func merged(_ first: [ScanResult], _ more: [ScanResult]) -> [ScanResult] {
    var merged = first
    for read in more {
      if let index = merged.firstIndex(where: { ReadComparison.sameCode($0, read) }) {
        if !merged[index].confidence.decoders.contains(read.decoder) {
          merged[index].confidence = ReadConfidence(
            basis: .agreement, decoders: merged[index].confidence.decoders + [read.decoder],
            passes: merged[index].confidence.passes + 1)
        }
      } else {
        merged.append(read)
      }
    }
    return merged
  }

  /// zbar can read the middle of a rotated EAN-13/UPC-A as a valid EAN-8 or UPC-E (measured on zint
  /// codes turned 42 degrees: "60002914" inside UPC-A 036000291452), and zxing a UPC-E inside a turned ISBN. Such
  /// a fragment of a long retail code read in the same frame (`ReadComparison.isFragment`) is dropped.
  static func withoutNestedMisreads(_ results: [ScanResult]) -> [ScanResult] {
    let full = results.filter { ReadComparison.fullRetail.contains($0.symbology) }
    guard !full.isEmpty else { return results }
    return results.filter { result in !full.contains { ReadComparison.isFragment(result, of: $0) } }
  }

  /// Retail codes must pass their check digit (the decoders check too; this is the inventory's own rule).
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
