import Foundation

/// How good one reported scan was, each figure in 0...1, with a rating and one line of advice.
public struct ScanQuality: Sendable, Hashable, Codable {
  /// Variance of the Laplacian over the code's box, mapped to 0...1 (1 = crisp edges).
  public var sharpness: Double
  /// Spread between the box's dark and light levels (5th to 95th percentile) over the full range.
  public var contrast: Double
  /// How well exposed the box is: 1 for a mean luminance between 80 and 200, less towards black or white.
  public var brightness: Double
  /// Decode confidence: agreement across frames and zbar's quality.
  public var confidence: Double
  /// The box's mean luminance, 0...255 (what `brightness` scores).
  public var meanLuminance: Double
  /// 0.4 confidence + 0.3 sharpness + 0.2 contrast + 0.1 brightness.
  public var overall: Double
  public var rating: Rating
  public var advice: String

  public enum Rating: String, Sendable, Codable, CaseIterable {
    case excellent = "Excellent", good = "Good", fair = "Fair", poor = "Poor"

    init(_ overall: Double) {
      self = overall >= 0.85 ? .excellent : overall >= 0.70 ? .good : overall >= 0.50 ? .fair : .poor
    }
  }

  public init(
    sharpness: Double, contrast: Double, brightness: Double, confidence: Double, meanLuminance: Double,
    codeFraction: Double
  ) {
    self.sharpness = Self.unit(sharpness)
    self.contrast = Self.unit(contrast)
    self.brightness = Self.unit(brightness)
    self.confidence = Self.unit(confidence)
    self.meanLuminance = meanLuminance
    overall = 0.4 * self.confidence + 0.3 * self.sharpness + 0.2 * self.contrast + 0.1 * self.brightness
    rating = Rating(overall)
    advice = Self.advice(
      sharpness: self.sharpness, contrast: self.contrast, meanLuminance: meanLuminance, codeFraction: codeFraction)
  }

  private static func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }

  /// The most useful single thing to change, worst problem first.
  static func advice(sharpness: Double, contrast: Double, meanLuminance: Double, codeFraction: Double) -> String {
    if meanLuminance < 60 { return "too dark: add light" }
    if meanLuminance > 220 { return "too bright: avoid glare" }
    if sharpness < 0.35 { return "blurred: hold steady" }
    if codeFraction < 0.01 { return "move closer" }
    if contrast < 0.35 { return "low contrast: add light or flatten the label" }
    return "good scan"
  }
}
