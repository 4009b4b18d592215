import ArgumentParser
import AtomicFiles
import Foundation
import InventoryCore
import OfflineScans
import PostgresStore
import Printing
import SQLiteStore

/// Exit statuses scripts can rely on (docs/guide/command-line.md; the man pages list them too).
enum ExitStatus {
  static let failure: Int32 = 1
  /// Nothing matched: an item, a category, a code in an image.
  static let notFound: Int32 = 3
  /// Bad command-line usage (swift-argument-parser's own validation errors use it too).
  static let usage: Int32 = 64
  /// The input was understood but refused: a wrong check digit, a bad CSV row, a duplicate, too little stock.
  static let invalidInput: Int32 = 65
  /// A service stockroom needs is missing or not answering: CUPS for --print (EX_UNAVAILABLE).
  static let unavailable: Int32 = 69
  /// A file could not be read or written, or the database (file or server) cannot be used.
  static let fileProblem: Int32 = 74
  /// The connection to the server was lost while committing and the server could not be asked since: the
  /// change may have been applied (EX_TEMPFAIL). Running the same command again is safe: it is recognised.
  static let outcomeUnknown: Int32 = 75
}

/// A failure already explained in words: printed once to stderr, then the process exits with `status`.
struct CommandFailure: Error, CustomStringConvertible {
  var message: String
  var status: Int32

  init(message: String, status: Int32) {
    self.message = message
    self.status = status
  }

  /// Classifies errors from the layers below.
  init(_ error: any Error) {
    switch error {
    case let failure as CommandFailure:
      self = failure
    case let error as InventoryError:
      switch error {
      case .itemNotFound, .categoryNotFound: self.init(message: error.description, status: ExitStatus.notFound)
      default: self.init(message: error.description, status: ExitStatus.invalidInput)
      }
    case let error as StockSessionError:
      switch error {
      case .sessionNotFound, .lineNotFound: self.init(message: error.description, status: ExitStatus.notFound)
      default: self.init(message: error.description, status: ExitStatus.invalidInput)
      }
    case let error as CustomFieldError:
      switch error {
      case .notFound, .removedFieldNotFound: self.init(message: error.description, status: ExitStatus.notFound)
      default: self.init(message: error.description, status: ExitStatus.invalidInput)
      }
    case let error as LocationError:
      switch error {
      case .notFound: self.init(message: error.description, status: ExitStatus.notFound)
      default: self.init(message: error.description, status: ExitStatus.invalidInput)
      }
    case let error as ProductCodeError:
      self.init(message: error.description, status: ExitStatus.invalidInput)
    case let error as ItemBarcodeError:
      self.init(message: error.description, status: ExitStatus.invalidInput)
    case let error as PrintingError:
      self.init(message: error.description, status: error.exitStatus)
    case let error as StoreError:
      self.init(message: error.description, status: ExitStatus.fileProblem)
    case let error as FileWriteError:
      self.init(message: error.description, status: ExitStatus.fileProblem)
    case let error as OfflineJournalError:
      self.init(message: error.description, status: ExitStatus.fileProblem)
    case let error as ScanNotKeptOffline:
      self.init(message: error.description, status: ExitStatus.fileProblem)
    case let error as PostgresStoreError:
      self.init(
        message: error.description,
        status: error.kind == .outcomeUnknown ? ExitStatus.outcomeUnknown : ExitStatus.fileProblem)
    case let error as PostgresSettingsError:
      self.init(message: error.description, status: ExitStatus.usage)
    case let error as ArchiveError:
      switch error {
      case .destinationNotEmpty: self.init(message: error.description, status: ExitStatus.fileProblem)
      case .unreadableValue, .beyondLimits: self.init(message: error.description, status: ExitStatus.invalidInput)
      default: self.init(message: error.description, status: ExitStatus.failure)
      }
    default:
      self.init(message: "\(error)", status: ExitStatus.failure)
    }
  }

  var description: String { message }
}

/// Runs a command body, reporting any failure as `stockroom: message` and the matching exit status.
///
/// This is the one place CLI errors reach the terminal, so it escapes control and bidi characters
/// (`TerminalSafeText`): messages quote names, codes, file names and CSV cells. A message's own line
/// breaks (a list of CSV problems, one per line) are kept; the values it quotes escape theirs where they
/// are formatted (`ItemCSVCell.quoted`), so a line break inside a cell never starts a new line here.
func reportingFailures(_ body: () throws -> Void) throws {
  do { try body() } catch let error as ExitCode {
    throw error
  } catch {
    let failure = CommandFailure(error)
    printError("stockroom: \(failure.message)")
    throw ExitCode(failure.status)
  }
}
