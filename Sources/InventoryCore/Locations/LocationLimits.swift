import Foundation

/// The documented limits of a location's text, checked here and again by each database's CHECK constraints.
/// Lengths count Unicode scalars, as SQLite's and PostgreSQL's `length()` do, so both sides agree.
///
/// - A name is 1 to 80 characters of single-line text: it is shown in a path ("Shop › Back room › Shelf 3") in
///   a terminal's header, where one long name would hide the others.
/// - A code is 1 to 32 characters without spaces (it is typed and, later, printed as a label's code).
/// - Notes are at most 1,000 characters.
///
/// There is no depth limit: the tree may be as deep as users make it. The refusal of a cycle walks the
/// ancestors, which the database also checks, so a path always ends at the top.
public enum LocationLimits {
  public static let maximumNameLength = 80
  public static let maximumCodeLength = 32
  public static let maximumNotesLength = 1_000

  /// The name trimmed, as it is stored, or the reason it cannot be.
  public static func usableName(_ name: String) throws(LocationError) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .invalidName(name, problem: "it is empty") }
    if let problem = TextPolicy.problem(inName: trimmed) { throw .invalidName(trimmed, problem: problem) }
    guard trimmed.unicodeScalars.count <= maximumNameLength else {
      throw .invalidName(trimmed, problem: "it is longer than \(maximumNameLength) characters")
    }
    return trimmed
  }

  /// The code trimmed, nil for an empty one (no code), or the reason it cannot be stored.
  public static func usableCode(_ code: String?) throws(LocationError) -> String? {
    guard let trimmed = code?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
    guard trimmed.unicodeScalars.allSatisfy({ $0.properties.isWhitespace == false }),
      TextPolicy.problem(inName: trimmed) == nil
    else { throw .invalidCode(trimmed, problem: "a code is one word of printable characters") }
    guard trimmed.unicodeScalars.count <= maximumCodeLength else {
      throw .invalidCode(trimmed, problem: "it is longer than \(maximumCodeLength) characters")
    }
    return trimmed
  }

  public static func usableNotes(_ notes: String) throws(LocationError) -> String {
    if let problem = TextPolicy.problem(inNotes: notes) { throw .invalidNotes(problem: problem) }
    guard notes.unicodeScalars.count <= maximumNotesLength else {
      throw .invalidNotes(problem: "they are longer than \(maximumNotesLength) characters")
    }
    return notes
  }
}
