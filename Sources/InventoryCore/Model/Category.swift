/// A user-defined category. Names are unique regardless of case; deleting one never deletes items.
public struct Category: Sendable, Hashable, Identifiable {
  public var id: Int64?
  public var name: String
  public var color: CategoryColor

  public init(id: Int64? = nil, name: String, color: CategoryColor) {
    self.id = id
    self.name = name
    self.color = color
  }
}

/// Terminal colours a category can be shown in (the 16 every colour terminal has).
public enum CategoryColor: String, Sendable, CaseIterable, Codable {
  case red, green, yellow, blue, magenta, cyan, white
  case brightRed = "bright-red", brightGreen = "bright-green", brightYellow = "bright-yellow"
  case brightBlue = "bright-blue", brightMagenta = "bright-magenta", brightCyan = "bright-cyan"
  case gray

  /// The colour a new category gets when none is given: cycles so neighbours differ.
  public static func suggested(forCategoryNumber number: Int) -> CategoryColor {
    let palette: [CategoryColor] = [
      .cyan, .green, .yellow, .magenta, .blue, .red, .brightCyan, .brightGreen, .brightYellow, .brightMagenta,
      .brightBlue, .brightRed, .white, .gray,
    ]
    return palette[((number % palette.count) + palette.count) % palette.count]
  }

  /// Accepts the names above, case-insensitively, with "_" or " " for "-", and "grey".
  public init?(name: String) {
    let normalized = name.trimmingCharacters(in: .whitespaces).lowercased()
      .replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: " ", with: "-")
    if normalized == "grey" {
      self = .gray
      return
    }
    guard let color = CategoryColor(rawValue: normalized) else { return nil }
    self = color
  }
}
