import InventoryCore
import TerminalUI

/// "Scan a code to test your scanner": takes the next scan, or keys ending in the terminator, and says
/// whether it was recognised as a scan, with the gaps measured between its keys against the settings, and
/// what to change when it was not. Esc closes it.
final class ScannerTestDialog: Modal {
  private let configuration: ScannerBurstDetector.Configuration
  private let gaps: () -> [Duration]
  private var typed = ""
  private(set) var verdict: [String] = ["Scan a code now (Esc closes)."]

  init(configuration: ScannerBurstDetector.Configuration, gaps: @escaping () -> [Duration]) {
    self.configuration = configuration
    self.gaps = gaps
  }

  var takesScans: Bool { true }

  var keymaps: [Keymap] { [Keymap("Scanner test", [.init(.back, [.escape])])] }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    let limit = configuration.maximumGap / .milliseconds(1)
    let lines =
      ["Key gap at most \(limit) ms, at least \(configuration.minimumLength) characters.", ""] + verdict
    let box = rect.centered(width: min(rect.width, 72), height: lines.count + 2)
    canvas.fill(box, role: .dialog)
    canvas.drawBox(box, role: .dialog, title: "Test your scanner")
    for (index, line) in lines.enumerated() {
      canvas.put(
        line, in: Rect(row: box.row + 1 + index, column: box.column + 2, width: box.width - 4, height: 1),
        role: .dialog)
    }
    canvas.cursor = nil
  }

  func handle(_ event: InputEvent) -> ModalResult {
    switch event {
    case .scan(let code):
      verdict = ["\(StyleRole.success.symbol ?? "") recognised as a scan: \(code.terminalSafe)", timing(of: code)]
    case .key(let key) where key == .escape:
      return .close(then: .none)
    case .key(let key) where configuration.terminators.contains(key):
      let code = typed
      typed = ""
      verdict = [
        "\(StyleRole.error.symbol ?? "") not recognised: \(code.count) characters arrived as typing", timing(of: code),
        advice(for: code),
      ]
    case .key(let key):
      if let character = key.typedCharacter { typed.append(character) }
    default:
      break
    }
    return .keep
  }

  /// "13 characters, key gaps 2–6 ms".
  private func timing(of code: String) -> String {
    let milliseconds = gaps().suffix(code.count).map { $0 / .milliseconds(1) }
    guard let low = milliseconds.min(), let high = milliseconds.max() else { return "\(code.count) characters" }
    return "\(code.count) characters, key gaps \(Int(low.rounded()))–\(Int(high.rounded())) ms"
  }

  private func advice(for code: String) -> String {
    if code.count < configuration.minimumLength { return "lower the minimum length to \(max(1, code.count))" }
    let slowest = gaps().suffix(code.count).max().map { Int(($0 / .milliseconds(1)).rounded()) } ?? 0
    return slowest > 200 ? "that was typing, not a scanner" : "raise the key gap to \(min(200, slowest + 10)) ms"
  }
}
