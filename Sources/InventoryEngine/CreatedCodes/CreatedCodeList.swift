import InventoryCore

/// The row keeping a created code, inside the store's transaction (`CreatedCodeList` decides).
public protocol CreatedCodeStorage {
  /// Inserts the code's row at `time`; returns its id.
  func insertCreatedCode(_ code: CreatedCode, time: Int64) throws -> Int64
}

/// History's "Created" list: every generated code, kept to search, delete and make again.
public struct CreatedCodeList<Storage: CreatedCodeStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// Refuses content over `CreatedCode.maximumContentBytes`. Stores check before they open a transaction, so
  /// the refusal needs no server.
  public static func check(_ code: CreatedCode) throws {
    guard code.content.utf8.count <= CreatedCode.maximumContentBytes else {
      throw InventoryError.textTooLong(what: "a created code's content", limit: CreatedCode.maximumContentBytes)
    }
  }

  /// Keeps `code` in the list (refused as `check` says); returns it with its id.
  public func record(_ code: CreatedCode) throws -> CreatedCode {
    try Self.check(code)
    var saved = code
    saved.id = try storage.insertCreatedCode(code, time: code.time.epochMilliseconds)
    return saved
  }
}
