/// A scrolling list with a selection, drawn from a `ListDataSource` one screenful at a time (htop's Panel).
/// Keys come through `keymap` (arrows, j/k, PgUp/PgDn, Home/End, g/G, Enter); mouse clicks select and the
/// wheel scrolls. Handling returns a `Result`; drawing happens only in `draw`.
public struct ListView: Sendable {
  /// What handling an event did.
  public enum Result: Hashable, Sendable {
    /// Not a list key: the screen may use it.
    case unhandled
    /// Handled, nothing changed (already at the top, say).
    case unchanged
    /// The selection or scroll position changed.
    case moved
    /// Enter, or a double click, on the row at this index.
    case activated(Int)
  }

  public var columns: [ListColumn]
  public var showsHeader: Bool
  public var keymap: Keymap
  /// The selected row (clamped to the data source's rows at every draw and key).
  public internal(set) var selectedIndex = 0
  /// The first visible row.
  public internal(set) var topIndex = 0
  /// Rows shown in the last draw: the page size for PgUp/PgDn.
  public internal(set) var visibleRowCount = 1
  /// Where the last draw put the rows (for mouse hits).
  public internal(set) var rowsArea = Rect(row: 0, column: 0, width: 0, height: 0)
  /// Wheel steps scroll by this many rows.
  public var wheelStep = 3

  public init(columns: [ListColumn], showsHeader: Bool = true, keymap: Keymap = .listNavigation) {
    self.columns = columns
    self.showsHeader = showsHeader
    self.keymap = keymap
  }

  /// Selects row `index` (clamped to `0..<rowCount`), scrolling it into view.
  public mutating func select(_ index: Int, rowCount: Int) {
    selectedIndex = max(0, min(index, rowCount - 1))
    scrollSelectionIntoView(rowCount: rowCount)
  }

  /// Moves the selection and the scroll position by `delta` rows together, so the same rows stay on screen:
  /// for a list that learnt its rows' positions only after showing them (counted off the input thread).
  public mutating func shift(by delta: Int, rowCount: Int) {
    topIndex = max(0, min(topIndex + delta, rowCount - 1))
    selectedIndex = max(0, min(selectedIndex + delta, rowCount - 1))
    scrollSelectionIntoView(rowCount: rowCount)
  }

  /// Acts on a key or mouse event; `rowCount` is the data source's current count.
  public mutating func handle(_ event: InputEvent, rowCount: Int) -> Result {
    switch event {
    case .key(let key):
      guard let command = keymap.command(for: key) else { return .unhandled }
      return perform(command, rowCount: rowCount)
    case .command(let command):
      return perform(command, rowCount: rowCount)
    case .mouse(let mouse):
      return handleMouse(mouse, rowCount: rowCount)
    default:
      return .unhandled
    }
  }

  /// Performs a list command (see `Keymap.listNavigation`).
  public mutating func perform(_ command: Command, rowCount: Int) -> Result {
    let page = max(1, visibleRowCount - 1)
    let target: Int
    switch command {
    case .lineUp: target = selectedIndex - 1
    case .lineDown: target = selectedIndex + 1
    case .pageUp: target = selectedIndex - page
    case .pageDown: target = selectedIndex + page
    case .first: target = 0
    case .last: target = rowCount - 1
    case .activate: return rowCount > 0 ? .activated(selectedIndex) : .unchanged
    default: return .unhandled
    }
    return move(to: target, rowCount: rowCount)
  }

  private mutating func handleMouse(_ mouse: MouseEvent, rowCount: Int) -> Result {
    switch mouse.kind {
    case .wheelUp, .wheelDown:
      let oldTop = topIndex
      let step = mouse.kind == .wheelUp ? -wheelStep : wheelStep
      topIndex = max(0, min(topIndex + step, max(0, rowCount - visibleRowCount)))
      selectedIndex = max(topIndex, min(selectedIndex, topIndex + visibleRowCount - 1))
      selectedIndex = max(0, min(selectedIndex, rowCount - 1))
      return oldTop == topIndex ? .unchanged : .moved
    case .click, .doubleClick, .rightClick:
      guard rowsArea.contains(mouse.position) else { return .unhandled }
      let index = topIndex + mouse.position.row - rowsArea.row
      guard index < rowCount else { return .unchanged }
      if mouse.kind == .doubleClick { return .activated(index) }
      return move(to: index, rowCount: rowCount)
    }
  }

  private mutating func move(to target: Int, rowCount: Int) -> Result {
    let old = (selectedIndex, topIndex)
    select(target, rowCount: rowCount)
    return old == (selectedIndex, topIndex) ? .unchanged : .moved
  }

  mutating func scrollSelectionIntoView(rowCount: Int) {
    let height = max(1, visibleRowCount)
    if selectedIndex < topIndex { topIndex = selectedIndex }
    if selectedIndex >= topIndex + height { topIndex = selectedIndex - height + 1 }
    topIndex = max(0, min(topIndex, rowCount - height))
  }
}
