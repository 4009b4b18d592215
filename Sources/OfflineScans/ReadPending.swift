/// A read the terminal UI stopped waiting for after its soft wait (`InputThreadDeadline`), or one not sent
/// because an earlier read still runs: the screen stays as last read, and reads again by itself when the read
/// lands (the change token moves).
public struct ReadPending: Error, Sendable, CustomStringConvertible {
  public var description: String { "reading… (the server has not answered yet: shown when it does)" }
}
