import InventoryCore
import InventoryStore
import TerminalUI

/// What a keyboard-wedge scan does on screens that have no better use for it: record it through the service
/// with the settings' scan policy (ask or auto +1) and say what happened in the status line. An unknown code
/// offers to create the item; policy "ask" offers the change in a small dialog first.
struct ScanHandler {
  let environment: AppEnvironment

  func record(_ code: String) -> ScreenAction {
    let result: ScanResult
    do {
      result = try environment.service.recordScan(
        code, source: .usbScanner, policy: environment.settings.scanPolicy, mode: .add)
    } catch {
      return .status(.error("scan \(code) not recorded: \(describe(error))"))
    }
    return action(for: result)
  }

  /// The bell and the screen flash a counted scan gets, as the settings ask.
  static func signals(_ settings: AppSettings) -> [ScreenAction] {
    (settings.bell ? [.bell] : []) + (settings.flash ? [.flash] : [])
  }

  func action(for result: ScanResult) -> ScreenAction {
    switch result {
    case .applied(let change, _):
      let message = ScreenAction.status(.success("\(change.item.name): \(change.from) → \(change.to)"))
      return .sequence([message] + Self.signals(environment.settings))
    case .offered(let item, _):
      return .present(ScanOfferDialog(environment: environment, item: item))
    case .lookedUp(let item, _):
      return .status(.info("\(item.name): \(item.quantity) in stock"))
    case .unknown(let code):
      return offerToCreate(code.text)
    case .invalid(let text, let error):
      return .status(.error("\(text): \(error.description)"))
    case .insufficientStock(let item, _):
      return .status(.error("only \(item.quantity) of \(item.name) in stock"))
    }
  }

  /// Asks whether to create an item for a code nobody has; yes opens the editor with the code filled in.
  /// `prepare` may set up the editor (the inventory list selects the new item once it is saved).
  func offerToCreate(_ code: String, prepare: @escaping (ItemEditorScreen) -> ItemEditorScreen = { $0 }) -> ScreenAction
  {
    let environment = environment
    return .present(
      ConfirmDialog(title: "Unknown code", message: "No item has the code \(code). Create one with it?") { yes in
        yes
          ? .push(prepare(ItemEditorScreen(environment: environment, newItemWithBarcode: code)))
          : .status(.info("\(code) not added"))
      })
  }
}
