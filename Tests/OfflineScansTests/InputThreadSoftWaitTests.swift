import Dispatch
import Foundation
import Testing

@testable import OfflineScans

/// The first key after a server hangs answers within a frame or two: the input thread waits for a read only its
/// soft wait, then draws the key's screen as last read while the read goes on; its landing is counted once (the
/// screens read again), a later key's read is neither queued behind it nor overtaken by it, and a read that
/// outlives the deadline is a stall as before.
@Suite struct InputThreadSoftWaitTests {
  typealias HeldRead = InputThreadDeadlineTests.HeldRead

  @Test func aReadNotAnsweredWithinTheSoftWaitIsPendingAndItsLandingCountsOnce() throws {
    let deadline = InputThreadDeadline()
    deadline.start(deadline: .seconds(10), pendingAfter: .milliseconds(200))
    let held = HeldRead()
    let asked = ContinuousClock.now
    #expect(throws: ReadPending.self) { try deadline.read { held.run() } }
    #expect(ContinuousClock.now - asked < .seconds(5), "the key waited for the read, not the soft wait")
    #expect(deadline.isReading && !deadline.isStalled)
    #expect(deadline.landings == 0)
    // A later key's read is refused unsent: it would wait behind the first on the same server.
    let later = HeldRead()
    #expect(throws: ReadPending.self) { try deadline.read { later.run() } }
    #expect(later.ran.load(ordering: .relaxed) == 0)
    // The first lands: counted once, and its value (7) goes to no later read.
    held.release.signal()
    waitUntil { !deadline.isReading }
    #expect(deadline.landings == 1)
    #expect(try deadline.read { 42 } == 42)
    #expect(try deadline.read { 43 } == 43)
    #expect(deadline.landings == 1)
  }

  @Test func aPendingReadThatOutlivesTheDeadlineIsAStallUntilItAnswers() throws {
    let deadline = InputThreadDeadline()
    deadline.start(deadline: .milliseconds(400), pendingAfter: .milliseconds(200))
    let held = HeldRead()
    #expect(throws: ReadPending.self) { try deadline.read { held.run() } }
    waitUntil { deadline.isStalled }
    #expect(deadline.isStalled)
    #expect(throws: ServerNotAnswering.self) { try deadline.read { 1 } }
    #expect(throws: ServerNotAnswering.self) { try deadline.refuseWhileStalled() }
    held.release.signal()
    waitUntil { !deadline.isReading }
    #expect(!deadline.isStalled)
    #expect(deadline.landings == 1)
    #expect(try deadline.read { 2 } == 2)
  }

  @Test func aSlowLinkIsShownAfterOneReadingThanksToTheGraceAfterALanding() throws {
    let deadline = InputThreadDeadline()
    deadline.start(deadline: .seconds(5), pendingAfter: .milliseconds(20))
    let slowRead: @Sendable () -> Int = {
      Thread.sleep(forTimeInterval: 0.1)
      return 5
    }
    // The first read on a link slower than the soft wait is pending; it lands within the deadline.
    #expect(throws: ReadPending.self) { try deadline.read(slowRead) }
    waitUntil { !deadline.isReading }
    // The screens read again at once, and are waited for: not pending in turn.
    #expect(deadline.softWait == deadline.current)
    #expect(try deadline.read(slowRead) == 5)
    #expect(!deadline.isStalled)
  }

  @Test func theGraceEndsSoASlowMomentDoesNotSlowTheNextHang() throws {
    let deadline = InputThreadDeadline(grace: .milliseconds(200))
    deadline.start(deadline: .seconds(5), pendingAfter: .milliseconds(20))
    #expect(throws: ReadPending.self) {
      try deadline.read { () -> Int in
        Thread.sleep(forTimeInterval: 0.1)
        return 1
      }
    }
    waitUntil { !deadline.isReading }
    waitUntil { deadline.softWait == .milliseconds(20) }
    #expect(deadline.softWait == .milliseconds(20))
    let held = HeldRead()
    #expect(throws: ReadPending.self) { try deadline.read { held.run() } }
    held.release.signal()
    waitUntil { !deadline.isReading }
  }

  @Test func aPendingReadThatFailsOpensNoGrace() throws {
    let deadline = InputThreadDeadline()
    deadline.start(deadline: .seconds(5), pendingAfter: .milliseconds(20))
    let cut = DispatchSemaphore(value: 0)
    #expect(throws: ReadPending.self) {
      try deadline.read { () throws -> Int in
        cut.wait()
        throw InputThreadDeadlineTests.CutConnection()
      }
    }
    cut.signal()
    waitUntil { !deadline.isReading }
    // Cut by the probe, say: the server may still hang, so the next key still waits only the soft wait.
    #expect(deadline.landings == 1)
    #expect(deadline.softWait == .milliseconds(20))
  }

  @Test func withoutASoftWaitTheInputThreadWaitsTheWholeDeadline() throws {
    let deadline = InputThreadDeadline()
    deadline.start(deadline: .milliseconds(60))
    #expect(deadline.softWait == .milliseconds(60))
    let held = HeldRead()
    #expect(throws: ServerNotAnswering.self) { try deadline.read { held.run() } }
    #expect(deadline.isStalled)
    held.release.signal()
    waitUntil { !deadline.isReading }
    #expect(deadline.landings == 1)
  }

  private func waitUntil(_ condition: () -> Bool) {
    let until = Date().addingTimeInterval(20)
    while !condition(), Date() < until { Thread.sleep(forTimeInterval: 0.005) }
  }
}
