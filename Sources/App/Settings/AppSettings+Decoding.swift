extension AppSettings {
  /// Field by field: a missing or unreadable field (written by an older or newer stockroom) keeps its
  /// default instead of discarding every setting.
  public init(from decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func read<T: Decodable>(_ key: CodingKeys, into value: inout T) {
      if let decoded = try? container.decodeIfPresent(T.self, forKey: key) { value = decoded }
    }
    read(.scanPolicy, into: &scanPolicy)
    read(.bell, into: &bell)
    read(.flash, into: &flash)
    if let device = try? container.decodeIfPresent(String.self, forKey: .cameraDevice) { cameraDevice = device }
    read(.cameraWidth, into: &cameraWidth)
    read(.cameraHeight, into: &cameraHeight)
    read(.symbologies, into: &symbologies)
    read(.focusArea, into: &focusArea)
    read(.onlyInFocusArea, into: &onlyInFocusArea)
    read(.confirmationFrames, into: &confirmationFrames)
    read(.cooldown, into: &cooldown)
    read(.theme, into: &theme)
    read(.currency, into: &currency)
  }

  enum CodingKeys: String, CodingKey {
    case scanPolicy, bell, flash, cameraDevice, cameraWidth, cameraHeight, symbologies, focusArea, onlyInFocusArea
    case confirmationFrames, cooldown, theme
    case currency
  }
}
