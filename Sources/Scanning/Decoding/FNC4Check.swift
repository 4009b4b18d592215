/// Live video: zbar reads Code 128 fast but ignores FNC4 (extended characters), and would report the same
/// wrong letters frame after frame. Each zbar Code 128 read is read again by zxing on a crop around it;
/// when zxing's read explains zbar's (see `ReadComparison.explainsFNC4`), zxing's replaces it.
enum FNC4Check {
  static func corrected(
    _ reads: [ScanResult], by zxing: any BarcodeDecoder, in base: GreyFrame, frameToBase baseMap: AffineMap,
    options: DecoderOptions
  ) throws(ScanError) -> [ScanResult] {
    guard reads.contains(where: { $0.symbology == .code128 && $0.decoder != zxing.name }) else { return reads }
    var corrected = reads
    let toBase = baseMap.inverted
    for index in corrected.indices where corrected[index].symbology == .code128 {
      let read = corrected[index]
      let rect = CropRegion.around(read.box, mappedBy: toBase, width: base.width, height: base.height, linear: true)
      guard rect.width > 0, rect.height > 0 else { continue }
      let crop = base.cropped(to: rect)
      let toFrame = baseMap.after(.offset(x: rect.x, y: rect.y))
      var code128 = options
      code128.symbologies = [.code128]
      for symbol in try zxing.decode(crop, options: code128) {
        let candidate = ScanResult(
          bytes: symbol.bytes, symbology: .code128, polygon: symbol.points.map(toFrame.apply), decoder: zxing.name,
          decoderQuality: symbol.quality, frameTime: read.frameTime, pass: read.pass, carriesGS1: symbol.carriesGS1,
          confidence: ReadConfidence(basis: .agreement, decoders: [zxing.name, read.decoder], passes: 2))
        if ReadComparison.explainsFNC4(zbar: read, zxing: candidate) {
          corrected[index] = candidate
          break
        }
      }
    }
    return corrected
  }
}

/// The part of an image around a read that a second look needs. A 2D code's box grows by half its larger
/// side (at least 16 px). A linear code's grows by a quarter of each side (at least 16 px): enough for the
/// quiet zone and for rows a few scan lines missed, and little enough that a neighbour on a sheet of codes
/// stays out (zxing reads one linear code per call, and would read the neighbour instead).
enum CropRegion {
  static func around(_ box: PixelRect, mappedBy map: AffineMap, width: Int, height: Int, linear: Bool = false)
    -> PixelRect
  {
    let corners = [
      PixelPoint(x: box.x, y: box.y), PixelPoint(x: box.x + box.width, y: box.y + box.height),
    ].map(map.apply)
    let mapped = PixelRect(enclosing: corners)
    guard linear else {
      let margin = max(16, max(mapped.width, mapped.height) / 2)
      return mapped.insetBy(margin).clamped(width: width, height: height)
    }
    let across = max(16, mapped.width / 4)
    let along = max(16, mapped.height / 4)
    return PixelRect(
      x: mapped.x - across, y: mapped.y - along, width: mapped.width + 2 * across, height: mapped.height + 2 * along
    ).clamped(width: width, height: height)
  }

  /// The whole width (`horizontal`) or height of the image, across it the box grown by a quarter of its size
  /// across (16 px at least): the band a linear code lies in whatever point of its line `box` marks.
  static func band(around box: PixelRect, mappedBy map: AffineMap, width: Int, height: Int, horizontal: Bool)
    -> PixelRect
  {
    let corners = [
      PixelPoint(x: box.x, y: box.y), PixelPoint(x: box.x + box.width, y: box.y + box.height),
    ].map(map.apply)
    let mapped = PixelRect(enclosing: corners)
    if horizontal {
      let margin = max(16, mapped.height / 4)
      return PixelRect(x: 0, y: mapped.y - margin, width: width, height: mapped.height + 2 * margin)
        .clamped(width: width, height: height)
    }
    let margin = max(16, mapped.width / 4)
    return PixelRect(x: mapped.x - margin, y: 0, width: mapped.width + 2 * margin, height: height)
      .clamped(width: width, height: height)
  }
}
