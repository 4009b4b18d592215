extension KeyPress {
  /// How the key is written in the hint bar and help: "F1", "^C", "PgDn", "↑", "M-x", "S-Tab", "Space".
  public var displayName: String {
    var prefix = ""
    if modifiers.contains(.alt) { prefix += "M-" }
    if modifiers.contains(.shift), key != .backTab { prefix += "S-" }
    if modifiers.contains(.control) {
      if case .character(let character) = key { return prefix + "^" + character.uppercased() }
      prefix += "C-"
    }
    return prefix + key.displayName
  }
}

extension Key {
  /// The key's name without modifiers.
  public var displayName: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Bksp"
    case .delete: "Del"
    case .insert: "Ins"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .function(let number): "F\(number)"
    }
  }
}
