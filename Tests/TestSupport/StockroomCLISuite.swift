/// A suite that runs the `stockroom` binary on a database file of its own, in a fresh folder.
public protocol StockroomCLISuite {
  var folder: TemporaryDirectory { get }
}

extension StockroomCLISuite {
  public var database: String { folder.path("stockroom.sqlite") }

  /// Runs `stockroom arguments...` on the suite's database.
  @discardableResult
  public func stockroom(_ arguments: String..., stdin: String? = nil) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(arguments, database: database, stdin: stdin)
  }

  /// Runs `stockroom arguments` (an array) on the suite's database.
  @discardableResult
  public func stockroom(_ arguments: [String], stdin: String? = nil) throws -> ProcessRunner.Result {
    try ProcessRunner.stockroom(arguments, database: database, stdin: stdin)
  }
}
