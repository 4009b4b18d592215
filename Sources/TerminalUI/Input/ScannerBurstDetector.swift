/// Tells a USB keyboard-wedge scanner from a person typing. A scanner "types" a whole code and then Enter
/// within a few milliseconds; people leave 60 ms or more between keys. So printable characters that follow
/// each other within `maximumGap` are held back (for at most that gap) and, if Enter follows just as fast
/// after at least `minimumLength` of them, become one scan; otherwise they are released, in order, as the
/// key presses they were. Time is passed in, so the decision is deterministic and testable.
///
/// The cost of holding back: a person's key reaches a text field up to `maximumGap` later. The benefit: a
/// scan never lands in a field or a search box, on any screen.
public struct ScannerBurstDetector: Sendable {
  public struct Configuration: Hashable, Sendable {
    /// The longest gap between two keys of a burst, and between its last key and the terminator.
    /// Default 30 ms: scanners send a key every 1–10 ms, and even fast typists rarely press four keys
    /// and Enter each within 30 ms of the previous one.
    public var maximumGap: Duration
    /// The fewest characters before the terminator for a scan. Default 4 (shorter bursts are taken as typing).
    public var minimumLength: Int
    /// Keys that end a burst (most scanners send Enter; some can be set to Tab).
    public var terminators: Set<KeyPress>

    public init(
      maximumGap: Duration = .milliseconds(30), minimumLength: Int = 4, terminators: Set<KeyPress> = [.enter]
    ) {
      self.maximumGap = maximumGap
      self.minimumLength = minimumLength
      self.terminators = terminators
    }
  }

  /// What the detector lets through.
  public enum Output: Hashable, Sendable {
    /// A key press to deliver as usual (released typing, or a key that is never held).
    case key(KeyPress)
    /// A complete scanner burst, without its terminator.
    case scan(String)
  }

  public let configuration: Configuration
  private var held: [Character] = []
  private var lastTime: Duration = .zero
  private var lastKeyTime: Duration?
  /// The gaps between the latest keys (characters and terminators) that followed each other within a
  /// second, oldest first, at most 64: what the "test your scanner" helper shows against `maximumGap`.
  public private(set) var recentGaps: [Duration] = []

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }

  /// Whether characters are being held back right now.
  public var isHolding: Bool { !held.isEmpty }

  /// When the held characters must be released if no further key arrives (nil when nothing is held).
  /// The run loop waits for input no longer than this.
  public var deadline: Duration? { held.isEmpty ? nil : lastTime + configuration.maximumGap }

  /// Takes one key press read at `time`; returns what to deliver now, in order.
  public mutating func feed(_ key: KeyPress, at time: Duration) -> [Output] {
    var output = expire(at: time)
    if key.typedCharacter != nil || configuration.terminators.contains(key) { recordGap(at: time) }
    if let character = key.typedCharacter {
      held.append(character)
      lastTime = time
    } else if configuration.terminators.contains(key) && held.count >= configuration.minimumLength {
      output.append(.scan(String(held)))
      held.removeAll()
    } else {
      output += flush()
      output.append(.key(key))
    }
    return output
  }

  private mutating func recordGap(at time: Duration) {
    defer { lastKeyTime = time }
    guard let lastKeyTime, time - lastKeyTime <= .seconds(1) else {
      recentGaps.removeAll()
      return
    }
    recentGaps.append(time - lastKeyTime)
    if recentGaps.count > 64 { recentGaps.removeFirst() }
  }

  /// Releases the held characters as typing if the gap since the last one has passed by `time`.
  /// (A gap of exactly `maximumGap` still counts as fast.)
  public mutating func expire(at time: Duration) -> [Output] {
    guard let deadline, time > deadline else { return [] }
    return flush()
  }

  /// Releases every held character now, as typing (before a mouse click or a resize, say).
  public mutating func flush() -> [Output] {
    defer { held.removeAll() }
    return held.map { .key(.char($0)) }
  }
}
