import Testing

@testable import TerminalUI

@Suite("Scanner burst detector")
struct ScannerBurstDetectorTests {
  typealias Output = ScannerBurstDetector.Output

  /// Feeds `text` one character every `interval` from `start`, then optionally Enter after `enterGap`;
  /// then lets time run on by a second. Returns everything delivered, in order.
  func run(
    _ text: String, interval: Duration, enterGap: Duration? = nil, start: Duration = .seconds(1),
    configuration: ScannerBurstDetector.Configuration = .init()
  ) -> [Output] {
    var detector = ScannerBurstDetector(configuration: configuration)
    var time = start
    var output: [Output] = []
    for (index, character) in text.enumerated() {
      if index > 0 { time += interval }
      output += detector.feed(.char(character), at: time)
    }
    if let enterGap {
      time += enterGap
      output += detector.feed(.enter, at: time)
    }
    output += detector.expire(at: time + .seconds(1))
    #expect(!detector.isHolding)
    return output
  }

  func typed(_ text: String) -> [Output] { text.map { .key(.char($0)) } }

  @Test("a fast burst ending in Enter is one scan", arguments: [1, 5, 10, 30])
  func fastBurst(milliseconds: Int) {
    let gap = Duration.milliseconds(milliseconds)
    #expect(run("4006381333931", interval: gap, enterGap: gap) == [.scan("4006381333931")])
  }

  @Test("human typing stays typing, Enter included", arguments: [60, 100, 250])
  func slowTyping(milliseconds: Int) {
    let gap = Duration.milliseconds(milliseconds)
    #expect(run("4006381333931", interval: gap, enterGap: gap) == typed("4006381333931") + [.key(.enter)])
  }

  @Test("a fast burst without Enter is released as characters, in order")
  func burstWithoutEnter() {
    #expect(run("abcdef", interval: .milliseconds(5)) == typed("abcdef"))
  }

  @Test("a fast burst followed by a slow Enter is typing")
  func slowEnter() {
    #expect(
      run("12345678", interval: .milliseconds(5), enterGap: .milliseconds(200)) == typed("12345678") + [.key(.enter)])
  }

  @Test("a burst shorter than the minimum is typing")
  func shortBurst() {
    #expect(run("abc", interval: .milliseconds(5), enterGap: .milliseconds(5)) == typed("abc") + [.key(.enter)])
    let three = ScannerBurstDetector.Configuration(minimumLength: 3)
    #expect(run("abc", interval: .milliseconds(5), enterGap: .milliseconds(5), configuration: three) == [.scan("abc")])
  }

  @Test("one slow gap in the middle splits typing from a following burst")
  func mixed() {
    // Given a person typing "hi", then a scanner sending a code 300 ms later
    var detector = ScannerBurstDetector()
    var output: [Output] = []
    output += detector.feed(.char("h"), at: .milliseconds(0))
    output += detector.feed(.char("i"), at: .milliseconds(150))
    var time = Duration.milliseconds(450)
    for character in "96385074" {
      output += detector.feed(.char(character), at: time)
      time += .milliseconds(4)
    }
    output += detector.feed(.enter, at: time)
    // Then the typing comes out as keys and the code as one scan
    #expect(output == typed("hi") + [.scan("96385074")])
  }

  @Test("characters are held for at most the gap threshold, then released")
  func holdingAndDeadline() {
    var detector = ScannerBurstDetector()
    #expect(detector.feed(.char("a"), at: .milliseconds(100)).isEmpty, "held back: it may start a burst")
    #expect(detector.deadline == .milliseconds(130))
    #expect(detector.expire(at: .milliseconds(130)).isEmpty, "a gap of exactly the threshold still counts as fast")
    #expect(detector.expire(at: .milliseconds(131)) == [.key(.char("a"))])
    #expect(detector.deadline == nil)
  }

  @Test("other keys release what is held and pass through; so does flush")
  func otherKeys() {
    var detector = ScannerBurstDetector()
    _ = detector.feed(.char("x"), at: .zero)
    #expect(detector.feed(.down, at: .milliseconds(2)) == [.key(.char("x")), .key(.down)])
    #expect(detector.feed(.ctrl("c"), at: .milliseconds(3)) == [.key(.ctrl("c"))], "Ctrl keys are never held")
    _ = detector.feed(.char("y"), at: .milliseconds(4))
    #expect(detector.flush() == [.key(.char("y"))])
    #expect(detector.feed(.enter, at: .milliseconds(5)) == [.key(.enter)])
  }

  @Test("a scanner set to end codes with Tab works when Tab is a terminator")
  func tabTerminator() {
    let configuration = ScannerBurstDetector.Configuration(terminators: [.enter, .tab])
    var detector = ScannerBurstDetector(configuration: configuration)
    var output: [Output] = []
    for (index, character) in "ABC-123".enumerated() {
      output += detector.feed(.char(character), at: .milliseconds(index * 3))
    }
    output += detector.feed(.tab, at: .milliseconds(25))
    #expect(output == [.scan("ABC-123")])
  }

  @Test("delivered at once: the first key comes out at once and is taken back when it starts a burst")
  func firstKeyAtOnce() {
    var detector = ScannerBurstDetector()
    #expect(detector.feed(.char("4"), at: .zero, deliverAtOnce: true) == [.key(.char("4"))])
    #expect(detector.hasProvisionalKey)
    var output: [Output] = []
    for (index, character) in "006381333931".enumerated() {
      output += detector.feed(.char(character), at: .milliseconds(3 * (index + 1)), deliverAtOnce: true)
    }
    #expect(output.isEmpty, "the keys after the first are held, as ever")
    #expect(detector.feed(.enter, at: .milliseconds(40)) == [.takeBack, .scan("4006381333931")])
    #expect(!detector.hasProvisionalKey && !detector.isHolding)
  }

  @Test("delivered at once: typing is never delayed, and the first key is never delivered twice")
  func typingAtOnce() {
    var detector = ScannerBurstDetector()
    var output: [Output] = []
    for (index, character) in "tea".enumerated() {
      output += detector.feed(.char(character), at: .milliseconds(120 * index), deliverAtOnce: true)
    }
    #expect(output == typed("tea"), "each key out as it is pressed")
    #expect(detector.expire(at: .seconds(1)).isEmpty && !detector.hasProvisionalKey)
    // Rollover: two keys 10 ms apart; the second is held for the gap, the first is not repeated.
    #expect(detector.feed(.char("o"), at: .seconds(2), deliverAtOnce: true) == [.key(.char("o"))])
    #expect(detector.feed(.char("k"), at: .seconds(2) + .milliseconds(10), deliverAtOnce: true).isEmpty)
    #expect(detector.expire(at: .seconds(3)) == [.key(.char("k"))])
    // A short burst ending in Enter is typing: nothing taken back.
    _ = detector.feed(.char("a"), at: .seconds(4), deliverAtOnce: true)
    #expect(detector.feed(.enter, at: .seconds(4) + .milliseconds(5)) == [.key(.enter)])
    _ = detector.feed(.char("b"), at: .seconds(5), deliverAtOnce: true)
    #expect(detector.flush().isEmpty, "flush confirms the key delivered at once")
  }
}
