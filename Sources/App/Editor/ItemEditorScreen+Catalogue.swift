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
    let service = environment.service
    return environment.saving("category \(name)") {
      let key = InventoryCore.Category.nameKey(for: name)
      if let existing = try service.categories().map(\.category).first(where: {
        InventoryCore.Category.nameKey(for: $0.name) == key
      }) {
        return (existing, added: false)
      }
      return (try service.addCategory(named: name), added: true)
    } finish: { [weak self] outcome in
      do {
        let (category, added) = try outcome.get()
        self?.form.categoryID = category.id
        self?.suggestedCategory = nil
        return .status(
          added ? .success("category \(category.name) added and chosen") : .info("category \(category.name) chosen"))
      } catch {
        return .status(.error("category not added: \(describe(error))"))
      }
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
