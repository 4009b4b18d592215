import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The few POSIX calls behind atomic files, each with its `-1` turned into a `FileWriteError` in one place
/// (`failure(_:path:)`), so a full disk reads "disk full" and never as a Foundation error code.
public enum FileSystemCalls {
  /// A name beside `path` for a file being built: same folder, so the final rename never crosses disks.
  public static func temporarySibling(of path: String, tag: String) -> String {
    "\(path).\(tag)-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16))"
  }

  /// Removes what killed writers left beside `path`: `NAME.TAG-PID-…` files (SQLite's `-wal`, `-shm` and
  /// `-journal` of them too) whose process is no longer alive. A live process's, this one's included, are its
  /// work in progress and stay. (A PID taken again by an unrelated process keeps its leftover until it ends.)
  public static func removeAbandonedTemporaries(of path: String, tag: String) {
    let folder = folder(of: path)
    let prefix = (path as NSString).lastPathComponent + ".\(tag)-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) {
      guard let digits = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 1).first,
        let pid = pid_t(digits), pid > 0, pid != getpid(), !isAlive(pid)
      else { continue }
      unlink((folder as NSString).appendingPathComponent(name))
    }
  }

  /// False only when no process `pid` exists (a process of another user is alive: EPERM).
  public static func isAlive(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno != ESRCH
  }

  /// The folder holding `path` ("." for a bare name).
  public static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// Opens `path` with `flags`, retrying on EINTR; errors name `reportAs` when given.
  public static func open(_ path: String, _ flags: Int32, reportAs: String? = nil) throws(FileWriteError) -> Int32 {
    while true {
      let descriptor = Glibc.open(path, flags | O_CLOEXEC, 0o644)
      if descriptor >= 0 { return descriptor }
      if errno != EINTR { throw failure(errno, path: reportAs ?? path) }
    }
  }

  /// Writes all of `bytes`, looping over short writes and EINTR.
  public static func write(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws(FileWriteError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written == 0 {
        throw failure(ENOSPC, path: path)  // a regular file only writes nothing when there is no room
      } else if errno != EINTR {
        throw failure(errno, path: path)
      }
    }
  }

  /// Flushes `descriptor` to the disk. Devices and pipes cannot be synced (EINVAL), which is fine.
  public static func sync(_ descriptor: Int32, path: String) throws(FileWriteError) {
    if fsync(descriptor) != 0, errno != EINVAL, errno != EROFS { throw failure(errno, path: path) }
  }

  /// Syncs a file that is not open (a database SQLite has closed).
  public static func sync(path: String) throws(FileWriteError) {
    let descriptor = try open(path, O_RDONLY)
    defer { close(descriptor) }
    try sync(descriptor, path: path)
  }

  /// Makes a rename or link in `folder` durable; best effort, as some file systems refuse to sync folders.
  public static func syncFolder(_ folder: String) {
    let descriptor = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// Moves the finished `temporary` to `path`. Without `replacing`, an existing `path` is never touched:
  /// link() fails if the name is taken, even by a file that appeared a moment ago.
  public static func publish(_ temporary: String, as path: String, replacing: Bool) throws(FileWriteError) {
    if replacing {
      guard rename(temporary, path) == 0 else { throw failure(errno, path: path) }
    } else if link(temporary, path) == 0 {
      unlink(temporary)
    } else {
      let linkError = errno
      // File systems without hard links (FAT on a USB stick) get a rename after a last check.
      guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV].contains(linkError), !exists(path) else {
        throw failure(linkError, path: path)
      }
      guard rename(temporary, path) == 0 else { throw failure(errno, path: path) }
    }
    syncFolder(folder(of: path))
  }

  /// Removes `path` and the journals SQLite may have left beside it.
  public static func removeWithJournals(_ path: String) {
    for suffix in ["", "-journal", "-wal", "-shm"] { unlink(path + suffix) }
  }

  public static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// True when `path` exists and is not a regular file (a device such as /dev/full, a pipe, a socket).
  public static func isSpecialFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG && (status.st_mode & S_IFMT) != S_IFDIR
  }

  /// Refuses a folder as the target before anything is written.
  public static func checkIsNotAFolder(_ path: String) throws(FileWriteError) {
    var status = stat()
    if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { throw failure(EISDIR, path: path) }
  }

  /// The one place an errno becomes words.
  public static func failure(_ code: Int32, path: String) -> FileWriteError {
    switch code {
    case ENOSPC, EDQUOT: .diskFull(path: path)
    case EEXIST: .cannotWrite(path: path, reason: "the file exists already; choose a new name")
    case EROFS: .cannotWrite(path: path, reason: "the file system is read-only")
    case EACCES, EPERM: .cannotWrite(path: path, reason: "permission denied (check the folder is writable for you)")
    case ENOENT, ENOTDIR: .cannotWrite(path: path, reason: "no folder \(folder(of: path))")
    case EISDIR: .cannotWrite(path: path, reason: "it is a folder; give a file name inside it")
    default: .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }
  }
}
