import Foundation

/// What a still image read: the codes reported, and those withheld with the reason.
public struct StillReadJudgement: Sendable, Hashable {
  public var reported: [ScanResult]
  public var withheld: [WithheldRead]

  public init(reported: [ScanResult], withheld: [WithheldRead] = []) {
    self.reported = reported
    self.withheld = withheld
  }
}

/// A code the cross-check did not report, with the reads behind it.
public struct WithheldRead: Sendable, Hashable, CustomStringConvertible {
  public enum Reason: String, Sendable, Hashable {
    /// The decoders read different codes in one place and no second pass settled it.
    case disagreement
    /// One decoder read it once; neither the other decoder nor a second pass read it again.
    case unconfirmed
  }

  public var reason: Reason
  /// One read per distinct code, in the order found.
  public var reads: [ScanResult]

  public var description: String {
    let each = reads.map { "\($0.decoder) read \($0.symbology.rawValue) \($0.text.terminalSafe)" }
    switch reason {
    case .disagreement: return each.joined(separator: ", ") + ": the decoders disagree, so neither is reported"
    case .unconfirmed:
      return each.joined(separator: ", ")
        + " once, and no second decoder or pass confirmed it (--unconfirmed reports such reads)"
    }
  }
}

/// The guard a still image needs in place of a second frame: both decoders read the whole image; a code
/// both read alike is reported ("agreement"); a 2D code one read is reported (its error correction rules
/// out a misread); a linear code one decoder read alone is read again on a crop around it, by the other
/// decoder first and then by the same decoder on differently prepared images, and reported only when
/// something reads it again; rival reads in one place are settled by those second looks (the read both
/// decoders give wins) or withheld. zbar's Code 128 read that is zxing's with FNC4 ignored yields to zxing's.
struct StillCrossCheck {
  let reader: BarcodeReader
  let image: GreyFrame
  let toFrame: AffineMap
  let time: Double

  /// Preparations for a second look, most telling first.
  static let secondLooks: [DecodePass] = [.plain, .sharpen, .denoise, .localContrast, .halve, .rotate, .invert]

  func judge() throws(ScanError) -> StillReadJudgement {
    if let settled = try settledAtSmallScale() { return settled }
    let start = reader.work.pixels
    let budget = reader.options.workBudget
    var reads: [ScanResult] = []
    for decoder in reader.decoders {
      reads += try reader.readUntilFound(
        by: decoder, image: image, toFrame: toFrame, time: time, budget: budget.divided(by: reader.decoders.count))
    }
    var judgement = StillReadJudgement(reported: [])
    var settledCodes = Set<String>()
    // A short retail code inside a long one either decoder read is a fragment (see `withoutNestedMisreads`).
    for cluster in Self.clusters(BarcodeReader.withoutNestedMisreads(reads)) {
      let keys = Set(cluster.map(ReadComparison.key))
      guard settledCodes.isDisjoint(with: keys) else { continue }
      settledCodes.formUnion(keys)
      switch try judge(cluster, within: budget.times(2), since: start) {
      case .report(let read):
        // The winner settles its code; its rivals lose with it (a code read alike by both decoders beats a
        // rival read of the same place). Another cluster's second looks may have reported it already.
        let key = ReadComparison.key(read)
        if !judgement.reported.contains(where: { ReadComparison.key($0) == key }) { judgement.reported.append(read) }
        settledCodes.insert(key)
      case .withhold(let withheld):
        if let read = lowRiskRead(withheld, among: reads) {
          if !judgement.reported.contains(where: { ReadComparison.sameCode($0, read) }) {
            judgement.reported.append(read)
          }
        } else if reader.options.includesUnconfirmed, withheld.reason == .unconfirmed {
          judgement.reported += withheld.reads
        } else {
          Self.add(withheld, to: &judgement)
        }
      }
    }
    return judgement
  }

