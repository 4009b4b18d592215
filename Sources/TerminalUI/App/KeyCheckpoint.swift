/// How to undo what one key press is about to do. A key typed after a pause may be the first key of a USB
/// scanner's burst, which must never land in a field or switch a tab; rather than hold every such key back
/// for the scanner gap (~35 ms of latency on every key), the application delivers it at once when the
/// screen (or dialog) can take it back, and restores the checkpoint if a burst follows (see
/// `ScannerBurstDetector.Output.takeBack`).
public struct KeyCheckpoint {
  private let restoreState: () -> Void

  /// `restore` puts back the state as it was before the key (it may be called once, or never).
  public init(restore: @escaping () -> Void) {
    restoreState = restore
  }

  /// Undoes the key.
  public func restore() { restoreState() }

  /// Both checkpoints: `later`'s state is restored first, then this one's.
  public func combined(with later: KeyCheckpoint) -> KeyCheckpoint {
    KeyCheckpoint {
      later.restore()
      self.restore()
    }
  }
}

/// A screen or dialog whose reaction to some printable keys can be undone, so those keys reach it at once.
/// One that does not conform (or answers nil) gets its printable keys after the scanner gap, as always.
///
/// The checkpoint must cover everything the key does in this screen: what its `handle` does with the key,
/// and with the command the keymaps resolve it to when it leaves the key unhandled. The application
/// restores its own state (the screen stack, dialogs, the status line) itself. Answer nil for a key whose
/// effect goes beyond the screen (a database write, a file, a camera): that key waits for the gap.
public protocol ProvisionalKeyTarget: AnyObject {
  /// A checkpoint taken just before `key` is handled, or nil when its effect could not be undone.
  func checkpoint(before key: KeyPress) -> KeyCheckpoint?
}
