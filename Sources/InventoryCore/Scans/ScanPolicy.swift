/// What a known item's scan does: ask first, or add one at once.
public enum ScanPolicy: String, Sendable, CaseIterable, Codable {
  case ask
  case auto
}

/// What a scan is for: receiving stock, taking it out, or just finding the item.
public enum ScanMode: String, Sendable, CaseIterable, Codable {
  case add, remove, lookUp = "look-up"
}
