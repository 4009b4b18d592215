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
}
