import InventoryCore
import Scanning
import TerminalUI

extension ScanScreen {
  /// Mode line on top; picture and panel side by side (stacked when narrow); hint; the code field last.
  public func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    startIfNeeded()
    now = max(now, context.now)
    guard rect.height >= 6, rect.width >= 20 else { return }
    let (modeLine, rest) = rect.splitTop(1)
    let (main, bottom) = rest.splitBottom(3)
    drawModes(into: &canvas, in: modeLine)
    if main.width >= 72 {
      let pictureWidth = main.width * 11 / 20
      let picture = Rect(row: main.row, column: main.column, width: pictureWidth, height: main.height)
      let panel = Rect(
        row: main.row, column: main.column + pictureWidth + 1, width: main.width - pictureWidth - 1, height: main.height
      )
      drawPicture(into: &canvas, in: picture, context: context)
      drawPanel(into: &canvas, in: panel)
    } else {
      let (picture, panel) = main.splitTop(max(3, main.height / 2))
      drawPicture(into: &canvas, in: picture, context: context)
      drawPanel(into: &canvas, in: panel)
    }
    drawHint(into: &canvas, in: bottom.line(0))
    let entry = Rect(row: bottom.row + 1, column: bottom.column, width: bottom.width, height: 2)
    let label = "Code: "
    canvas.put(label, row: entry.row, column: entry.column, role: fieldFocused ? .title : .dim)
    let fieldArea = Rect(
      row: entry.row, column: entry.column + label.count, width: entry.width - label.count, height: 2)
    let cursor = field.draw(into: &canvas, in: fieldArea, focused: fieldFocused)
    canvas.cursor = fieldFocused ? cursor : nil
  }

  /// "Mode: [Add stock] Remove stock  Look up" (and "next scan ×5" after a quantity card) with the scan
  /// policy and the source's state on the right.
  private func drawModes(into canvas: inout Canvas, in line: Rect) {
    canvas.fill(line)
    var column = line.column
    column += canvas.put("Mode:", row: line.row, column: column, role: .title, clip: line)
    if let joined = environment.scanDesk.joinedSession {
      let text = " [\(SessionText.badge(joined))] every scan goes into it (Sessions tab)"
      column += canvas.put(text, row: line.row, column: column, role: .selection, clip: line)
    }
    for candidate in ScanMode.allCases where environment.scanDesk.joinedSession == nil {
      let selected = candidate == mode
      let text = selected ? "[\(ScanDesk.name(of: candidate))]" : " \(ScanDesk.name(of: candidate)) "
      column += 1
      column += canvas.put(text, row: line.row, column: column, role: selected ? .selection : .dim, clip: line)
    }
    if let quantity = environment.scanDesk.nextQuantity {
      column += canvas.put(" next scan ×\(quantity)", row: line.row, column: column, role: .warning, clip: line)
    }
    let policy = environment.settings.scanPolicy == .ask ? "ask first" : "auto +1"
    let status = "\(policy) · \(sourceStatus)"
    let width = min(status.terminalWidth, max(0, line.right - column - 2))
    canvas.put(
      status.truncated(toColumns: width), in: Rect(row: line.row, column: line.right - width, width: width, height: 1),
      role: .dim, alignRight: true)
  }

  var sourceStatus: String {
    switch sourceState {
    case .idle, .starting: "opening \(sourceChoice.displayName)…"
    case .running: session?.isPaused == true ? "paused" : "live: \(sourceChoice.displayName)"
    case .failed: "no picture"
    case .ended: "stopped"
    }
  }

  private func drawPicture(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let flashing = flashUntil.map { now < $0 } ?? false
    let title = flashing ? "✓ scanned" : userPaused ? "Camera (paused)" : "Camera"
    canvas.drawBox(
      rect, style: flashing ? .heavy : .single, role: flashing ? .success : .border, title: title)
    let inside = rect.inset(by: 1)
    guard !inside.isEmpty else { return }
    // Ticks keep the picture sampled for these cells; a new layout, or a source that has no frame (not yet, or
    // no longer), is looked at now.
    if pictureCells != inside || (session?.pipeline.preview.frameNumber ?? 0) == 0 {
      samplePicture(in: inside, at: now)
    }
    guard picture.width > 0 else {
      drawNoPicture(into: &canvas, in: inside)
      return
    }
    guard
      let placement = canvas.drawGreyImage(
        picture.pixels, width: picture.width, height: picture.height, in: inside, mode: context.pixelMode)
    else { return }
    let focus = focusArea.pixels(width: picture.width, height: picture.height)
    canvas.drawImageOutline(
      x: focus.x, y: focus.y, width: focus.width, height: focus.height, on: placement, style: .rounded, role: .hint)
    for box in pictureBoxes {
      canvas.drawImageOutline(
        x: box.x, y: box.y, width: box.width, height: box.height, on: placement, style: .heavy, role: .success)
    }
  }

  /// Why there is no picture, and what to do about it.
  private func drawNoPicture(into canvas: inout Canvas, in rect: Rect) {
    var lines: [(String, StyleRole)]
    switch sourceState {
    case .failed(let error):
      lines = [(error.description, .error)]
      lines.append(("F5 tries again · c chooses a camera", .hint))
    case .ended:
      lines = [("The video ended.", .normal), ("F5 plays it again", .hint)]
    case .idle, .starting:
      lines = [("Opening \(sourceChoice.displayName)…", .dim)]
    case .running:
      // Open, but no frame yet: webcams take a second or two to deliver the first one.
      lines = [("Waiting for the first picture from \(sourceChoice.displayName)…", .dim)]
    }
    if case .failed = sourceState {
      lines.append(("Typing a code (/) and a USB scanner work without a camera.", .hint))
    }
    var wrapped: [(String, StyleRole)] = []
    for (text, role) in lines { wrapped += ScanWording.wrap(text, width: rect.width).map { ($0, role) } }
    let top = rect.row + max(0, (rect.height - wrapped.count) / 2)
    for (index, line) in wrapped.prefix(rect.height).enumerated() {
      canvas.put(line.0, row: top + index, column: rect.column, role: line.1, clip: rect)
    }
  }

  /// The last scan (this screen's, another screen's or another process'), the offers waiting, then recent
  /// scans with their quality.
  private func drawPanel(into canvas: inout Canvas, in rect: Rect) {
    guard rect.height > 0 else { return }
    var row = rect.row
    func line(_ text: String, _ role: StyleRole) {
      guard row < rect.bottom else { return }
      canvas.put(text, in: Rect(row: row, column: rect.column, width: rect.width, height: 1), role: role)
      row += 1
    }
    line("Last scan", .title)
    let desk = environment.scanDesk
    if let last = desk.last {
      for text in ScanWording.wrap(last.summary, width: rect.width - 1, lines: 3) { line(" " + text, last.role) }
    } else {
      line(" Show a code to the camera, scan it, or type it (/).", .dim)
    }
    if !desk.offers.isEmpty {
      let count = desk.offers.count
      line(" \(count) offer\(count == 1 ? "" : "s") waiting for an answer", .warning)
    }
    row += 1
    line("Recent scans", .title)
    for entry in desk.recent {
      guard row + 1 < rect.bottom else { break }
      line((" " + entry.summary).truncated(toColumns: rect.width), entry.role)
      line(("   " + entry.detail).truncated(toColumns: rect.width), .dim)
    }
  }

  private func drawHint(into canvas: inout Canvas, in line: Rect) {
    canvas.fill(line)
    if userPaused {
      canvas.put("Paused: p resumes scanning.", in: line, role: .warning)
    } else if let hint, case .running = sourceState {
      canvas.put("Hint: \(hint.rawValue)", in: line, role: .hint)
    }
  }
}
