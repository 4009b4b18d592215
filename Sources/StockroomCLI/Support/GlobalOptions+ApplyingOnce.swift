import Foundation
import InventoryCore
import PostgresStore

extension GlobalOptions {
  /// Runs a command's change under an operation id (`OperationClaim`), so that running the same command again
  /// after its outcome was lost changes nothing twice. The id is `STOCKROOM_OPERATION_ID` when a script sets
  /// one; else the id of this very command line's last run if its outcome was unknown (kept in
  /// `UncertainOperations`); else a new one. A change already applied says so on stderr and returns nil (the
  /// command succeeds).
  func applyingOnce<T>(
    environment: [String: String] = ProcessInfo.processInfo.environment, _ body: () throws -> T
  ) throws -> T? {
    let target = try? address()
    let uncertain = UncertainOperations(folder: target?.localFolder(environment: environment))
    let key = UncertainOperations.key(arguments: CommandLine.arguments, address: target)
    let id: UUID
    if let given = environment["STOCKROOM_OPERATION_ID"] {
      guard let parsed = UUID(uuidString: given) else {
        throw CommandFailure(
          message: "STOCKROOM_OPERATION_ID is not a UUID (such as \(UUID().uuidString.lowercased())): \(given)",
          status: ExitStatus.usage)
      }
      id = parsed
    } else {
      id = uncertain.id(for: key) ?? UUID()
    }
    do {
      let result = try OperationClaim.performing(id, body)
      uncertain.forget(key)
      return result
    } catch let applied as OperationAlreadyApplied {
      uncertain.forget(key)
      printError("stockroom: \(applied)")
      return nil
    } catch let error as PostgresStoreError where error.kind == .outcomeUnknown {
      let noted = uncertain.remember(key, id: id)
      throw CommandFailure(
        message: error.description
          + (noted
            ? "; running the same command again is safe: it finishes the change or says it was already applied"
            : "; set STOCKROOM_OPERATION_ID=\(id.uuidString.lowercased()) to run it again safely"),
        status: ExitStatus.outcomeUnknown)
    }
  }
}
