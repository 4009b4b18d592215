import Glibc

/// Points file descriptor 2 somewhere else while curses owns the screen: libraries below us (libv4l2,
/// zbar) print to stderr, and those bytes would land in the middle of the drawing. `restore()` (also
/// called from deinit) puts the original stderr back (dup/dup2).
final class StandardErrorRedirect {
  private var savedDescriptor: Int32

  /// Redirects stderr to `path` (appended to, created 0600) or /dev/null when nil. Returns nil, leaving
  /// stderr alone, if the file cannot be opened.
  init?(to path: String?) {
    let target = open(path ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard target >= 0 else { return nil }
    defer { close(target) }
    fflush(nil)
    savedDescriptor = dup(2)
    guard savedDescriptor >= 0, dup2(target, 2) >= 0 else {
      if savedDescriptor >= 0 { close(savedDescriptor) }
      return nil
    }
  }

  /// Puts the original stderr back; later calls do nothing.
  func restore() {
    guard savedDescriptor >= 0 else { return }
    fflush(nil)
    dup2(savedDescriptor, 2)
    close(savedDescriptor)
    savedDescriptor = -1
  }

  deinit { restore() }
}