  /// `withheld`'s one read, as a low-risk read, when it is a lone read the options' rule reports
  /// (`LoneReadRisk`, judged among `reads`, the first reads of the whole image).
  private func lowRiskRead(_ withheld: WithheldRead, among reads: [ScanResult]) -> ScanResult? {
    guard reader.options.loneReads == .byRisk, withheld.reason == .unconfirmed, withheld.reads.count == 1,
      var read = withheld.reads.first, LoneReadRisk.concern(read, among: reads) == nil
    else { return nil }
    read.confidence = ReadConfidence(basis: .lowRisk, decoders: [read.decoder], passes: 1)
    return read
  }

  /// Lists a withheld read, given what is reported already. Another cluster's second looks can find a reported
  /// code here too (the thin boxes of the first reads did not show them as rivals). A code both decoders read
  /// still beats the rival read, so the rival is not listed; a code only repeated by its own decoder is not
  /// reported beside the other decoder's different read of the same bars, since a systematic misread repeats
  /// on every preparation of the image: it is withheld with the rival.
  static func add(_ withheld: WithheldRead, to judgement: inout StillReadJudgement) {
    let keys = Set(withheld.reads.map(ReadComparison.key))
    let alreadyReported = judgement.reported.filter { keys.contains(ReadComparison.key($0)) }
    if !alreadyReported.isEmpty {
      // A lone read of a reported code adds nothing; a code both decoders read (or a 2D code) stands.
      guard withheld.reason == .disagreement, alreadyReported.allSatisfy({ $0.confidence.basis == .repeated })
      else { return }
      judgement.reported.removeAll { keys.contains(ReadComparison.key($0)) }
    }
    judgement.withheld.append(withheld)
  }

  enum Verdict {
    case report(ScanResult)
    case withhold(WithheldRead)
  }

  /// `cluster`'s verdict, from second looks while the work spent on the image since `start` is within `budget`.
  private func judge(_ cluster: [ScanResult], within budget: WorkBudget, since start: Int) throws(ScanError)
    -> Verdict
  {
    if let settled = Self.settled(cluster) { return settled }
    // Second looks, the other decoder first, until the reads settle or the work budget is spent.
    var votes = cluster
    let box = cluster.dropFirst().reduce(cluster[0].box) { $0.union($1.box) }
    let rect = CropRegion.around(
      box, mappedBy: toFrame.inverted, width: image.width, height: image.height,
      linear: !cluster[0].symbology.isTwoDimensional)
    guard rect.width > 0, rect.height > 0 else { return Self.withheld(cluster) }
    let crop = image.cropped(to: rect)
    let cropToFrame = toFrame.after(.offset(x: rect.x, y: rect.y))
    let firstDeciders = Set(cluster.map(\.decoder))
    let order =
      reader.decoders.filter { !firstDeciders.contains($0.name) }
      + reader.decoders.filter {
        firstDeciders.contains($0.name)
      }
    for (decoderIndex, decoder) in order.enumerated() {
      for (passIndex, pass) in Self.secondLooks.enumerated() {
        // The other decoder's plain look at the crop always happens (it is cheap, and a sheet of many codes
        // would otherwise spend the budget on the first ones); the rest only while the budget lasts.
        let isFirstLook = decoderIndex == 0 && passIndex == 0
        guard isFirstLook || reader.work.allows(budget, since: start) else { return Self.withheld(votes) }
        // The same decoder on the same preparation would only say again what it said.
        if cluster.contains(where: { $0.decoder == decoder.name && $0.pass == pass.name }) { continue }
        let more = try reader.run(pass, by: decoder, on: crop, toFrame: cropToFrame, time: time)
        votes += Self.evidence(more, for: cluster)
        if let settled = Self.settled(votes, afterSecondLooks: true) { return settled }
        if isFirstLook, let band = try lookAlong(cluster, by: decoder) {
          votes += band
          if let settled = Self.settled(votes, afterSecondLooks: true) { return settled }
        }
      }
    }
    return Self.withheld(votes)
  }

