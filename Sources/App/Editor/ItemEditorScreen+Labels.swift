import InventoryCore
import TerminalUI

extension ItemEditorScreen {
  /// F6: the item's labels as saved. Unsaved changes would print a name or price the inventory does not have, so
  /// they are saved (F2) first. An in-store code given on the way is shown in the barcode field and counts as
  /// saved.
  func makeLabels() -> ScreenAction {
    guard let item = original, !hasUnsavedChanges else {
      return .status(.warning("save the item first (F2): labels print what is saved"))
    }
    let run = LabelRun(environment: environment, item: item)
    run.onCodesGiven = { [weak self] given in
      guard let self, let code = given.first?.barcode else { return }
      form.setText(code, of: .barcode)
      initialDraft = form.draft
    }
    return run.start()
  }
}
