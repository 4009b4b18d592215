/// Guesses why nothing decodes from cheap statistics of the focus area (or the frame's middle).
enum HintDetector {
  /// Mean level below which the scene is too dark to read.
  static let darkLevel = 50.0
  /// Scenes with at least this spread of levels have something in them worth judging for blur.
  static let structureSpread = 60
  /// Laplacian variance per unit of squared spread (on a half-size image) below which edges are soft.
  static let softness = 0.02

  static func hint(for frame: GreyFrame, focus: FocusArea?) -> ScanHint {
    let area = (focus ?? .centred(width: 0.6, height: 0.6)).pixels(width: frame.width, height: frame.height)
    // Half size averages away sensor noise, which would otherwise pass for sharp edges.
    let small = ImageOps.halve(frame.cropped(to: area))
    let statistics = FrameStatistics(
      small, in: PixelRect(x: 0, y: 0, width: small.width, height: small.height), step: 1)
    if statistics.mean < darkLevel { return .tooDark }
    let spread = statistics.high - statistics.low
    if spread >= structureSpread, statistics.laplacianVariance / Double(spread * spread) < softness { return .blurred }
    return focus == nil ? .noCode : .nothingInFocusArea
  }
}
