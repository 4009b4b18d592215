import Foundation
import PostgresNIO

extension PostgresLink {
  /// Streams `chunks` (COPY text format: one line per row, tab between columns, `\N` for NULL, see
  /// `CopyText`) into `columns` of `table` with `COPY ... FROM STDIN`, inside the caller's transaction.
  ///
  /// postgres-nio offers COPY only as an async function. It runs in a task whose every job runs on the
  /// connection's event loop (`EventLoopTaskExecutor`), and fulfils a promise there; this thread waits for that
  /// future with the usual deadline, as every statement does. Not on the cooperative pool: the callers are
  /// synchronous and may themselves occupy its every thread (tests run on it), and then a task scheduled there
  /// would never run. The event loop is never blocked: the task only suspends on it.
  func copy(into table: String, columns: [String], chunks: [ByteBuffer]) throws {
    let connection = self.connection
    let logger = self.logger
    let promise = connection.eventLoop.makePromise(of: Void.self)
    Task(executorPreference: EventLoopTaskExecutor(connection.eventLoop)) {
      do {
        try await connection.copyFrom(table: table, columns: columns, logger: logger) { writer in
          for chunk in chunks { try await writer.write(chunk) }
        }
        promise.succeed(())
      } catch {
        promise.fail(error)
      }
    }
    // Past the deadline `wait` closes the connection; that must end the wait even if the task never ran.
    connection.closeFuture.whenComplete { _ in promise.fail(CopyInterrupted()) }
    try wait(promise.futureResult)
  }
}

/// The connection closed before the COPY finished.
private struct CopyInterrupted: Error, CustomStringConvertible {
  var description: String { "the connection closed during COPY" }
}

/// Runs a task's jobs on one NIO event loop (a task executor preference, SE-0417), so the async code of
/// postgres-nio runs where its connection lives and needs no thread of the cooperative pool.
final class EventLoopTaskExecutor: TaskExecutor {
  private let eventLoop: any EventLoop

  init(_ eventLoop: any EventLoop) { self.eventLoop = eventLoop }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}

/// Values in PostgreSQL's COPY text format, appended to a buffer row by row.
struct CopyText {
  private(set) var buffer = ByteBuffer()
  private var columnsInRow = 0

  mutating func append(_ text: String?) {
    separate()
    guard let text else {
      buffer.writeStaticString("\\N")
      return
    }
    // Backslash, tab, newline and carriage return would be read as syntax: they go as escapes.
    guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
      buffer.writeString(text)
      return
    }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\t": escaped += "\\t"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    buffer.writeString(escaped)
  }

  mutating func append<Number: BinaryInteger>(_ number: Number?) { append(number.map { String($0) }) }

  mutating func endRow() {
    buffer.writeStaticString("\n")
    columnsInRow = 0
  }

  private mutating func separate() {
    if columnsInRow > 0 { buffer.writeStaticString("\t") }
    columnsInRow += 1
  }

  /// Hands over what was written and starts an empty buffer.
  mutating func take() -> ByteBuffer {
    defer { buffer = ByteBuffer() }
    return buffer
  }
}
