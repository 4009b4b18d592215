import Foundation

/// The documented limits of custom fields, checked here and again by each database's CHECK constraints and
/// triggers. Lengths count Unicode scalars, as SQLite's and PostgreSQL's `length()` do.
///
/// - At most 50 fields: the item editor shows them all below the built-in ones, and a CSV row carries each.
/// - A name is 1 to 40 characters of single-line text (a CSV column header and an editor label), and not a
///   name a built-in CSV column is read by (`price`, `qty`, ...).
/// - A value is 1 to 200 characters of single-line text once made canonical; a unit 1 to 12 characters.
/// - A number has at most 15 significant digits (so every store and every reader agree on it exactly).
/// - A choice list holds 1 to 30 choices of 1 to 40 characters, unique ignoring case.
public enum CustomFieldLimits {
  public static let maximumFields = 50
  public static let maximumNameLength = 40
  public static let maximumValueLength = 200
  public static let maximumUnitLength = 12
  public static let maximumDigits = 15
  public static let maximumChoices = 30
  public static let maximumChoiceLength = 40

  /// The name trimmed, as it is stored, or the reason it cannot be.
  public static func usableName(_ name: String) throws(CustomFieldError) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .invalidName(name, problem: "it is empty") }
    if let problem = TextPolicy.problem(inName: trimmed) { throw .invalidName(trimmed, problem: problem) }
    guard trimmed.unicodeScalars.count <= maximumNameLength else {
      throw .invalidName(trimmed, problem: "it is longer than \(maximumNameLength) characters")
    }
    // A field's CSV column is headed by its name, so it cannot be one a built-in column is read by.
    if let column = ItemCSVColumn(header: trimmed) {
      throw .invalidName(trimmed, problem: "a CSV column of that name is read as \(column.rawValue)")
    }
    return trimmed
  }

  /// Single-line text of 1 to `maximum` characters, trimmed; the problem in words otherwise.
  static func singleLine(_ text: String, maximum: Int) -> Result<String, FieldProblem> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return .failure(FieldProblem("it is empty")) }
    if let problem = TextPolicy.problem(inName: trimmed) { return .failure(FieldProblem(problem)) }
    guard trimmed.unicodeScalars.count <= maximum else {
      return .failure(FieldProblem("it is longer than \(maximum) characters"))
    }
    return .success(trimmed)
  }
}

/// A problem with a value in words, without the field's name (the caller adds it).
public struct FieldProblem: Error, Sendable, Equatable {
  public var words: String
  public init(_ words: String) { self.words = words }
}
