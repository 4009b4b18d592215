import Foundation
import Logging

/// swift-log set up once per process: warnings by default, everything with --verbose, always on stderr
/// so that stdout stays clean for CSV and JSON.
enum Diagnostics {
  private static let bootstrapOnce: Void = {
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = .warning
      return handler
    }
  }()

  nonisolated(unsafe) static var logger = Logger(label: "stockroom")

  static func bootstrap(verbose: Bool) {
    _ = bootstrapOnce
    logger.logLevel = verbose ? .debug : .warning
  }
}
