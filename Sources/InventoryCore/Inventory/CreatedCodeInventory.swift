/// The created-codes role of an inventory: the codes, labels and cards made here, kept for reprinting.
public protocol CreatedCodeInventory: AnyObject, Sendable {
  @discardableResult
  func recordCreatedCode(_ code: CreatedCode) throws -> CreatedCode
  func createdCodes(search: String, limit: Int) throws -> [CreatedCode]
  func createdCode(id: Int64) throws -> CreatedCode?
  @discardableResult
  func deleteCreatedCode(id: Int64) throws -> Bool
}

/// The first page of created codes.
extension CreatedCodeInventory {
  public func createdCodes(search: String = "") throws -> [CreatedCode] { try createdCodes(search: search, limit: 100) }
}
