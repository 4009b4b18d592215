import Foundation

/// The e-mail that lists every alert raised since the last digest: an RFC 5322 message (From, To, Subject with
/// the count, Date, Message-ID, a UTF-8 plain-text body) for `sendmail -t -oi`, which reads the recipient from
/// To. Header values are ASCII made here or an address `AlertSettingRules.emailAddress` accepted, so no item
/// name can add a header; names go in the body, each line cut well under the 998-octet limit.
public struct AlertDigestMail: Sendable {
  public var to: String
  public var from: String
  public var alerts: [StockAlert]
  public var date: Date

  /// `from` is `stockroom@HOST` unless given.
  public init(to: String, from: String? = nil, alerts: [StockAlert], date: Date, host: String) {
    self.to = to
    let safeHost = Self.kept(host, limit: 253) {
      $0.isASCII && ($0 == "-" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
    self.from = from ?? "stockroom@\(safeHost.isEmpty ? "localhost" : safeHost)"
    self.alerts = alerts
    self.date = date
  }

  /// "stockroom: 2 alerts".
  public var subject: String { "stockroom: \(alerts.count) alert\(alerts.count == 1 ? "" : "s")" }

  /// The whole message, lines ended by LF (sendmail's local convention).
  public var text: String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
    let first = alerts.first?.id ?? 0
    let last = alerts.last?.id ?? 0
    let domain = from.split(separator: "@").last.map(String.init) ?? "localhost"
    var lines = [
      "From: stockroom <\(from)>", "To: \(to)", "Subject: \(subject)", "Date: \(formatter.string(from: date))",
      "Message-ID: <stockroom-alerts-\(first)-\(last)-\(Int64(date.timeIntervalSince1970 * 1_000))@\(domain)>",
      "MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", "",
      "\(alerts.count) alert\(alerts.count == 1 ? " was" : "s were") raised since the last digest:", "",
    ]
    for alert in alerts {
      let line = "- \(Timestamps.iso8601(alert.raisedAt))  \(alert.summary)  (alert \(alert.id), \(alert.station))"
      lines.append(Self.kept(line, limit: 900) { $0.value >= 0x20 && $0.value != 0x7F })
    }
    lines += ["", "-- ", "stockroom alerts (see them with: stockroom alerts --all)"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first `limit` scalars of `text` that `keep` accepts.
  static func kept(_ text: String, limit: Int, _ keep: (Unicode.Scalar) -> Bool) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where keep(scalar) {
      guard scalars.count < limit else { break }
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
