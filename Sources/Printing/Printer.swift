/// A CUPS destination (`lpstat -e`): a queue, or a queue's instance (`Office/duplex`).
public struct Printer: Sendable, Equatable, Codable {
  public var name: String
  /// The destination `lp` uses without `-d` (`lpstat -d`: the system default, or LPDEST, PRINTER, lpoptions -d).
  public var isDefault: Bool

  public init(name: String, isDefault: Bool) {
    self.name = name
    self.isDefault = isDefault
  }
}

/// A job CUPS accepted: `lp` said "request id is Office-12 (1 file(s))".
public struct PrintJob: Sendable, Equatable {
  /// The request id, as `lpstat -o` and `cancel` name the job: "Office-12".
  public var id: String
  public var printer: String

  public init(id: String, printer: String) {
    self.id = id
    self.printer = printer
  }
}
