import InventoryCore

/// The GS1 separator setting: many USB scanners cannot send GS (0x1D, what a GS1 code has between
/// variable-length elements) and are configured to send another character or a short text instead.
extension AppSettings {
  static let gs1SeparatorMaximumLength = GS1SubstituteSeparator.maximumLength

  /// Why `text` cannot be the separator, or nil when it can (`GS1SubstituteSeparator.problem`).
  static func gs1SeparatorProblem(_ text: String) -> String? { GS1SubstituteSeparator.problem(text) }

  /// How text from a USB scanner or typed by hand is read as GS1: detected (GS, an AIM prefix, the bracketed
  /// form, a Digital Link), with the separator set here in place of GS.
  public var gs1Hint: GS1Hint { .detect(separator: gs1Separator) }
}
