/// Changes the alert channels' settings, checked by `AlertSettingRules`, for every front end (the CLI's
/// `alerts set-command`, `set-email`, `desktop`; the terminal UI's Settings rows): a channel turned on or given
/// its first address starts then (`AlertInventory.startAlertChannel`, when the store has the alerts role: an
/// offline-capable station saves the setting on its server, whose channel then starts at its first send), so it
/// does not replay older alerts.
public enum AlertChannelSettings {
  public typealias Store = StatusInventory

  /// Sets the command (nil or blank: none); returns the command kept.
  @discardableResult
  public static func setCommand(_ text: String?, in store: any Store) throws -> String? {
    let command = try text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : try AlertSettingRules.command($0) }
    try store.setSetting(AlertLimits.commandSetting, to: command ?? "")
    return command
  }

  public static func desktopIsOn(in store: any Store) throws -> Bool {
    AlertSettingRules.desktopIsOn(saved: try store.setting(AlertLimits.desktopSetting))
  }

  /// Turns desktop notifications on or off; turned on again, they start with the alerts raised from now on.
  public static func setDesktop(_ on: Bool, in store: any Store) throws {
    let wasOn = try desktopIsOn(in: store)
    try store.setSetting(AlertLimits.desktopSetting, to: on ? "on" : "off")
    if on && !wasOn { try (store as? any AlertInventory)?.startAlertChannel(.desktop) }
  }

  /// The e-mail digest as saved: the address (nil: none), seconds between digests and the sendmail program.
  public static func email(in store: any Store) throws -> (address: String?, everySeconds: Int, sendmail: String?) {
    let address = try store.setting(AlertLimits.emailSetting) ?? ""
    let sendmail = try store.setting(AlertLimits.sendmailSetting) ?? ""
    return (
      address.isEmpty ? nil : address,
      AlertSettingRules.digestSeconds(saved: try store.setting(AlertLimits.emailEverySetting)),
      sendmail.isEmpty ? nil : sendmail
    )
  }

  /// Sets the digest's address (nil or blank: no mail), and its interval and sendmail program when given
  /// (`every` as "30m"; `sendmail` blank: the default). Everything is checked before anything is saved. A first
  /// address starts the channel: the first digest lists the alerts raised from now on, one interval from now.
  public static func setEmail(
    address text: String?, every: String? = nil, sendmail: String? = nil, in store: any Store
  ) throws {
    let address = try text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : try AlertSettingRules.emailAddress($0) }
    let seconds = try every.map { try AlertSettingRules.digestInterval($0) }
    let program = try sendmail.map { $0.allSatisfy(\.isWhitespace) ? "" : try AlertSettingRules.sendmailPath($0) }
    let hadAddress = try email(in: store).address != nil
    if let seconds { try store.setSetting(AlertLimits.emailEverySetting, to: String(seconds)) }
    if let program { try store.setSetting(AlertLimits.sendmailSetting, to: program) }
    try store.setSetting(AlertLimits.emailSetting, to: address ?? "")
    if address != nil && !hadAddress { try (store as? any AlertInventory)?.startAlertChannel(.email) }
  }
}
