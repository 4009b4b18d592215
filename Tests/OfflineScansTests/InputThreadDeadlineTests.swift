import Dispatch
import Foundation
import Synchronization
import Testing

@testable import OfflineScans

/// The terminal UI's reads never hold its keys for a server that does not answer: a read outliving its deadline
/// fails saying so, later ones are refused unsent until it has answered, and other threads are not bounded.
@Suite struct InputThreadDeadlineTests {
  /// Stands in for a hung server: a read that returns only when released.
  final class HeldRead: Sendable {
    let release = DispatchSemaphore(value: 0)
    let ran = Atomic<Int>(0)

    func run() -> Int {
      ran.add(1, ordering: .relaxed)
      release.wait()
      return 7
    }
  }

  @Test func aReadThatDoesNotAnswerFailsAndLaterOnesAreRefusedUntilItAnswers() throws {
    let deadline = InputThreadDeadline()
    deadline.start(deadline: .milliseconds(100))
    let held = HeldRead()
    #expect(throws: ServerNotAnswering.self) { try deadline.read { held.run() } }
    #expect(deadline.isStalled)
    // Refused without being sent: the second read never reaches the (reading thread of the) server.
    let second = HeldRead()
    let error = #expect(throws: ServerNotAnswering.self) { try deadline.read { second.run() } }
    #expect(error?.description.contains("the server has not answered for") == true)
    #expect(throws: ServerNotAnswering.self) { try deadline.refuseWhileStalled() }
    #expect(second.ran.load(ordering: .relaxed) == 0)
    // Once the first answers, reads go through again.
    held.release.signal()
    let until = Date().addingTimeInterval(20)
    while deadline.isStalled, Date() < until { Thread.sleep(forTimeInterval: 0.005) }
    #expect(!deadline.isStalled)
    #expect(try deadline.read { 42 } == 42)
  }

  @Test func readsOnOtherThreadsAndBeforeStartAreNotBounded() throws {
    let deadline = InputThreadDeadline()
    // Not started: run as is, on the calling thread.
    #expect(try deadline.read { Thread.current.name ?? "" } == Thread.current.name ?? "")
    deadline.start(deadline: .milliseconds(50))
    let held = HeldRead()
    let result = Mutex<Int?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      // Another thread (a background sum, an export) waits as long as the read takes.
      let value = try? deadline.read { held.run() }
      result.withLock { $0 = value }
      done.signal()
    }.start()
    Thread.sleep(forTimeInterval: 0.2)
    #expect(result.withLock { $0 } == nil)
    held.release.signal()
    done.wait()
    #expect(result.withLock { $0 } == 7)
    #expect(!deadline.isStalled)
  }

  @Test func aReadAnsweredLateLengthensTheDeadlineOneCutShortDoesNot() throws {
    let deadline = InputThreadDeadline()
    deadline.start(deadline: .milliseconds(50))
    // Failed late (the probe cut the hung connection): says nothing of the server's speed.
    let cut = DispatchSemaphore(value: 0)
    #expect(throws: ServerNotAnswering.self) {
      try deadline.read { () throws -> Int in
        cut.wait()
        throw CutConnection()
      }
    }
    Thread.sleep(forTimeInterval: 0.1)
    cut.signal()
    waitUntilAnswered(deadline)
    #expect(deadline.current == .milliseconds(50))
    // Answered late (a slow server): the deadline becomes twice that read's time.
    let slow = HeldRead()
    #expect(throws: ServerNotAnswering.self) { try deadline.read { slow.run() } }
    Thread.sleep(forTimeInterval: 0.2)
    slow.release.signal()
    waitUntilAnswered(deadline)
    #expect(deadline.current >= .milliseconds(400) && deadline.current <= InputThreadDeadline.longest)
  }

  struct CutConnection: Error {}

  private func waitUntilAnswered(_ deadline: InputThreadDeadline) {
    let until = Date().addingTimeInterval(20)
    while deadline.isStalled, Date() < until { Thread.sleep(forTimeInterval: 0.005) }
  }
}
