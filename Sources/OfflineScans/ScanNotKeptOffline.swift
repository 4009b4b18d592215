/// A scan that could reach neither the server nor the station's journal: it was not recorded anywhere. Said
/// so, with the journal's own problem (which names the file and what to do).
public struct ScanNotKeptOffline: Error, Sendable, CustomStringConvertible {
  public var journalError: OfflineJournalError

  public var description: String {
    "the scan was not recorded: the server cannot be reached, and \(journalError.description)"
  }
}
