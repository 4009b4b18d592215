/// Limits of alerts and of sending them, enforced here and by the schema.
public enum AlertLimits {
  /// The longest failure message kept with an alert (a command's stderr is cut to it).
  public static let maximumFailureLength = 1_000
  /// How long one sender may hold an alert it is sending before another may take it over (a sender killed
  /// mid-send leaves it claimed): longer than the command timeout.
  public static let claimSeconds = 120
  /// How long a user's alert command may run before it is stopped and the send counted as failed.
  public static let defaultCommandTimeoutSeconds = 30
  /// The settings key of the command each alert is given to.
  public static let commandSetting = "alert_command"
  /// The settings key of the desktop switch: "off" turns notifications off; anything else (unset) is on.
  public static let desktopSetting = "alert_desktop"
  /// The settings keys of the e-mail digest: the address (empty or unset: no mail), the seconds between digests,
  /// and the sendmail program (unset: `/usr/sbin/sendmail`, then `sendmail` on PATH).
  public static let emailSetting = "alert_email"
  public static let emailEverySetting = "alert_email_every"
  public static let sendmailSetting = "alert_sendmail"
  /// The most alerts one digest lists (more wait for the next).
  public static let digestBatch = 500
}
