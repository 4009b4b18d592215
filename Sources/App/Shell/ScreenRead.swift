import InventoryCore
import TerminalUI

/// A list screen's read of its rows: read when first drawn and again whenever the store changed
/// (`ChangeWatcher`, on ticks). A read that fails is said in the status line ("cannot read categories: …", or
/// "reading…" while a hung server's answer is awaited) and in place of the empty list's text; the next read that
/// succeeds clears the status line, so the message never outlives the rows it waited for.
struct ScreenRead {
  /// What the screen reads, for the messages: "categories".
  let what: String
  private let watcher: ChangeWatcher
  private(set) var failed = false
  private var loaded = false
  /// The failure of the read made while drawing, said at the next tick (drawing cannot show a message).
  private var unsaid: StatusMessage?

  init(_ what: String, service: any Inventory) {
    self.what = what
    watcher = ChangeWatcher(service: service)
  }

  /// Reads unless the screen has read before (when it is drawn).
  mutating func readIfNeverRead(_ read: () throws -> Void) {
    guard !loaded else { return }
    if case .status(let message) = self.read(read) { unsaid = message }
  }

  /// On a tick: reads again when the store changed since the last look, or says why the last read failed.
  mutating func readIfChanged(_ read: () throws -> Void) -> ScreenAction {
    if watcher.hasChanged() { return self.read(read) }
    defer { unsaid = nil }
    return unsaid.map { .status($0) } ?? .none
  }

  /// Reads now.
  mutating func read(_ read: () throws -> Void) -> ScreenAction {
    loaded = true
    unsaid = nil
    do { try read() } catch {
      failed = true
      return .status(.error("cannot read \(what): \(describe(error))"))
    }
    guard failed else { return .redraw }
    failed = false
    return .sequence([.status(StatusMessage("", lifetime: .zero)), .redraw])
  }

  /// The empty list's text: `normal`, or while the rows cannot be read, that they are not read yet.
  func emptyText(_ normal: String) -> String { failed ? "The \(what) are not read yet." : normal }
}
