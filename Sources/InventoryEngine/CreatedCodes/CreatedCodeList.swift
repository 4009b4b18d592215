import InventoryCore

/// The rows keeping created codes, inside the store's transaction (`CreatedCodeList` decides).
public protocol CreatedCodeStorage {
  /// Inserts the code's row at `time`; returns its id.
  func insertCreatedCode(_ code: CreatedCode, time: Int64) throws -> Int64
  /// Newest first; a non-empty `search` matches the kind, the content or the file, ignoring case.
  func createdCodes(search: String, limit: Int) throws -> [CreatedCode]
  func createdCode(id: Int64) throws -> CreatedCode?
  /// False when there is no such row.
  func deleteCreatedCode(id: Int64) throws -> Bool
}

/// History's "Created" list: every generated code, kept to search, delete and make again.
public struct CreatedCodeList<Storage: CreatedCodeStorage> {
  public let storage: Storage

  public init(storage: Storage) { self.storage = storage }

  /// Refuses content over `CreatedCode.maximumContentBytes`. Checked before a transaction opens, so the refusal
  /// needs no server.
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

/// How a store opens its transactions for the created-codes list: the role is written once, in the extension.
public protocol CreatedCodeStore {
  associatedtype CreatedCodes: CreatedCodeStorage
  func readCreatedCodes<T>(_ body: (CreatedCodes) throws -> T) throws -> T
  func writeCreatedCodes<T>(_ body: (CreatedCodes) throws -> T) throws -> T
}

extension CreatedCodeStore {
  /// Keeps `code` in the list (`CreatedCodeList.record`); returns it with its id.
  @discardableResult
  public func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode {
    try CreatedCodeList<CreatedCodes>.check(code)
    return try writeCreatedCodes { codes in try CreatedCodeList(storage: codes).record(code) }
  }

  /// The list, newest first; `search` matches the kind, the content or the file.
  public func createdCodes(search: String, limit: Int) throws -> [CreatedCode] {
    try readCreatedCodes { codes in try codes.createdCodes(search: search, limit: limit) }
  }

  /// The created code `id`, or nil.
  public func createdCode(id: Int64) throws -> CreatedCode? { try readCreatedCodes { try $0.createdCode(id: id) } }

  /// Forgets created code `id` (the file it went to is left alone); false when there is none.
  @discardableResult
  public func deleteCreatedCode(id: Int64) throws -> Bool { try writeCreatedCodes { try $0.deleteCreatedCode(id: id) } }
}
