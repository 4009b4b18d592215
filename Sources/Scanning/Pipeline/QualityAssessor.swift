import Foundation
import InventoryCore

/// Scores a reported scan from the frame it was read in (pure arithmetic over pixels).
enum QualityAssessor {
  /// Laplacian variance at which sharpness reaches about 0.63 (1 - 1/e); crisp printed edges give
  /// several thousand, a defocused code a few hundred.
  static let sharpnessScale = 900.0

  /// - Parameters:
  ///   - agreement: the share of analysed frames, since the code came into view, that read it (1 for a still).
  static func assess(_ result: ScanResult, in frame: GreyFrame, agreement: Double) -> ScanQuality {
    let box = result.box.insetBy(2).clamped(width: frame.width, height: frame.height)
    let step = box.area > 200_000 ? 2 : 1
    let statistics = FrameStatistics(frame, in: box, step: step)
    let sharpness = 1 - exp(-statistics.laplacianVariance / sharpnessScale)
    let contrast = Double(statistics.high - statistics.low) / 255
    let brightness = exposure(statistics.mean)
    // Linear codes: zbar's quality counts the scan lines that read the code; a handful is solid.
    let decoderScore = result.symbology == .qr ? 1 : min(1, Double(result.decoderQuality) / 8)
    let confidence = 0.5 * min(max(agreement, 0), 1) + 0.5 * decoderScore
    let frameArea = Double(max(1, frame.width * frame.height))
    return ScanQuality(
      sharpness: sharpness, contrast: contrast, brightness: brightness, confidence: confidence,
      meanLuminance: statistics.mean, codeFraction: Double(result.box.area) / frameArea)
  }

  /// 1 for a mean level in 80...200, falling linearly to 0 at black and at white.
  static func exposure(_ mean: Double) -> Double {
    if mean < 80 { return max(0, mean / 80) }
    if mean > 200 { return max(0, (255 - mean) / 55) }
    return 1
  }
}

extension ScanResult {
  /// This scan's quality as seen in `frame` (the frame it was read from). `agreement` is the share of
  /// frames that read it while it was in view; 1 for a still image.
  public func quality(in frame: GreyFrame, agreement: Double = 1) -> ScanQuality {
    QualityAssessor.assess(self, in: frame, agreement: agreement)
  }
}
