import InventoryCore

/// The part of the scanning state command cards drive: the mode they switch, the quantity of the next
/// product scan (one-shot), and the auto-return to the default mode after a quiet spell (a setting).
extension ScanDesk {
  /// Whether the mode and the next scan's quantity are what the app starts with.
  var isAtDefault: Bool { mode == Self.defaultMode && nextQuantity == nil }

  /// The header's scan indicator: "remove stock", or "remove stock · next ×5" when a card set a quantity.
  var indicator: String {
    let name = Self.name(of: mode).lowercased()
    guard let nextQuantity else { return name }
    return "\(name) · next ×\(nextQuantity)"
  }

  /// DONE, and the auto-return: the default mode, one unit per scan.
  func returnToDefault() {
    mode = Self.defaultMode
    nextQuantity = nil
  }

  /// A scan (product or card) was handled: the auto-return counts from now.
  func noteActivity() { lastActivity = clock() }

  /// Returns to the default mode when `seconds` (0: never) passed without a scan or a change of mode;
  /// true when it did so now. Counting from the last scan, not from the card: a person working through a
  /// shelf in remove mode is never switched back mid-way.
  func returnToDefaultIfIdle(after seconds: Int) -> Bool {
    guard seconds > 0, !isAtDefault, clock() - lastActivity >= .seconds(seconds) else { return false }
    returnToDefault()
    return true
  }

  /// Uses up the quantity a card set, once a scan reached an item to change (applied, offered or refused for
  /// its stock). A look-up, an unknown or an invalid code leaves it for the next scan: a misread label or a
  /// code still to be created does not lose the count.
  func useQuantity(after result: ScanOutcome) {
    switch result {
    // Kept offline with its quantity: it is sent with it.
    case .applied, .offered, .insufficientStock, .overMaximum, .keptOffline: nextQuantity = nil
    case .lookedUp, .unknown, .invalid: break
    }
  }
}
