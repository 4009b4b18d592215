import Foundation

/// A setting of the alert channels that cannot be used, worded for the user ("the address needs an @").
public struct AlertSettingError: Error, Sendable, Hashable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}

/// The rules every front end applies to the alert channels' settings (the CLI's `alerts set-*`, the terminal
/// UI's Settings rows), so a value one accepts the other accepts too.
public enum AlertSettingRules {
  /// The longest alert command kept.
  public static let maximumCommandLength = 4_000
  /// The longest e-mail address (RFC 5321's path limit).
  public static let maximumAddressLength = 254
  /// The longest sendmail path.
  public static let maximumPathLength = 1_024
  /// Digests go at most this often, and at least this often.
  public static let digestSeconds = 1...(7 * 86_400)
  /// The interval when none was given: 30 minutes.
  public static let defaultDigestSeconds = 1_800

  /// The command, trimmed: not blank, no NUL, at most `maximumCommandLength` characters.
  public static func command(_ text: String) throws(AlertSettingError) -> String {
    let command = text.trimmingWhitespace
    guard !command.isEmpty else { throw AlertSettingError("the command is empty: give one, or clear it") }
    guard !command.unicodeScalars.contains("\0") else { throw AlertSettingError("the command holds a NUL byte") }
    guard command.count <= maximumCommandLength else {
      throw AlertSettingError("the command is longer than \(maximumCommandLength) characters")
    }
    return command
  }

  /// One address, `local@domain`, trimmed: nothing that could end a mail header or name a second recipient
  /// (no spaces, controls, commas, angle brackets or quotes), a domain of letters, digits, hyphens and dots.
  public static func emailAddress(_ text: String) throws(AlertSettingError) -> String {
    let address = text.trimmingWhitespace
    guard !address.isEmpty else { throw AlertSettingError("the address is empty") }
    guard address.count <= maximumAddressLength else {
      throw AlertSettingError("the address is longer than \(maximumAddressLength) characters")
    }
    guard let at = address.lastIndex(of: "@") else { throw AlertSettingError("\"\(address)\" needs an @") }
    let local = address[..<at]
    let domain = address[address.index(after: at)...]
    guard !local.isEmpty, local.count <= 64 else {
      throw AlertSettingError("the part before the @ must be 1 to 64 characters")
    }
    let forbidden = Set(" \t\"(),:;<>@[\\]")
    if let bad = local.unicodeScalars.first(where: {
      $0.value < 0x21 || $0.value == 0x7F || forbidden.contains(Character($0))
    }) {
      throw AlertSettingError(
        "the address may not hold \(bad.value < 0x21 || bad.value == 0x7F ? "a control character or space" : "\"\(bad)\"")"
      )
    }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard !domain.isEmpty,
      labels.allSatisfy({ label in
        !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
          && label.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
          }
      })
    else { throw AlertSettingError("\"\(domain)\" is not a domain (letters, digits, hyphens, dots)") }
    return address
  }

  /// Seconds between digests from "30m", "2h", "90s", "1d" or a number of minutes, within `digestSeconds`.
  public static func digestInterval(_ text: String) throws(AlertSettingError) -> Int {
    let trimmed = text.trimmingWhitespace.lowercased()
    let units: [Character: Int] = ["s": 1, "m": 60, "h": 3_600, "d": 86_400]
    let (digits, unit) =
      trimmed.last.flatMap { units[$0] }.map { (String(trimmed.dropLast()), $0) } ?? (trimmed, 60)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), digits.count <= 9, let number = Int(digits) else {
      throw AlertSettingError("\"\(text)\" is not an interval: a number with s, m, h or d, e.g. 30m")
    }
    let (seconds, overflow) = number.multipliedReportingOverflow(by: unit)
    guard !overflow, digestSeconds.contains(seconds) else {
      throw AlertSettingError("the interval must be 1 second to 7 days, not \(text.trimmingWhitespace)")
    }
    return seconds
  }

  /// "30m", "2h", "90s": the largest unit that divides the seconds.
  public static func intervalWording(_ seconds: Int) -> String {
    if seconds % 86_400 == 0 { return "\(seconds / 86_400)d" }
    if seconds % 3_600 == 0 { return "\(seconds / 3_600)h" }
    if seconds % 60 == 0 { return "\(seconds / 60)m" }
    return "\(seconds)s"
  }

  /// The saved interval, or the default when it is unset or unusable (a value another program wrote).
  public static func digestSeconds(saved: String?) -> Int {
    saved.flatMap { Int($0) }.flatMap { digestSeconds.contains($0) ? $0 : nil } ?? defaultDigestSeconds
  }

  /// An absolute path without control characters.
  public static func sendmailPath(_ text: String) throws(AlertSettingError) -> String {
    let path = text.trimmingWhitespace
    guard path.hasPrefix("/") else { throw AlertSettingError("the sendmail program must be an absolute path") }
    guard path.count <= maximumPathLength, !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else { throw AlertSettingError("the sendmail path is too long or holds a control character") }
    return path
  }

  /// Desktop notifications are on unless turned off.
  public static func desktopIsOn(saved: String?) -> Bool { saved != "off" }

  /// "on" or "off", as typed.
  public static func desktopSwitch(_ text: String) throws(AlertSettingError) -> Bool {
    switch text.trimmingWhitespace.lowercased() {
    case "on", "yes", "true": true
    case "off", "no", "false": false
    default: throw AlertSettingError("say on or off, not \"\(text)\"")
    }
  }
}

extension String {
  fileprivate var trimmingWhitespace: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
