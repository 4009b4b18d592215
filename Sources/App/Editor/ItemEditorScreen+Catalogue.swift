import InventoryCore
import TerminalUI

/// The product catalogue in the editor a scan opens: its words for the product, and the category it suggests
/// when the inventory has none of that name (created on F4, never on its own).
extension ItemEditorScreen {
  /// Whether "catalogue suggests: …" is shown and F4 offered: a suggestion, and no category chosen yet.
  var showsCategorySuggestion: Bool { suggestedCategory != nil && form.categoryID == nil }

  /// F4: creates the suggested category (or takes the one of that name another window made meanwhile) and
  /// chooses it.
  func createSuggestedCategory() -> ScreenAction {
    guard let name = suggestedCategory, showsCategorySuggestion else {
      return .status(.warning("the product catalogue suggests no category here"))
    }
    do {
      let key = InventoryCore.Category.nameKey(for: name)
      if let existing = try environment.service.categories().map(\.category).first(where: {
        InventoryCore.Category.nameKey(for: $0.name) == key
      }) {
        form.categoryID = existing.id
        suggestedCategory = nil
        return .status(.info("category \(existing.name) chosen"))
      }
      let category = try environment.service.addCategory(named: name)
      form.categoryID = category.id
      suggestedCategory = nil
      return .status(.success("category \(category.name) added and chosen"))
    } catch {
      return .status(.error("category not added: \(describe(error))"))
    }
  }

  /// The editor's lines about the catalogue: what it says the product is, and its category suggestion.
  var catalogueLines: [(text: String, role: StyleRole)] {
    guard let product = catalogueProduct else { return [] }
    var lines: [(text: String, role: StyleRole)] = [
      ("Catalogue: \(CataloguePrefill.summary(of: product))", .dim)
    ]
    if showsCategorySuggestion, let suggested = suggestedCategory {
      lines.append(("catalogue suggests: \(suggested.terminalSafe) — F4 creates it", .warning))
    }
    return lines
  }
}
