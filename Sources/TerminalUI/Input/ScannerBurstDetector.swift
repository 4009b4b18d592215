/// Tells a USB keyboard-wedge scanner from a person typing. A scanner "types" a whole code and then Enter
/// within a few milliseconds; people leave 60 ms or more between keys. So printable characters that follow
/// each other within `maximumGap` are held back (for at most that gap) and, if Enter follows just as fast
/// after at least `minimumLength` of them, become one scan; otherwise they are released, in order, as the
/// key presses they were. Time is passed in, so the decision is deterministic and testable.
///
/// Holding back costs a person's key up to `maximumGap` of latency, so the first key after a pause can be
/// delivered at once instead (`feed(_:at:deliverAtOnce:)`, when the receiver can undo it): if it turns out to
/// start a burst, `.takeBack` comes before the `.scan`, and the receiver undoes that key. Only the first key
/// is ever provisional: the keys that follow it within the gap are held as before. So a scan never lands in
/// a field or a search box, on any screen, and ordinary typing is not delayed.
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
    /// The key delivered at once (see `feed(_:at:deliverAtOnce:)`) was the first of a scanner burst: undo it.
    /// Always followed by the `.scan` that includes its character.
    case takeBack
  }

  public let configuration: Configuration
  private var held: [Character] = []
  /// Whether `held[0]` was delivered already (provisionally): it is never released again, and a burst
  /// that it starts takes it back.
  private var firstDelivered = false
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
  ///
  /// With `deliverAtOnce`, a printable key that does not continue a burst (nothing is held at `time`) comes
  /// back at once as `.key`, still counted as the possible start of a burst: if the burst completes, the
  /// output is `.takeBack` and then the `.scan`. Pass it only when the receiver can undo the key.
  public mutating func feed(_ key: KeyPress, at time: Duration, deliverAtOnce: Bool = false) -> [Output] {
    var output = expire(at: time)
    if key.typedCharacter != nil || configuration.terminators.contains(key) { recordGap(at: time) }
    if let character = key.typedCharacter {
      if held.isEmpty && deliverAtOnce {
        firstDelivered = true
        output.append(.key(key))
      }
      held.append(character)
      lastTime = time
    } else if configuration.terminators.contains(key) && held.count >= configuration.minimumLength {
      if firstDelivered { output.append(.takeBack) }
      output.append(.scan(String(held)))
      held.removeAll()
      firstDelivered = false
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

  /// Releases every held character now, as typing (before a mouse click or a resize, say); a first key
  /// delivered at once stays delivered (it is no longer provisional).
  public mutating func flush() -> [Output] {
    defer {
      held.removeAll()
      firstDelivered = false
    }
    return held.dropFirst(firstDelivered ? 1 : 0).map { .key(.char($0)) }
  }

  /// Whether a key delivered at once may still be taken back (it could start a burst).
  public var hasProvisionalKey: Bool { firstDelivered }
}
