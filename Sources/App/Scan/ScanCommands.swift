import TerminalUI

/// The scan screen's commands, declared once: its keymaps, hint bar and help are generated from them.
extension Command {
  static let scanModeAdd = Command("scan.mode-add", label: "Add", help: "Mode: a scan adds stock")
  static let scanModeRemove = Command("scan.mode-remove", label: "Remove", help: "Mode: a scan takes stock out")
  static let scanModeLookUp = Command("scan.mode-look-up", label: "Look up", help: "Mode: a scan only shows the item")
  static let scanNextMode = Command("scan.mode-next", label: "Mode", help: "Next mode (add, remove, look up)")
  static let scanTypeCode = Command(
    "scan.type", label: "Type code", help: "Type a code by hand (a damaged label); check digits are verified")
  static let scanPause = Command("scan.pause", label: "Pause", help: "Pause or resume scanning (the picture goes on)")
  static let scanCamera = Command("scan.camera", label: "Camera", help: "Choose the camera")
  static let scanRetry = Command("scan.retry", label: "Retry", help: "Open the camera again")
  static let scanFocusGrow = Command("scan.focus-grow", label: "Focus+", help: "Make the focus area larger")
  static let scanFocusShrink = Command("scan.focus-shrink", label: "Focus-", help: "Make the focus area smaller")
  static let scanTorch = Command("scan.torch", label: "Torch", help: "Switch the camera's light on or off")
  static let scanZoomIn = Command("scan.zoom-in", label: "Zoom+", help: "Zoom in")
  static let scanZoomOut = Command("scan.zoom-out", label: "Zoom-", help: "Zoom out")

  static let scanEntrySubmit = Command(
    "scan.entry-submit", label: "Record", help: "Check the typed code and record it like a scan")
  static let scanEntryLeave = Command("scan.entry-leave", label: "Leave", help: "Leave the code field")
}

extension ScanScreen {
  /// While the code field has the keys.
  static let entryKeymap = Keymap(
    "Typing a code", [.init(.scanEntrySubmit, [.enter]), .init(.scanEntryLeave, [.escape])])

  /// The screen's own keys; torch, zoom and retry appear only when they can do something.
  func screenKeymap(controls: CameraControlsBox.Controls, canRetry: Bool) -> Keymap {
    var keymap = Keymap(
      "Scan",
      [
        .init(.scanTypeCode, [.char("/")]),
        .init(.scanNextMode, [.char("m")]),
        .init(.scanModeAdd, [.char("a")], hint: false),
        .init(.scanModeRemove, [.char("r")], hint: false),
        .init(.scanModeLookUp, [.char("l")], hint: false),
        .init(.scanPause, [.char("p")]),
        .init(.scanCamera, [.char("c")]),
        .init(.scanFocusGrow, [.char("+"), .char("=")], hint: false),
        .init(.scanFocusShrink, [.char("-")], hint: false),
      ])
    if canRetry { keymap.bind(.scanRetry, to: [.f(5)]) }
    if controls.torch { keymap.bind(.scanTorch, to: [.char("t")]) }
    if controls.zoom != nil {
      keymap.bind(.scanZoomIn, to: [.char("z")])
      keymap.bind(.scanZoomOut, to: [.char("Z")])
    }
    return keymap
  }
}
