/// The USB scanner's rows: its timing, what it sends for GS, and the row that opens the scanner test.
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
      gs1SeparatorRow,
      SettingRow(name: "Test your scanner", value: { _ in "scan a code to see its timing" }, change: .scannerTest),
      scanModeReturnRow,
    ]
  }

  static let scanModeReturnName = "Back to add stock after"

  /// The command cards' auto-return (a mode key's choice returns too: one rule for the mode).
  static var scanModeReturnRow: SettingRow {
    SettingRow(
      name: scanModeReturnName, value: { AppSettings.scanModeReturnText($0.scanModeReturnSeconds) },
      change: .step { settings, forward in
        settings.scanModeReturnSeconds = AppSettings.scanModeReturnStep(
          from: settings.scanModeReturnSeconds, forward: forward)
      },
      help: "After this long without a scan, a scan mode other than add stock (set by a command card or a key) "
        + "and a quantity card's count go back to add stock, one per scan. Print the cards: stockroom cards -o cards.pdf"
    )
  }

  static let gs1SeparatorName = "GS1 separator your scanner sends"

  /// Empty: none (GS itself, AIM prefixes, the bracketed form and Digital Links are understood without it).
  static var gs1SeparatorRow: SettingRow {
    SettingRow(
      name: gs1SeparatorName, value: { $0.gs1Separator ?? "none" },
      change: .text(current: { $0.gs1Separator ?? "" }) { text, settings in
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
          settings.gs1Separator = nil
          return nil
        }
        if let problem = AppSettings.gs1SeparatorProblem(trimmed) { return problem }
        settings.gs1Separator = trimmed
        return nil
      },
      help: "If your scanner cannot send GS (0x1D) between GS1 elements (expiry, batch...), set it to send "
        + "| ~ ^ or a short text like <GS> and enter the same here. Empty: none; GS itself always works.",
      prompt: gs1SeparatorPrompt)
  }

  /// Examples where the separator is typed (the prompt is 62 columns wide).
  static let gs1SeparatorPrompt = "What it sends for GS, like | ~ ^ # or <GS> (empty: none):"
}
