/// The command cards' setting: how long a mode other than add stock lasts without a scan.
extension AppSettings {
  /// 0 (never) to one hour: a longer spell is a new working session, which starts in add stock anyway.
  static let scanModeReturnRange = 0...3600
  /// The values the Settings row steps through (a stored value between them steps to its neighbours).
  static let scanModeReturnSteps = [0, 10, 30, 60, 120, 300, 600, 1800, 3600]

  /// "never", "30 s", "2 min".
  static func scanModeReturnText(_ seconds: Int) -> String {
    guard seconds > 0 else { return "never" }
    return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
  }

  /// The next step after `seconds` (forward) or before it, wrapping around.
  static func scanModeReturnStep(from seconds: Int, forward: Bool) -> Int {
    let steps = scanModeReturnSteps
    if forward { return steps.first { $0 > seconds } ?? steps[0] }
    return steps.last { $0 < seconds } ?? steps[steps.count - 1]
  }
}
