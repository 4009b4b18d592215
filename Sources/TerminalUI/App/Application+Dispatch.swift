extension Application {
  /// Sends an event to the modal or the active screen, falling back to the keymaps and built-in commands.
  func dispatch(_ event: InputEvent) {
    if case .tick(let time) = event {
      if let ticking = modal as? TickingModal, let result = ticking.tick(time) { closeOrKeep(ticking, result) }
      let action = activeScreen.handle(event)
      if case .none = action { return }
      perform(action)
      return
    }
    if !terminalIsLargeEnough {
      // Only quitting works while the screen cannot be seen (and scans, which need no screen).
      if case .key(let key) = event, configuration.globalKeymap.command(for: key) == .quit { requestQuit() }
      if case .scan = event { perform(activeScreen.handle(event)) }
      return
    }
    needsDraw = true
    if let modal {
      if case .resize = event { return }
      if case .scan = event, !modal.takesScans {
        perform(activeScreen.handle(event))
        return
      }
      closeOrKeep(modal, modal.handle(event))
      return
    }
    var action = activeScreen.handle(event)
    if case .unhandled = action, case .key(let key) = event,
      let command = Keymap.resolve(key, in: activeScreen.keymaps + [configuration.globalKeymap])
    {
      action = activeScreen.handle(.command(command))
      if case .unhandled = action { action = builtIn(command) }
    } else if case .unhandled = action, case .command(let command) = event {
      action = builtIn(command)
    }
    perform(action)
  }

  /// What `modal` answered: it stays open (drawn again), or closes and its action is carried out.
  private func closeOrKeep(_ modal: any Modal, _ result: ModalResult) {
    needsDraw = true
    guard case .close(let action) = result, self.modal === modal else { return }
    self.modal = nil
    perform(action)
    if self.modal == nil, !waitingModals.isEmpty { self.modal = waitingModals.removeFirst() }
  }

  /// Carries out what a screen or dialog asked for.
  func perform(_ action: ScreenAction) {
    switch action {
    case .none, .unhandled:
      break
    case .redraw:
      needsDraw = true
    case .push(let screen):
      push(screen)
    case .pop:
      if screens.count > 1 { screens.removeLast() }
      needsDraw = true
    case .replace(let screen):
      screens[screens.count - 1] = screen
      needsDraw = true
    case .quit:
      requestQuit()
    case .command(let command):
      dispatch(.command(command))
    case .status(let message):
      show(message)
    case .present(let modal):
      // Never replace an open dialog (its question would be lost): the new one waits its turn.
      if self.modal == nil { self.modal = modal } else { waitingModals.append(modal) }
      needsDraw = true
    case .bell:
      terminal.bell()
    case .flash:
      terminal.flash()
    case .sequence(let actions):
      actions.forEach(perform)
    }
  }

  /// The commands the application performs itself when the screen leaves them.
  private func builtIn(_ command: Command) -> ScreenAction {
    switch command {
    case .help:
      if activeScreen is HelpScreen { return .none }
      return .push(
        HelpScreen(screenTitle: activeScreen.title, keymaps: activeScreen.keymaps + [configuration.globalKeymap]))
    case .back:
      return screens.count > 1 ? .pop : .none
    case .quit:
      return .quit
    case .redraw:
      terminal.invalidate()
      return .redraw
    default:
      return .none
    }
  }

  /// Quits, first asking when any screen on the stack holds unsaved changes.
  func requestQuit() {
    guard screens.contains(where: { $0.hasUnsavedChanges }) else {
      outcome = .quit
      return
    }
    modal = ConfirmDialog(title: "Quit", message: "There are unsaved changes. Quit anyway and lose them?") {
      [weak self] yes in
      if yes { self?.outcome = .quit }
      return .none
    }
    needsDraw = true
  }
}
