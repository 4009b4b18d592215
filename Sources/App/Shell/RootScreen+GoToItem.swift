import InventoryCore
import TerminalUI

extension RootScreen {
  /// ^G from any tab: the type-ahead item picker, then the Inventory tab with the item picked selected.
  func askItemToGoTo() -> ScreenAction {
    .present(
      ItemPicker.dialog(title: "Go to item", service: environment.service) { [weak self] item in
        self?.goTo(item) ?? .none
      })
  }

  /// Shows the Inventory tab with `item` selected (its search and filter kept when they show it).
  func goTo(_ item: Item) -> ScreenAction {
    guard let index = tabs.firstIndex(where: { $0 is InventoryScreen }), let inventory = tabs[index] as? InventoryScreen
    else { return .bell }
    let switched = select(index)
    inventory.show(item)
    return .sequence([switched, .status(.info("\(item.name) selected in Inventory"))])
  }
}
