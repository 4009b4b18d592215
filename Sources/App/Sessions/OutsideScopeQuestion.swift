import InventoryCore
import TerminalUI

/// "Coca-Cola 33cl is not in this count (category Office): add it to the count?" — asked when a scan or a keyed
/// item falls outside a count's scope (`StockSessionError.outsideScope`). One key (y) adds it, marked in review;
/// anything else, Enter included (a scanner's burst ends with one), leaves the count as it was.
enum OutsideScopeQuestion {
  /// The dialog for `error` if it is a refusal of an item outside the scope; `include` adds it on purpose and
  /// words what it added (a write: run off the input thread, `AppEnvironment.saving`).
  static func dialog(
    for error: any Error, session: StockSession, environment: AppEnvironment,
    include: @escaping @Sendable () throws -> String,
    answered: @escaping (StatusMessage) -> ScreenAction = { .status($0) }
  ) -> ConfirmDialog? {
    guard case .outsideScope(_, let itemName, let scope) = error as? StockSessionError else { return nil }
    let name = itemName.terminalSafe
    return ConfirmDialog(
      title: "Not in this count",
      message: "\(name) is not in this count (\(scope.terminalSafe)): add it to the count?", enterAnswers: false
    ) { yes in
      guard yes else { return answered(.info("\(name) was not added to \(SessionText.name(session))")) }
      return environment.saving(name, work: include) { outcome in
        do {
          return answered(.success(try outcome.get() + " · outside the count's scope"))
        } catch {
          return answered(.error("\(name): not added to \(SessionText.name(session)): \(describe(error))"))
        }
      }
    }
  }
}
