/// The histories the app keeps: stock movements, scans and the action journal.
public enum HistoryKind: String, Sendable, CaseIterable {
  case movements, scans, actions

  /// One entry, in words: "3 scans".
  public func counted(_ count: Int) -> String {
    let noun =
      switch self {
      case .movements: "movement"
      case .scans: "scan"
      case .actions: "action"
      }
    return "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
