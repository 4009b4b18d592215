import InventoryCore

/// The part of the scanning state a joined stock session changes: what the header says scans do.
extension ScanDesk {
  /// The header's scan part: "COUNT #3" while a session is joined (with "next ×5" after a QUANTITY card), else
  /// the scan mode ("Scan: remove stock").
  var headerScanText: String {
    guard let joinedSession else { return "Scan: \(indicator)" + (placeText.map { " " + $0 } ?? "") }
    return SessionText.badge(joinedSession) + (nextQuantity.map { " · next ×\($0)" } ?? "")
  }

  /// Whether scans do what they do when the app starts: add stock one at a time, outside any session.
  var isOrdinaryScanning: Bool { isAtDefault && joinedSession == nil }
}
