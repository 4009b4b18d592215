extension SettingRow {
  /// The bell for a new stock alert (`AlertWatch`): the channel of a shop that set no alert command.
  static var alertBellRow: SettingRow {
    var row = toggle("Bell on new alert", \.alertBell)
    row.help =
      "When an item goes below its minimum or runs out and no alert command sends the alert (stockroom alerts "
      + "set-command), the bell rings once. The header counts open alerts either way."
    return row
  }
}
