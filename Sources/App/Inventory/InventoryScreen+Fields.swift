import InventoryCore
import TerminalUI

extension Command {
  static let fieldColumn = Command(
    "item.field-column", label: "Field", help: "Show one of the shop's own fields as the last column")
  static let sortByField = Command(
    "item.field-sort", label: "Order",
    help: "Sort by the field column, items without a value last (again: the other way)")
  static let filterField = Command(
    "item.field-filter", label: "Value",
    help: "Show the items whose field has a value: Colour=red, Weight>2, Expires<2027-01-01 (empty: all)")
}

/// The shop's own fields in the list (issue 24): `f` picks the field shown as the last column, `o` orders the
/// list by it, `v` keeps the items whose field meets a condition (`CustomFieldFilter`, the CLI's `--where`).
extension InventoryScreen {
  /// The fields in use, or why there is none to pick.
  private func definedFields() -> Result<[CustomField], ScreenFailure> {
    guard let fields = environment.service as? any CustomFieldInventory else {
      return .failure(ScreenFailure("this inventory has no custom fields"))
    }
    do {
      let defined = try fields.customFields()
      guard !defined.isEmpty else { return .failure(ScreenFailure("no fields yet: add one in Settings › Fields")) }
      return .success(defined)
    } catch {
      return .failure(ScreenFailure("cannot read the fields: \(describe(error))"))
    }
  }

  func chooseFieldColumn() -> ScreenAction {
    let defined: [CustomField]
    switch definedFields() {
    case .success(let fields): defined = fields
    case .failure(let failure): return .status(.warning(failure.words))
    }
    let options =
      [PickerDialog<Int>.Option("No field column", value: -1)]
      + defined.enumerated().map { PickerDialog<Int>.Option($1.name, detail: $1.kind.described, value: $0) }
    return .present(
      PickerDialog(title: "Field column", label: "Field (type to filter):", filtering: options) {
        [weak self] index, _ in
        guard let self else { return .none }
        let field = defined.indices.contains(index) ? defined[index] : nil
        rows.fieldColumn = field
        // Ordered by a field no longer shown: back to the built-in order.
        if let sorted = rows.query.sortField, sorted.id != field?.id {
          return reorder { $0.sortField = nil }
        }
        list.columns = columns()
        return .redraw
      })
  }

  /// Orders the list by the field column, ascending first, then the other way.
  func sortByFieldColumn() -> ScreenAction {
    guard let field = rows.fieldColumn else { return .status(.info("press f to show a field as a column first")) }
    let ascending = rows.query.sortField?.id == field.id ? !rows.query.ascending : true
    return reorder {
      $0.sortField = field
      $0.ascending = ascending
    }
  }

  func chooseFieldFilter() -> ScreenAction {
    let defined: [CustomField]
    switch definedFields() {
    case .success(let fields): defined = fields
    case .failure(let failure): return .status(.warning(failure.words))
    }
    func parsed(_ text: String) -> Result<[CustomFieldFilter], ScreenFailure> {
      guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return .success([]) }
      do { return .success([try CustomFieldFilter.parse(text, fields: defined)]) } catch {
        return .failure(ScreenFailure("\(error)"))
      }
    }
    return .present(
      TextPrompt(
        title: "Field filter", label: "Field=value, or Weight>2 (empty: every item):",
        text: rows.query.fieldFilters.first?.described ?? "",
        validate: { text in
          if case .failure(let failure) = parsed(text) { return failure.words }
          return nil
        }
      ) { [weak self] text in
        guard let self, case .success(let filters) = parsed(text) else { return .none }
        rows.query.fieldFilters = filters
        list.select(0, rowCount: 1)
        return reload()
      })
  }
}

/// Why the fields cannot be picked, in words for the status line.
struct ScreenFailure: Error {
  var words: String
  init(_ words: String) { self.words = words }
}
