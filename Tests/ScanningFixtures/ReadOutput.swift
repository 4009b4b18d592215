import Scanning

/// What a still image's read says, as one line: each code reported (symbology, text, basis) in order, then each
/// code withheld and why. Two reads of an image give the same line exactly when they give the same output.
public enum ReadOutput {
  public static func line(_ judged: StillReadJudgement) -> String {
    let reported = judged.reported.map { "\($0.symbology.rawValue):\($0.text) (\($0.confidence.basis.rawValue))" }
    return reported.joined(separator: "; ") + " | withheld: "
      + judged.withheld.map(\.description).joined(separator: "; ")
  }
}
