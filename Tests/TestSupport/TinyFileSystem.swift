import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A tmpfs of a few kilobytes mounted on a fresh temp folder: a disk that really fills up, or that can be
/// made read-only, without touching the machine's disks. Needs root (and a container that allows mounts);
/// tests check `isAvailable` and skip with that reason otherwise. Unmounted when released, even after a
/// failed expectation.
public final class TinyFileSystem: @unchecked Sendable {
  public let folder: TemporaryDirectory
  private var mounted = false

  public init(kilobytes: Int) throws {
    folder = try TemporaryDirectory("stockroom-tmpfs")
    let result = try ProcessRunner.run(
      "/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k,mode=0755", "tmpfs", folder.url.path])
    guard result.status == 0 else { throw POSIXError(.EPERM) }
    mounted = true
  }

  public func path(_ name: String) -> String { folder.path(name) }

  /// Remounts with a new size or read-only (`options` such as "ro" or "size=4m").
  public func remount(_ options: String) throws {
    let result = try ProcessRunner.run("/bin/mount", ["-o", "remount,\(options)", folder.url.path])
    guard result.status == 0 else { throw RemountFailed(options: options, said: result.stderr) }
  }

  /// Why a remount failed, in mount's words ("target is busy" when a file is still open for writing).
  public struct RemountFailed: Error, CustomStringConvertible {
    public let options: String
    public let said: String
    public var description: String { "mount -o remount,\(options) failed: \(said)" }
  }

  /// The names in the folder, sorted.
  public func listing() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).sorted()
  }

  deinit {
    if mounted { _ = try? ProcessRunner.run("/bin/umount", ["-l", folder.url.path]) }
  }

  /// True when this process may mount a tmpfs (root, with the capability to mount), tried once.
  public static let isAvailable: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
    return (try? TinyFileSystem(kilobytes: 16)) != nil
  }()
}
