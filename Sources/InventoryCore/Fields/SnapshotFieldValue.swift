/// One custom field value as the journal keeps it: the field's id (what undo writes back) and its name at the
/// time (for History's words: the field may be renamed or removed later).
public struct SnapshotFieldValue: Codable, Sendable, Hashable {
  public var fieldID: Int64
  public var name: String
  public var value: String

  public init(fieldID: Int64, name: String, value: String) {
    self.fieldID = fieldID
    self.name = name
    self.value = value
  }
}
