import Foundation

/// A fresh folder under the system temp directory, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
  public let url: URL

  public init(_ label: String = "stockroom-test") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(label)-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}
