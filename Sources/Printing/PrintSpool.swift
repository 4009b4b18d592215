import Foundation

/// A private folder for a file that only goes to the printer (labels with names and prices): readable by this
/// user alone while it waits for `lp`, and removed whatever happens (lp has copied the file to the scheduler
/// by the time it answers).
public enum PrintSpool {
  /// Runs `body` with the path of `name` in a new private folder, then removes the folder.
  public static func withFile<Value>(named name: String, _ body: (String) throws -> Value) throws -> Value {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockroom-print-\(UUID().uuidString)")
    let privately: [FileAttributeKey: Any] = [.posixPermissions: 0o700]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: privately)
    } catch {
      throw PrintingError.spoolUnavailable(reason: error.localizedDescription)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder.appendingPathComponent(name).path)
  }
}
