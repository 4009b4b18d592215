extension Application {
  /// The help and hint-bar keymaps for what has the keys now: the modal's, else the screen's and the global one.
  public var activeKeymaps: [Keymap] {
    if let modal { return modal.keymaps }
    return activeScreen.keymaps + [configuration.globalKeymap]
  }

  /// The configured theme as this terminal can show it (monochrome without colours; see `Theme.adapted`).
  public var effectiveTheme: Theme { configuration.theme.adapted(toColorCount: terminal.colorCount) }

  /// Draws the whole frame: header, the active screen, any modal, status line and key hints; or the
  /// "too small" message.
  @discardableResult func render() -> FrameOutput {
    needsDraw = false
    let size = terminal.size
    var canvas = Canvas(size: size)
    let theme = effectiveTheme
    let context = DrawContext(
      theme: theme, pixelMode: .best(theme: theme, colorCount: terminal.colorCount), now: terminal.now)
    guard terminalIsLargeEnough else {
      drawTooSmall(into: &canvas)
      return terminal.draw(canvas, theme: theme)
    }
    drawnBadge = badge()
    let (header, rest) = canvas.bounds.splitTop(1)
    let (body, bottom) = rest.splitBottom(2)
    let titles = screens.map(\.title).filter { !$0.isEmpty }
    HeaderBar.draw(
      title: ([configuration.title] + titles).filter { !$0.isEmpty }.joined(separator: " › "), badge: drawnBadge,
      into: &canvas, in: header)
    activeScreen.draw(into: &canvas, in: body, context: context)
    modal?.draw(into: &canvas, in: body, context: context)
    statusLine.draw(into: &canvas, in: bottom.line(0))
    KeyHintBar.draw(KeyHelp.hints(for: activeKeymaps), into: &canvas, in: bottom.line(1))
    return terminal.draw(canvas, theme: theme)
  }

  private func drawTooSmall(into canvas: inout Canvas) {
    let need = configuration.minimumSize
    let message = "terminal too small: need \(need), have \(terminal.size)"
    let lines = wrap(message, width: max(1, canvas.size.columns))
    let area = canvas.bounds.centered(width: canvas.size.columns, height: lines.count)
    for (index, line) in lines.enumerated() {
      canvas.put(line, row: area.row + index, column: 0, role: .warning)
    }
    canvas.cursor = nil
  }
}
