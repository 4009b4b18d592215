import Foundation

/// Times as scripts read them: ISO 8601 in UTC with milliseconds, `2026-11-28T06:05:00.123Z`.
public enum Timestamps {
  public static func iso8601(_ date: Date) -> String {
    date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
  }
}
