import InventoryCore

/// The alert channels as the Settings screen shows and changes them. They are the inventory's own settings
/// (`alert_command`, `alert_email`, …, which `stockroom alerts` sets and every sender reads), not part of the
/// app's settings JSON (not encoded: `AppSettings.CodingKeys` leaves them out); `SettingsStore` loads them
/// beside it and the screen saves what a row changed.
public struct AlertChannelValues: Sendable, Equatable {
  /// The command each alert is given to (nil: none).
  public var command: String?
  public var desktopOn = true
  /// The digest's address (nil: no mail), the seconds between digests, the sendmail program (nil: the default).
  public var email: String?
  public var emailEverySeconds = AlertSettingRules.defaultDigestSeconds
  public var sendmail: String?

  public init() {}
}

extension SettingsStore {
  /// The channels as the inventory holds them now.
  func loadAlertChannels() throws -> AlertChannelValues {
    var values = AlertChannelValues()
    let command = try service.setting(AlertLimits.commandSetting) ?? ""
    values.command = command.isEmpty ? nil : command
    values.desktopOn = try AlertChannelSettings.desktopIsOn(in: service)
    let email = try AlertChannelSettings.email(in: service)
    (values.email, values.emailEverySeconds, values.sendmail) = (email.address, email.everySeconds, email.sendmail)
    return values
  }

  /// Saves the channels `values` changes from `old` (what the screen showed), through the rules the CLI uses; a
  /// channel the screen did not change keeps what another process may have set meanwhile.
  func saveAlertChannels(_ values: AlertChannelValues, was old: AlertChannelValues) throws {
    if values.command != old.command { try AlertChannelSettings.setCommand(values.command, in: service) }
    if values.desktopOn != old.desktopOn { try AlertChannelSettings.setDesktop(values.desktopOn, in: service) }
    if values.email != old.email || values.emailEverySeconds != old.emailEverySeconds
      || values.sendmail != old.sendmail
    {
      try AlertChannelSettings.setEmail(
        address: values.email, every: "\(values.emailEverySeconds)s", sendmail: values.sendmail ?? "", in: service)
    }
  }
}
