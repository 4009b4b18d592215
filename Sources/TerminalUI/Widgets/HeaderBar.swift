import InventoryCore

/// A badge at the right end of the header ("3 low"), in its own role.
public struct HeaderBadge: Hashable, Sendable {
  public var text: String
  public var role: StyleRole

  public init(_ text: String, role: StyleRole = .headerBadge) {
    self.text = text
    self.role = role
  }
}

/// The header line: title (or breadcrumb) on the left, badge on the right.
public enum HeaderBar {
  public static func draw(title: String, badge: HeaderBadge?, into canvas: inout Canvas, in rect: Rect) {
    let line = rect.line(0)
    guard !line.isEmpty else { return }
    canvas.fill(line, role: .header)
    var titleWidth = line.width - 1
    if let badge, !badge.text.isEmpty {
      let text = " \(badge.text) "
      // Half the line at least; more when the title leaves it free (a long badge is cut only when it must be).
      let room = max(line.width / 2, line.width - title.terminalWidth - 3)
      let width = min(text.terminalWidth, room)
      canvas.put(text, in: Rect(row: line.row, column: line.right - width, width: width, height: 1), role: badge.role)
      titleWidth -= width + 1
    }
    canvas.put(title, in: Rect(row: line.row, column: line.column + 1, width: titleWidth, height: 1), role: .header)
  }
}

/// A row of tab names with the selected one highlighted ("1 Scan │ 2 Inventory │ …"); clicks pick a tab.
public struct TabBar: Sendable {
  public var titles: [String]
  public var selectedIndex: Int
  /// Each tab's cells in the last draw (for clicks).
  public private(set) var tabAreas: [Rect] = []

  public init(titles: [String], selectedIndex: Int = 0) {
    self.titles = titles
    self.selectedIndex = selectedIndex
  }

  public mutating func draw(into canvas: inout Canvas, in rect: Rect) {
    let line = rect.line(0)
    canvas.fill(line, role: .header)
    tabAreas = []
    var column = line.column
    for (index, title) in titles.enumerated() {
      let text = " \(title) "
      let role: StyleRole = index == selectedIndex ? .activeTab : .header
      let width = canvas.put(text, row: line.row, column: column, role: role, clip: line)
      tabAreas.append(Rect(row: line.row, column: column, width: width, height: 1))
      column += width
      if index < titles.count - 1 {
        column += canvas.put("│", row: line.row, column: column, role: .header, clip: line)
      }
    }
  }

  /// The tab a click at `position` hit, if any.
  public func tab(at position: Position) -> Int? {
    tabAreas.firstIndex { $0.contains(position) }
  }
}
