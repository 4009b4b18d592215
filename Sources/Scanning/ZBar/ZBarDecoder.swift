/// zbar behind the `BarcodeDecoder` seam: one `ZBarScanner` per distinct set of options, made on first
/// use and kept (zbar's configuration is per scanner, and making one per call would cost each frame).
///
/// Not thread-safe (the scanners are not): use one decoder per thread.
public final class ZBarDecoder: BarcodeDecoder {
  public let name = "zbar"
  private var scanners: [DecoderOptions: ZBarScanner] = [:]

  public init() {}

  /// Reads `image` with `zbar_scan_image` (see `ZBarScanner.scan`).
  public func decode(_ image: GreyFrame, options: DecoderOptions) throws(ScanError) -> [DecodedSymbol] {
    try scanner(for: options).scan(image)
  }

  /// Makes the scanner for `options` now, so that a failing zbar is reported before the first frame.
  public func prepare(_ options: DecoderOptions) throws(ScanError) {
    _ = try scanner(for: options)
  }

  private func scanner(for options: DecoderOptions) throws(ScanError) -> ZBarScanner {
    if let made = scanners[options] { return made }
    let made = try ZBarScanner(symbologies: options.symbologies, density: options.density)
    scanners[options] = made
    return made
  }
}
