import InventoryCore

/// Lots and custom fields are the server's, read and written there as every operation but a scan is, within the
/// input thread's deadline: the screens that cast the station's inventory to these roles (Expiring, the header's
/// count, Settings › Fields, the item editor's fields) see the server's (they saw none before: the station was
/// not these roles).
extension OfflineCapableInventory: LotInventory, CustomFieldInventory {
  @discardableResult
  public func adjustQuantity(
    itemID: Int64, by delta: Int, lot details: LotDetails, reason: MovementReason, source: ScanSource
  ) throws -> StockChange {
    try whenAnswering {
      try lotsOnServer().adjustQuantity(
        itemID: itemID, by: delta, lot: details, reason: reason, source: source)
    }
  }
  public func lots(ofItem id: Int64) throws -> [Lot] {
    try deadline.read { [self] in try lotsOnServer().lots(ofItem: id) }
  }
  public func expiringLots(in window: ExpiryWindow) throws -> [ExpiringLot] {
    try deadline.read { [self] in try lotsOnServer().expiringLots(in: window) }
  }
  public func itemExpiryWindow(ofItem id: Int64) throws -> Int? {
    try deadline.read { [self] in try lotsOnServer().itemExpiryWindow(ofItem: id) }
  }
  public func setItemExpiryWindow(ofItem id: Int64, days: Int?) throws {
    try whenAnswering { try lotsOnServer().setItemExpiryWindow(ofItem: id, days: days) }
  }

  public func customFields() throws -> [CustomField] {
    try deadline.read { [self] in try fieldsOnServer().customFields() }
  }
  @discardableResult
  public func addCustomField(_ draft: CustomFieldDraft) throws -> CustomField {
    try whenAnswering { try fieldsOnServer().addCustomField(draft) }
  }
  @discardableResult
  public func renameCustomField(_ reference: String, to name: String) throws -> CustomField {
    try whenAnswering { try fieldsOnServer().renameCustomField(reference, to: name) }
  }
  @discardableResult
  public func removeCustomField(_ reference: String) throws -> (field: CustomField, itemsWithValues: Int) {
    try whenAnswering { try fieldsOnServer().removeCustomField(reference) }
  }
  @discardableResult
  public func restoreCustomField(named name: String) throws -> CustomField {
    try whenAnswering { try fieldsOnServer().restoreCustomField(named: name) }
  }
  public func itemsWithValues(ofField reference: String) throws -> Int {
    try deadline.read { [self] in try fieldsOnServer().itemsWithValues(ofField: reference) }
  }
  public func fieldValues(ofItem id: Int64) throws -> [CustomFieldValue] {
    try deadline.read { [self] in try fieldsOnServer().fieldValues(ofItem: id) }
  }
  @discardableResult
  public func setFieldValue(itemID: Int64, field reference: String, to text: String) throws -> CustomFieldValue {
    try whenAnswering { try fieldsOnServer().setFieldValue(itemID: itemID, field: reference, to: text) }
  }

  private func lotsOnServer() throws -> any LotInventory {
    guard let lots = server as? any LotInventory else { throw RoleNotOnServer(role: "lots") }
    return lots
  }

  private func fieldsOnServer() throws -> any CustomFieldInventory {
    guard let fields = server as? any CustomFieldInventory else { throw RoleNotOnServer(role: "custom fields") }
    return fields
  }
}

/// The station's server does not take on this role (a server inventory of another kind).
public struct RoleNotOnServer: Error, Sendable, CustomStringConvertible {
  public let role: String
  public var description: String { "this inventory's server keeps no \(role)" }
}
