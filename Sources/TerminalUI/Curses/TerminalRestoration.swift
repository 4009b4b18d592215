import CNCursesW
import Glibc
import Synchronization

/// The signal that asked us to stop, 0 if none: written by the signal handler (an atomic store is
/// async-signal-safe), read by the run loop, which restores the terminal outside the handler.
let pendingStopSignal = Atomic<Int32>(0)

/// What a crash handler needs to put the terminal back without calling curses (which is not
/// async-signal-safe): the terminal modes from before curses, and the bytes that leave the alternate
/// screen, show the cursor, reset attributes and stop mouse reporting. Written once before the handlers
/// are installed and read only by them, hence `nonisolated(unsafe)`.
enum TerminalRestoration {
  nonisolated(unsafe) static var savedModes = termios()
  nonisolated(unsafe) static var hasSavedModes = false
  nonisolated(unsafe) static var resetBytes: UnsafeMutableBufferPointer<UInt8>?
  nonisolated(unsafe) static var outputDescriptor: Int32 = 1
  nonisolated(unsafe) static var previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

  static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

  /// Saves the terminal modes (tcgetattr) before curses changes them.
  static func saveModes(of descriptor: Int32) {
    hasSavedModes = tcgetattr(descriptor, &savedModes) == 0
  }

  /// Prepares the reset bytes from terminfo (tigetstr: rmcup, cnorm, sgr0, rmkx) plus the xterm mouse-off
  /// and bracketed-paste-off sequences; call after curses has loaded the terminal description.
  static func prepareReset(outputDescriptor descriptor: Int32) {
    outputDescriptor = descriptor
    var bytes: [UInt8] = []
    for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
      if let value = stockroom_tigetstr(name) { bytes += Array(String(cString: value).utf8) }
    }
    bytes += Array("\u{1b}[?2004l\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l\r\n".utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    resetBytes?.deallocate()
    resetBytes = buffer
  }

  /// Installs the stop handlers (flag only) and the crash handlers (restore, then re-raise to the previous handler).
  static func installHandlers() {
    pendingStopSignal.store(0, ordering: .relaxed)
    for signalNumber in stopSignals {
      signal(signalNumber) { number in pendingStopSignal.store(number, ordering: .relaxed) }
    }
    for signalNumber in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in TerminalRestoration.restoreFromCrash(number) }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signalNumber, &action, previousCrashActions + Int(signalNumber))
    }
  }

  /// Puts the default handlers back (after endwin).
  static func removeHandlers() {
    for signalNumber in stopSignals { signal(signalNumber, SIG_DFL) }
    for signalNumber in crashSignals { sigaction(signalNumber, previousCrashActions + Int(signalNumber), nil) }
  }

  /// In a crash handler: writes the reset bytes, restores the saved modes (write and tcsetattr are
  /// async-signal-safe), then hands the signal to the handler that was there before (Swift's backtracer
  /// or the default action) by re-raising it once this handler returns.
  static func restoreFromCrash(_ signalNumber: Int32) {
    if let resetBytes, let base = resetBytes.baseAddress { _ = write(outputDescriptor, base, resetBytes.count) }
    if hasSavedModes { tcsetattr(0, TCSANOW, &savedModes) }
    sigaction(signalNumber, previousCrashActions + Int(signalNumber), nil)
    raise(signalNumber)
  }

  /// The stop signal received since the handlers were installed, if any (clears it).
  static func takeStopSignal() -> Int32? {
    let number = pendingStopSignal.exchange(0, ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// After the terminal is restored: dies of `signalNumber` with its default action, so the parent sees
  /// the usual status (130 for SIGINT, 143 for SIGTERM).
  static func reraise(_ signalNumber: Int32) -> Never {
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
    exit(128 + signalNumber)
  }
}