  /// The reads of a second look that bear on `cluster`: rival reads of its place, and reads of its own codes
  /// anywhere in the crop (the crop is around its place, so the code read there is the code read first; on a
  /// sheet, a linear code's box may lie off the code itself, see `lookAlong`).
  static func evidence(_ reads: [ScanResult], for cluster: [ScanResult]) -> [ScanResult] {
    reads.filter { read in
      cluster.contains { ReadComparison.rivals($0, read) || ReadComparison.sameCode($0, read) }
    }
  }

  /// A linear code's reads on the band of the image along its bars' direction, by `decoder` (plain): the reads
  /// of the code itself there, or nil when the code is 2D or its direction unknown. zbar places a linear code where its
  /// scan lines finished reading it, which is one end of the code or past it: on a sheet of labels, a right
  /// column's code read only right to left has a box 1 px wide at its left edge, a left column's reaches into
  /// the next label (measured on a rendered 3 x 3 sheet). A crop around such a box misses the code, and zxing
  /// reads one code per line, the first (measured: the left column's, on each band of that sheet). So the band
  /// is read piece by piece: from its start, then from past the last code read, until the code is read again
  /// or nothing more is (`maximumReadsAlong` at most).
  private func lookAlong(_ cluster: [ScanResult], by decoder: any BarcodeDecoder) throws(ScanError) -> [ScanResult]? {
    guard let first = cluster.first, !first.symbology.isTwoDimensional else { return nil }
    let horizontal: Bool
    switch first.orientation {
    case .up, .down: horizontal = true
    case .left, .right: horizontal = false
    case .unknown: return nil
    }
    let box = cluster.dropFirst().reduce(first.box) { $0.union($1.box) }
    var rect = CropRegion.band(
      around: box, mappedBy: toFrame.inverted, width: image.width, height: image.height, horizontal: horizontal)
    var evidence: [ScanResult] = []
    for _ in 0..<Self.maximumReadsAlong where rect.width > 0 && rect.height > 0 {
      let more = try reader.run(
        .plain, by: decoder, on: image.cropped(to: rect), toFrame: toFrame.after(.offset(x: rect.x, y: rect.y)),
        time: time)
      // Only the code itself: the band holds other labels' codes, and a rival read there (zxing's fragment of a
      // turned EAN-13) would stand in the way of the repeats that confirm the code (measured: 3 of 20 turned
      // codes more withheld when rivals counted here).
      evidence += more.filter { read in cluster.contains { ReadComparison.sameCode($0, read) } }
      if !evidence.isEmpty { break }
      // Past the farthest end of what was read, in image coordinates.
      let ends = more.map { read in
        let far = toFrame.inverted.apply(PixelPoint(x: read.box.x + read.box.width, y: read.box.y + read.box.height))
        return horizontal ? far.x : far.y
      }
      guard let end = ends.max(), end > (horizontal ? rect.x : rect.y) else { break }
      rect =
        horizontal
        ? PixelRect(x: end, y: rect.y, width: rect.x + rect.width - end, height: rect.height)
        : PixelRect(x: rect.x, y: end, width: rect.width, height: rect.y + rect.height - end)
    }
    return evidence
  }

  /// How many pieces of a band `lookAlong` reads at most (a sheet has a few codes a row).
  static let maximumReadsAlong = 6

  /// The verdict `votes` already give, if any. First reads settle a code when both decoders agree, when it
  /// is 2D, or when zbar's Code 128 is zxing's with FNC4 ignored; second looks also settle a lone read
  /// repeated by its own decoder, and rival reads by one that both decoders give while no rival has both. A
  /// repeat never settles rival reads: one decoder's misread comes back on every preparation. An EAN-8 or
  /// UPC-E inside a full retail code's bars is not a rival but a fragment of it, and does not count.
  static func settled(_ votes: [ScanResult], afterSecondLooks: Bool = false) -> Verdict? {
    let codes = groupedByCode(BarcodeReader.withoutNestedMisreads(votes))
    if let fnc4 = fnc4Settled(codes) { return fnc4 }
    let deciders = codes.map { Set($0.map(\.decoder)) }
    if codes.count == 1, let reads = codes.first, let first = reads.first {
      if deciders[0].count >= 2 { return .report(confirmed(first, .agreement, reads)) }
      if first.symbology.isTwoDimensional { return .report(confirmed(first, .errorCorrection, reads)) }
      if afterSecondLooks, reads.count >= 2, !needsTheOtherDecoder(first) {
        return .report(confirmed(first, .repeated, reads))
      }
      return nil
    }
    let agreed = codes.indices.filter { deciders[$0].count >= 2 }
    if agreed.count == 1, let first = codes[agreed[0]].first {
      return .report(confirmed(first, .agreement, codes[agreed[0]]))
    }
    return nil
  }

