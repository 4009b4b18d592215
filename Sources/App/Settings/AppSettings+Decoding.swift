extension AppSettings {
  /// Field by field: a missing or unreadable field (written by an older or newer stockroom) keeps its
  /// default instead of discarding every setting.
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // Every `try?` here is that rule: a field that cannot be read keeps its default.
    func read<T: Decodable>(_ key: CodingKeys, into value: inout T) {
      if let decoded = try? container.decodeIfPresent(T.self, forKey: key) { value = decoded }
    }
    read(.scanPolicy, into: &scanPolicy)
    read(.bell, into: &bell)
    read(.flash, into: &flash)
    read(.alertBell, into: &alertBell)
    if let device = try? container.decodeIfPresent(String.self, forKey: .cameraDevice) { cameraDevice = device }
    read(.cameraWidth, into: &cameraWidth)
    read(.cameraHeight, into: &cameraHeight)
    read(.symbologies, into: &symbologies)
    read(.decoders, into: &decoders)
    read(.focusArea, into: &focusArea)
    read(.onlyInFocusArea, into: &onlyInFocusArea)
    read(.confirmationFrames, into: &confirmationFrames)
    read(.cooldown, into: &cooldown)
    read(.theme, into: &theme)
    read(.currency, into: &currency)
    read(.scannerKeyGapMilliseconds, into: &scannerKeyGapMilliseconds)
    read(.scannerMinimumLength, into: &scannerMinimumLength)
    read(.scannerTerminator, into: &scannerTerminator)
    if let separator = try? container.decodeIfPresent(String.self, forKey: .gs1Separator) { gs1Separator = separator }
    read(.scanModeReturnSeconds, into: &scanModeReturnSeconds)
    keepWithinLimits()
  }

  /// Settings are read from the database, which another program may have written: numbers outside what
  /// the app can use (a focus area of 1e308, a negative cooldown, a 10^9-pixel camera) fall back to their
  /// defaults or the nearest sensible value, so nothing downstream traps on them.
  mutating func keepWithinLimits() {
    let defaults = AppSettings()
    cameraWidth = min(max(cameraWidth, 16), 16384)
    cameraHeight = min(max(cameraHeight, 16), 16384)
    let fractions = [focusArea.x, focusArea.y, focusArea.width, focusArea.height]
    if !fractions.allSatisfy({ $0.isFinite && (0...1).contains($0) }) || focusArea.width <= 0 || focusArea.height <= 0 {
      focusArea = defaults.focusArea
    }
    confirmationFrames = min(max(confirmationFrames, 1), 30)
    if !cooldown.isFinite || !(0...60).contains(cooldown) { cooldown = defaults.cooldown }
    if let separator = gs1Separator, Self.gs1SeparatorProblem(separator) != nil { gs1Separator = nil }  // "" too
    if !Self.scanModeReturnRange.contains(scanModeReturnSeconds) {
      scanModeReturnSeconds = defaults.scanModeReturnSeconds
    }
  }

  enum CodingKeys: String, CodingKey {
    case scanPolicy, bell, flash, cameraDevice, cameraWidth, cameraHeight, symbologies, decoders, focusArea
    case onlyInFocusArea
    case confirmationFrames, cooldown, theme
    case scannerKeyGapMilliseconds, scannerMinimumLength, scannerTerminator, gs1Separator
    case currency
    case scanModeReturnSeconds
    case alertBell
  }
}
