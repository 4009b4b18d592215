/// What a change of the shop's fields says, the same on the command line (`stockroom fields`) and in the terminal
/// UI (Settings › Fields). Names are as stored: each front end makes the line safe for its terminal.
public enum CustomFieldWording {
  /// "added field Weight: number (kg) (id 3)".
  public static func added(_ field: CustomField) -> String {
    "added field \(field.name): \(field.kind.described) (id \(field.id))"
  }

  public static func renamed(_ field: CustomField) -> String { "renamed field to \(field.name)" }

  /// "2 items would lose a value of Weight": asked before a field with values goes.
  public static func wouldLose(_ count: Int, field: String) -> String {
    "\(ActionWording.count(count, "item")) would lose a value of \(field)"
  }

  /// "removed field Weight (2 items lost a value; `undo` undoes it)".
  public static func removed(_ field: CustomField, itemsWithValues: Int, undo: String) -> String {
    "removed field \(field.name) (\(ActionWording.count(itemsWithValues, "item")) lost a value; \(undo) undoes it)"
  }

  public static func restored(_ field: CustomField) -> String { "restored field \(field.name)" }

  /// What the action journal says of a removal: "remove field Weight (2 items lost a value)".
  public static func removal(_ field: String, itemsWithValues: Int) -> String {
    "remove field \(field) (\(ActionWording.count(itemsWithValues, "item")) lost a value)"
  }

  /// "for every item", "for Drinks": which items have the field.
  public static func scope(_ field: CustomField, categoryName: String?) -> String {
    field.categoryID.map { "for \(categoryName ?? "#\($0)")" } ?? "for every item"
  }
}
