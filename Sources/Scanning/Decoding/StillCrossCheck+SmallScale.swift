/// Large photographs are read small first (issue 22, item 5): a phone photo of 12 MP spends most of its time in
/// the two plain passes at full size, yet its code usually has modules of many pixels. Both decoders read a copy
/// halved until it is under `smallScalePixels`; when every code read there settles at once (both decoders read it
/// alike, or it is 2D), that is the answer and the full-size image is not read. Anything less (nothing read, a
/// lone read, a disagreement) falls back to the full-size cross-check, which runs exactly as it would have.
extension StillCrossCheck {
  /// Images of this many pixels or more are read small first; the copy is halved until it has fewer.
  static let smallScalePixels = 4_000_000

  /// The judgement of a reduced copy of the image when every code read there settles on the first reads;
  /// nil when the image is not large, when nothing was read, or when anything read needs a closer look.
  func settledAtSmallScale() throws(ScanError) -> StillReadJudgement? {
    guard reader.options.readsLargeImagesSmallFirst, Self.isLarge(image) else { return nil }
    var small = image
    var smallToFrame = toFrame
    while Self.isLarge(small), small.width > 1, small.height > 1 {
      small = ImageOps.halve(small)
      smallToFrame = smallToFrame.after(.scale(0.5))
    }
    var reads: [ScanResult] = []
    for decoder in reader.decoders {
      reads += try reader.run(.plain, by: decoder, on: small, toFrame: smallToFrame, time: time)
    }
    guard !reads.isEmpty else { return nil }
    var reported: [ScanResult] = []
    for cluster in Self.clusters(BarcodeReader.withoutNestedMisreads(reads)) {
      guard case .report(let read)? = Self.settled(cluster) else { return nil }
      if !reported.contains(where: { ReadComparison.sameCode($0, read) }) { reported.append(read) }
    }
    return StillReadJudgement(reported: reported)
  }

  static func isLarge(_ image: GreyFrame) -> Bool {
    let (pixels, overflow) = image.width.multipliedReportingOverflow(by: image.height)
    return overflow || pixels >= smallScalePixels
  }
}
