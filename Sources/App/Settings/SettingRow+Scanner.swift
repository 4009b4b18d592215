/// The USB scanner's timing rows, and the row that opens the scanner test.
extension SettingRow {
  static var scannerRows: [SettingRow] {
    [
      SettingRow(
        name: "Scanner key gap", value: { "\($0.scannerConfiguration.maximumGap / .milliseconds(1)) ms" },
        change: .text(current: { String($0.scannerKeyGapMilliseconds) }) { text, settings in
          let range = AppSettings.scannerGapRange
          guard let value = Int(text.trimmingCharacters(in: .whitespaces).replacing(" ms", with: "")),
            range.contains(value)
          else { return "a whole number of milliseconds from \(range.lowerBound) to \(range.upperBound) (default 30)" }
          settings.scannerKeyGapMilliseconds = value
          return nil
        }),
      SettingRow(
        name: "Scanner minimum length", value: { "\($0.scannerConfiguration.minimumLength) characters" },
        change: .step { settings, forward in
          let range = AppSettings.scannerLengthRange
          settings.scannerMinimumLength = max(
            range.lowerBound, min(range.upperBound, settings.scannerMinimumLength + (forward ? 1 : -1)))
        }),
      SettingRow(
        name: "Scanner terminator", value: { $0.scannerTerminator.rawValue },
        change: .step { settings, forward in
          let all = AppSettings.ScannerTerminator.allCases
          let index = all.firstIndex(of: settings.scannerTerminator) ?? 0
          settings.scannerTerminator = all[(index + (forward ? 1 : all.count - 1)) % all.count]
        }),
      SettingRow(name: "Test your scanner", value: { _ in "scan a code to see its timing" }, change: .scannerTest),
    ]
  }
}
