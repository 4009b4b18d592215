import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The file a catalogue is imported from, read in chunks (never whole: Open Food Facts' export is several
/// gigabytes). `-` is standard input, so a compressed export can be piped in (`zcat FILE.gz | ...`).
/// Owns its descriptor and closes it when released.
public final class CatalogueSource {
  /// As the user named it.
  public let path: String
  /// The size in bytes, for progress; nil for a pipe.
  public let size: Int?
  private var descriptor: Int32
  public private(set) var bytesRead = 0

  public init(path: String) throws(CatalogueStoreError) {
    self.path = path
    if path == "-" {
      descriptor = STDIN_FILENO
    } else {
      var status = stat()
      guard stat(path, &status) == 0 else { throw Self.failure(errno, path: path) }
      guard (status.st_mode & S_IFMT) != S_IFDIR else {
        throw .cannotReadSource(path: path, reason: "it is a folder; give the path of the file inside it")
      }
      descriptor = -1
      while descriptor < 0 {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0, errno != EINTR { throw Self.failure(errno, path: path) }
      }
    }
    var status = stat()
    let isRegular = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    size = isRegular ? Int(status.st_size) : nil
  }

  /// Reads the next bytes into `buffer` (up to its size); 0 at the end of the file. Retries on EINTR.
  public func read(into buffer: inout [UInt8]) throws(CatalogueStoreError) -> Int {
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 {
        bytesRead &+= count
        return count
      }
      if errno != EINTR { throw Self.failure(errno, path: path) }
    }
  }

  /// The fraction read, 0 to 1; nil when the size is unknown.
  public var fractionRead: Double? {
    guard let size, size > 0 else { return nil }
    return min(1, Double(bytesRead) / Double(size))
  }

  deinit {
    if descriptor > STDERR_FILENO { close(descriptor) }
  }

  private static func failure(_ code: Int32, path: String) -> CatalogueStoreError {
    let reason =
      switch code {
      case ENOENT: "no such file"
      case EACCES, EPERM: "permission denied"
      case EISDIR: "it is a folder; give the path of the file inside it"
      default: String(cString: strerror(code))
      }
    return .cannotReadSource(path: path, reason: reason)
  }
}

/// An exclusive lock (flock(2)) on a file beside the catalogue, held while one import writes it: two imports
/// at once would each build from the same old catalogue, and the one that finished last would win. The
/// system releases the lock when the process ends, however it ends.
final class CatalogueImportLock {
  private let descriptor: Int32

  init(catalogue path: String) throws(CatalogueStoreError) {
    let lockPath = path + ".lock"
    let opened = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard opened >= 0 else {
      throw .database(path: path, reason: "cannot create \(lockPath): \(String(cString: strerror(errno)))")
    }
    guard flock(opened, LOCK_EX | LOCK_NB) == 0 else {
      close(opened)
      throw .importRunning(path: path)
    }
    descriptor = opened
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
