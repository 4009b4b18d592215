import InventoryCore
import Scanning
import TerminalUI

extension ScanScreen {
  /// Keys the screen takes before the keymaps: typing in the code field. (An offered change is answered in
  /// the offer dialog, which has the keys while it is open.)
  func handleKey(_ key: KeyPress) -> ScreenAction {
    if fieldFocused {
      if key == .escape { return perform(.scanEntryLeave) }
      if key.typedCharacter == ScanWording.groupSeparator {
        // Ctrl-] types GS between GS1 elements; a field holds no control character, so it shows as ␝.
        _ = field.insert(String(ScanWording.groupSeparatorPicture))
        return .redraw
      }
      switch field.handle(.key(key)) {
      case .submitted(let text): return submitTyped(text)
      case .edited:
        field.validationMessage = nil
        return .redraw
      case .moved, .unchanged: return .redraw
      case .unhandled: return .unhandled
      }
    }
    return .unhandled
  }

  func perform(_ command: Command) -> ScreenAction {
    switch command {
    case .scanModeAdd: return setMode(.add)
    case .scanModeRemove: return setMode(.remove)
    case .scanModeLookUp: return setMode(.lookUp)
    case .scanNextMode:
      environment.scanDesk.nextMode()
      return .redraw
    case .scanTypeCode:
      fieldFocused = true
      return .redraw
    case .scanEntryLeave:
      fieldFocused = false
      field.validationMessage = nil
      return .redraw
    case .scanEntrySubmit:
      return submitTyped(field.text)
    case .scanPause:
      userPaused.toggle()
      if userPaused { session?.pipeline.pause() } else { session?.pipeline.resume() }
      return .status(.info(userPaused ? "scanning paused (p resumes)" : "scanning resumed"))
    case .scanRetry:
      restart()
      return .redraw
    case .scanCamera: return chooseCamera()
    case .scanFocusGrow: return resizeFocus(by: 1.15)
    case .scanFocusShrink: return resizeFocus(by: 1 / 1.15)
    case .scanTorch:
      torch = !(torch ?? false)
      restart()
      return .status(.info(torch == true ? "torch on" : "torch off"))
    case .scanZoomIn, .scanZoomOut:
      guard let range = controls.controls.zoom else { return .bell }
      let step = max(1, (range.upperBound - range.lowerBound) / 10)
      let current = zoom ?? range.lowerBound
      zoom = min(range.upperBound, max(range.lowerBound, current + (command == .scanZoomIn ? step : -step)))
      restart()
      return .status(.info("zoom \(zoom ?? 0)"))
    default:
      return .unhandled
    }
  }

  private func setMode(_ newMode: ScanMode) -> ScreenAction {
    mode = newMode
    return .redraw
  }

  /// The focus area the settings give, scaled about its centre by the screen's +/- keys.
  var focusArea: FocusArea {
    let area = environment.settings.focusArea
    let width = min(1, max(0.1, area.width * focusScale))
    let height = min(1, max(0.1, area.height * focusScale))
    let centreX = area.x + area.width / 2
    let centreY = area.y + area.height / 2
    return FocusArea(
      x: min(max(0, centreX - width / 2), 1 - width), y: min(max(0, centreY - height / 2), 1 - height), width: width,
      height: height)
  }

  private func resizeFocus(by factor: Double) -> ScreenAction {
    let scaled = focusScale * factor
    let area = environment.settings.focusArea
    guard area.width * scaled >= 0.1 || factor > 1, area.width * scaled <= 1.2 || factor < 1 else { return .bell }
    focusScale = scaled
    restart()
    let percent = Int((focusArea.width * 100).rounded())
    return .status(.info("focus area \(percent)% of the picture's width"))
  }

  private func chooseCamera() -> ScreenAction {
    let paths = CameraCatalog.capturePaths()
    guard !paths.isEmpty else {
      return .status(.warning("no camera found: connect a webcam; typing a code and a USB scanner still work"))
    }
    let options = paths.map { ChoiceDialog.Option($0) }
    let current = paths.firstIndex(of: pickedCamera ?? environment.settings.cameraDevice ?? "") ?? 0
    return .present(
      ChoiceDialog(title: "Camera", options: options, selected: current) { [weak self] index in
        guard let self else { return .none }
        let path = paths[index]
        pickedCamera = path
        environment.settings.cameraDevice = path
        restart()
        let (store, settings) = (environment.settingsStore, environment.settings)
        return environment.saving("the camera") {
          try store.save(settings)
        } finish: { outcome in
          guard case .failure(let error) = outcome else { return .status(.info("camera \(path)")) }
          return .status(.error("camera \(path) for now; not kept for next time: \(describe(error))"))
        }
      })
  }

  /// Enter in the code field: the code is recorded like any scan (source keyboard), invalid ones included;
  /// a wrong check digit is explained in place and the text stays to be corrected.
  private func submitTyped(_ raw: String) -> ScreenAction {
    let text = raw.trimmingCharacters(in: .whitespaces)
      .replacing(String(ScanWording.groupSeparatorPicture), with: String(ScanWording.groupSeparator))
    guard !text.isEmpty else {
      fieldFocused = false
      return .redraw
    }
    let recorded = ScanHandler(environment: environment).record(text, source: .keyboard)
    if case .invalid(_, let error) = recorded.result {
      field.validationMessage = error.description
    } else {
      field.text = ""
      field.validationMessage = nil
    }
    return .sequence([recorded.action, .redraw])
  }
}

extension ScanScreen: ProvisionalKeyTarget {
  /// Typing a code, the scan mode keys and "/" can be taken back; the camera's keys (pause, camera, focus,
  /// torch, zoom) restart or reconfigure it, and wait for the scanner gap.
  public func checkpoint(before key: KeyPress) -> KeyCheckpoint? {
    if !fieldFocused, let command = Keymap.resolve(key, in: keymaps),
      ![.scanModeAdd, .scanModeRemove, .scanModeLookUp, .scanNextMode, .scanTypeCode].contains(command)
    {
      return nil
    }
    let desk = environment.scanDesk
    let saved = (field, fieldFocused, desk.mode, desk.lastActivity)
    return KeyCheckpoint { [weak self] in
      guard let self else { return }
      (field, fieldFocused) = (saved.0, saved.1)
      (desk.mode, desk.lastActivity) = (saved.2, saved.3)
    }
  }
}