  /// Reads a second look by the same decoder cannot confirm, because the same misread comes back however
  /// the image is prepared: an EAN-8 or UPC-E (a fragment of a turned EAN-13 has a valid check digit), and
  /// zbar's Code 128 (zbar ignores FNC4, so extended characters read as other letters every time).
  static func needsTheOtherDecoder(_ read: ScanResult) -> Bool {
    read.symbology == .ean8 || read.symbology == .upcE || (read.symbology == .code128 && read.decoder == "zbar")
  }

  /// The reads of each distinct code, in the order the codes were first read.
  static func groupedByCode(_ votes: [ScanResult]) -> [[ScanResult]] {
    var keys: [String] = []
    var groups: [String: [ScanResult]] = [:]
    for vote in votes {
      let key = ReadComparison.key(vote)
      if groups[key] == nil { keys.append(key) }
      groups[key, default: []].append(vote)
    }
    return keys.compactMap { groups[$0] }
  }

  private static func fnc4Settled(_ codes: [[ScanResult]]) -> Verdict? {
    guard codes.count == 2 else { return nil }
    let reads = codes.compactMap(\.first)
    guard let zbar = reads.first(where: { $0.decoder == "zbar" }),
      let zxing = reads.first(where: { $0.decoder == "zxing" }), ReadComparison.explainsFNC4(zbar: zbar, zxing: zxing)
    else { return nil }
    return .report(confirmed(zxing, .agreement, codes.flatMap { $0 }))
  }

  private static func confirmed(_ read: ScanResult, _ basis: ReadBasis, _ votes: [ScanResult]) -> ScanResult {
    var read = read
    var decoders: [String] = []
    for vote in votes where !decoders.contains(vote.decoder) { decoders.append(vote.decoder) }
    read.confidence = ReadConfidence(basis: basis, decoders: decoders, passes: votes.count)
    return read
  }

  private static func withheld(_ votes: [ScanResult]) -> Verdict {
    var distinct: [ScanResult] = []
    for vote in BarcodeReader.withoutNestedMisreads(votes)
    where !distinct.contains(where: { ReadComparison.sameCode($0, vote) }) { distinct.append(vote) }
    return .withhold(WithheldRead(reason: distinct.count > 1 ? .disagreement : .unconfirmed, reads: distinct))
  }

  /// Each code with its rivals, in the order the codes were found: a code's reads, and the reads of the other
  /// codes read in its place by another decoder or pass. Two codes one pass of one decoder read are two codes
  /// side by side (a sheet of labels), never rivals, whatever their boxes.
  static func clusters(_ reads: [ScanResult]) -> [[ScanResult]] {
    let codes = groupedByCode(reads)
    return codes.map { code in
      let passes = Set(code.map { $0.decoder + "/" + $0.pass })
      let rivals = codes.filter { other in
        ReadComparison.key(other[0]) != ReadComparison.key(code[0])
          && passes.isDisjoint(with: other.map { $0.decoder + "/" + $0.pass })
          && other.contains { read in code.contains { ReadComparison.rivals($0, read) } }
      }
      return code + rivals.flatMap { $0 }
    }
  }
}

extension PixelRect {
  /// The smallest rectangle holding both.
  func union(_ other: PixelRect) -> PixelRect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return PixelRect(
      x: left, y: top, width: max(x + width, other.x + other.width) - left,
      height: max(y + height, other.y + other.height) - top)
  }
}
