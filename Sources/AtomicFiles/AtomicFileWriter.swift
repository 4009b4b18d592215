import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A new file written beside its final name, synced, and moved into place only when complete, so a failure
/// (a full disk, a kill) never leaves half a file where a whole one is expected and never harms an earlier
/// file of that name. Used by every export and backup, in the CLI and in the app.
///
/// Before writing, the leftovers of killed writers of the same name are removed
/// (`FileSystemCalls.removeAbandonedTemporaries`).
///
/// A target that is a device or a pipe (`/dev/stdout`, `/dev/full`, a FIFO) cannot be replaced; it is written
/// directly, with the same error words.
public final class AtomicFileWriter {
  /// The temporary's name is `NAME.partial-PID-RANDOM`; a killed writer's (its PID gone) are removed by the
  /// next writer of that name, as first creation and the catalogue import remove theirs.
  static let temporaryTag = "partial"

  /// The name the finished file gets (the target of a symbolic link, so the link stays a link).
  public let path: String
  private let temporaryPath: String?
  private let replacing: Bool
  private var descriptor: Int32
  private var finished = false

  /// Starts a file for `path`. With `replacing` false, `path` must not exist (checked again when publishing).
  public init(path: String, replacing: Bool) throws(FileWriteError) {
    let target = Self.resolvingLinks(path)
    self.path = target
    self.replacing = replacing
    try FileSystemCalls.checkIsNotAFolder(target)
    if FileSystemCalls.isSpecialFile(target) {
      guard replacing else { throw FileSystemCalls.failure(EEXIST, path: target) }
      temporaryPath = nil
      descriptor = try FileSystemCalls.open(target, O_WRONLY)
      return
    }
    if !replacing, FileSystemCalls.exists(target) { throw FileSystemCalls.failure(EEXIST, path: target) }
    FileSystemCalls.removeAbandonedTemporaries(of: target, tag: Self.temporaryTag)
    let temporary = FileSystemCalls.temporarySibling(of: target, tag: Self.temporaryTag)
    // The temporary's errors name the final path: that is the one the user asked for.
    descriptor = try FileSystemCalls.open(temporary, O_WRONLY | O_CREAT | O_EXCL, reportAs: target)
    temporaryPath = temporary
  }

  private init(standardOutputNamed name: String) {
    path = name
    temporaryPath = nil
    replacing = true
    descriptor = STDOUT_FILENO
  }

  /// Writes to standard output (`stockroom export` without `--output`), with the same error words.
  public static func standardOutput() -> AtomicFileWriter { AtomicFileWriter(standardOutputNamed: "standard output") }

  /// Appends `bytes`. On failure the caller should `discard()` (or let the writer go, which discards).
  public func write(_ bytes: [UInt8]) throws(FileWriteError) {
    try FileSystemCalls.write(descriptor, bytes, path: path)
  }

  /// Syncs, closes and moves the file into place. After a failure nothing of it is left.
  public func commit() throws(FileWriteError) {
    guard !finished else { return }
    do throws(FileWriteError) {
      try FileSystemCalls.sync(descriptor, path: path)
      if descriptor != STDOUT_FILENO, close(descriptor) != 0, errno != EINTR {
        descriptor = -1
        throw FileSystemCalls.failure(errno, path: path)
      }
      descriptor = -1
      if let temporaryPath { try FileSystemCalls.publish(temporaryPath, as: path, replacing: replacing) }
      finished = true
    } catch {
      discard()
      throw error
    }
  }

  /// Abandons the file: the temporary is removed, an earlier file of that name stays as it was.
  public func discard() {
    guard !finished else { return }
    finished = true
    if descriptor >= 0, descriptor != STDOUT_FILENO { close(descriptor) }
    descriptor = -1
    if let temporaryPath { unlink(temporaryPath) }
  }

  deinit { discard() }

  /// Builds a file with `build`, which is given a temporary path beside `path` to create (SQLite's backup
  /// writes through its own connection), then syncs and publishes it; on failure every trace is removed.
  public static func build(at path: String, replacing: Bool, _ build: (_ temporaryPath: String) throws -> Void)
    throws
  {
    let target = resolvingLinks(path)
    try FileSystemCalls.checkIsNotAFolder(target)
    if !replacing, FileSystemCalls.exists(target) { throw FileSystemCalls.failure(EEXIST, path: target) }
    FileSystemCalls.removeAbandonedTemporaries(of: target, tag: Self.temporaryTag)
    let temporary = FileSystemCalls.temporarySibling(of: target, tag: Self.temporaryTag)
    // Created here first so a missing folder or a full disk is reported in our words, not SQLite's.
    close(try FileSystemCalls.open(temporary, O_WRONLY | O_CREAT | O_EXCL, reportAs: target))
    do {
      try build(temporary)
      try FileSystemCalls.sync(path: temporary)
      try FileSystemCalls.publish(temporary, as: target, replacing: replacing)
      FileSystemCalls.removeWithJournals(temporary)  // the journals, if SQLite left any
    } catch {
      FileSystemCalls.removeWithJournals(temporary)
      throw error
    }
  }

  private static func resolvingLinks(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK, let real = realpath(path, nil) else {
      return path
    }
    defer { free(real) }
    return String(cString: real)
  }
}
