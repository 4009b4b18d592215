/// A count or receive scan (a stock session's) while the server is away: sessions live on the server, and the
/// journal keeps only plain scans, so this one was not recorded anywhere. Said in those words rather than as
/// the server's error alone, so no one takes it for a scan kept like the others.
public struct SessionScanNotKeptOffline: Error, Sendable, CustomStringConvertible {
  /// The server's own error (why it cannot be reached).
  public var serverError: String

  public var description: String {
    let reason = serverError.hasSuffix(".") ? String(serverError.dropLast()) : serverError
    return "\(reason). Count and receive scans are not kept offline (only plain scans are): this one was not "
      + "recorded; scan it again when the server answers"
  }
}
