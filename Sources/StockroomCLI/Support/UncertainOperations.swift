import Foundation
import InventoryCore

/// The command lines whose change may or may not have been applied (the answer to their commit was lost), with
/// the operation id they ran under: running one again reuses its id, so the inventory recognises it. Kept in
/// `uncertain-operations.json` in the station's own folder, for a week; a file that cannot be read or written
/// is treated as empty (the message then gives the id to reuse by hand).
struct UncertainOperations {
  struct Entry: Codable, Equatable {
    var key: String
    var id: UUID
    var time: Date
  }

  static let keptFor: TimeInterval = 7 * 24 * 3600
  /// At most this many are kept (the oldest go first).
  static let capacity = 200

  let path: String?

  init(folder: String?) {
    path = folder.map { ($0.isEmpty ? "." : $0) + "/uncertain-operations.json" }
  }

  /// The same command line on the same inventory.
  static func key(arguments: [String], address: InventoryAddress?) -> String {
    ([address.map { "\($0)" } ?? ""] + arguments.dropFirst()).joined(separator: "\u{1F}")
  }

  func id(for key: String) -> UUID? { entries().first { $0.key == key }?.id }

  /// Notes `key` as uncertain under `id`; false when the note could not be written.
  func remember(_ key: String, id: UUID) -> Bool {
    var kept = entries().filter { $0.key != key }
    kept.append(Entry(key: key, id: id, time: Date()))
    return save(Array(kept.suffix(Self.capacity)))
  }

  func forget(_ key: String) {
    let all = entries()
    let kept = all.filter { $0.key != key }
    if kept.count != all.count { _ = save(kept) }
  }

  private func entries() -> [Entry] {
    guard let path, let data = FileManager.default.contents(atPath: path), data.count <= 1 << 20,
      let entries = try? JSONDecoder().decode([Entry].self, from: data)
    else { return [] }
    let oldest = Date().addingTimeInterval(-Self.keptFor)
    return entries.filter { $0.time > oldest }
  }

  private func save(_ entries: [Entry]) -> Bool {
    guard let path, let data = try? JSONEncoder().encode(entries) else { return false }
    do {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
      return true
    } catch {
      return false
    }
  }
}
