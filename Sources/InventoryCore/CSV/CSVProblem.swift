/// Something wrong on one line of a CSV file, in words for the person who made the file.
public struct CSVProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// The physical line (1-based) the record or header starts on, as an editor numbers it.
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line 4: quantity "-3" must be a whole number, 0 or more`, always one line: the message can quote
  /// a cell or a name from the database, so its line breaks and other controls are escaped
  /// (`TerminalSafeText`) and a list of problems stays one problem per line.
  public var description: String { "line \(line): \(message.terminalSafe)" }
}
