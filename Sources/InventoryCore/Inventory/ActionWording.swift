/// The words for journal entries, shared by the TUI and the CLI: `scan +1 "Café crème" 10 → 11`,
/// `edit "Tea": price 2.50 → 2.80`, `delete "Tea" (7 in stock, 12 movements)`.
public enum ActionWording {
  /// The verb a movement's reason stands for.
  public static func verb(_ reason: MovementReason) -> String {
    switch reason {
    case .scan: "scan"
    case .manual: "adjust"
    case .stocktake: "count"
    case .edit: "edit"
    case .import: "import"
    case .undo: "undo"
    case .redo: "redo"
    case .receive: "receive"
    case .remove: "remove"
    case .move: "move"
    }
  }

  public static func signed(_ delta: Int) -> String { delta > 0 ? "+\(delta)" : String(delta) }

  public static func quoted(_ name: String) -> String { "\"\(name)\"" }

  public static func stock(_ reason: MovementReason, delta: Int, name: String, from: Int, to: Int) -> String {
    "\(verb(reason)) \(signed(delta)) \(quoted(name)) \(from) → \(to)"
  }

  public static func add(_ item: ItemSnapshot) -> String { "add \(quoted(item.name)) (\(item.quantity) in stock)" }

  public static func delete(_ item: ItemSnapshot, movements: Int) -> String {
    "delete \(quoted(item.name)) (\(item.quantity) in stock, \(count(movements, "movement")))"
  }

  public static func edit(_ before: ItemSnapshot, _ after: ItemSnapshot) -> String {
    "edit \(quoted(before.name)): " + fieldChanges(from: before, to: after).joined(separator: ", ")
  }

  /// "field old → new" for every field that differs (quantity included).
  public static func fieldChanges(from old: ItemSnapshot, to new: ItemSnapshot) -> [String] {
    var changes: [String] = []
    func note(_ field: String, _ a: String, _ b: String) { if a != b { changes.append("\(field) \(a) → \(b)") } }
    note("name", old.name, new.name)
    note("barcode", old.barcode ?? "none", new.barcode ?? "none")
    note("quantity", String(old.quantity), String(new.quantity))
    note("price", price(old.priceMinor), price(new.priceMinor))
    note("category", old.categoryName ?? "none", new.categoryName ?? "none")
    note("minimum", String(old.minimumQuantity), String(new.minimumQuantity))
    note("target", old.targetQuantity.map(String.init) ?? "none", new.targetQuantity.map(String.init) ?? "none")
    note("notes", old.notes.isEmpty ? "none" : quoted(old.notes), new.notes.isEmpty ? "none" : quoted(new.notes))
    changes += customFieldChanges(from: old, to: new)
    return changes.isEmpty ? ["nothing changed"] : changes
  }

  /// `Colour red → blue` for each custom field value that differs, by the field's newest name.
  static func customFieldChanges(from old: ItemSnapshot, to new: ItemSnapshot) -> [String] {
    let before = old.fieldValues ?? []
    let after = new.fieldValues ?? []
    var ids: [Int64] = []
    for value in before + after where !ids.contains(value.fieldID) { ids.append(value.fieldID) }
    return ids.compactMap { id in
      let a = old.fieldValue(id)
      let b = new.fieldValue(id)
      guard a != b else { return nil }
      let name = (after.first { $0.fieldID == id } ?? before.first { $0.fieldID == id })?.name ?? "field \(id)"
      return "\(name) \(a.map(quoted) ?? "none") → \(b.map(quoted) ?? "none")"
    }
  }

  public static func price(_ minor: Int64?) -> String { minor.map { Money(minorUnits: $0).description } ?? "none" }

  public static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
