#if canImport(Glibc)
  import Glibc
#endif

/// A file read front to back through a 64 KiB buffer (`open`/`read`, retried on EINTR), counting the bytes
/// consumed so errors can say where a stream broke. Works on pipes as well as plain files.
final class ByteReader {
  /// How a line ended.
  enum Line: Equatable {
    case line(String)
    /// End of file before any byte of the line.
    case end
    /// End of file in the middle of the line.
    case cut(String)
    /// No newline within the allowed length.
    case tooLong
  }

  private var descriptor: Int32
  private var buffer = [UInt8](repeating: 0, count: 64 << 10)
  private var start = 0
  private var end = 0
  private let path: String
  /// Bytes consumed from the start of the file.
  private(set) var position: UInt64 = 0
  /// The file's size when it is a plain file (nil for a pipe), to refuse a frame before allocating for it.
  let size: UInt64?

  init(path: String) throws(FrameSourceError) {
    self.path = path
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(code)))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
      Glibc.close(descriptor)
      throw .unreadable(path: path, reason: "it is a folder, not a video file")
    }
    size = status.st_mode & S_IFMT == S_IFREG ? UInt64(clamping: status.st_size) : nil
  }

  deinit { close() }

  func close() {
    if descriptor >= 0 { Glibc.close(descriptor) }
    descriptor = -1
  }

  /// Bytes left in a plain file (nil for a pipe).
  var remaining: UInt64? { size.map { $0 > position ? $0 - position : 0 } }

  /// Reads up to a newline (not included), at most `limit` bytes.
  func readLine(limit: Int = 256) throws(FrameSourceError) -> Line {
    var bytes: [UInt8] = []
    while bytes.count <= limit {
      guard try fill() else { return bytes.isEmpty ? .end : .cut(String(decoding: bytes, as: UTF8.self)) }
      let byte = buffer[start]
      start += 1
      position += 1
      if byte == 10 { return .line(String(decoding: bytes, as: UTF8.self)) }
      bytes.append(byte)
    }
    return .tooLong
  }

  /// Appends up to `count` bytes to `target`; returns how many were there before the end of the file.
  func read(_ count: Int, into target: inout [UInt8]) throws(FrameSourceError) -> Int {
    try consume(count) { target.append(contentsOf: $0) }
  }

  /// Reads past `count` bytes; returns how many were there before the end of the file.
  func skip(_ count: Int) throws(FrameSourceError) -> Int { try consume(count) { _ in } }

  private func consume(_ count: Int, _ use: (ArraySlice<UInt8>) -> Void) throws(FrameSourceError) -> Int {
    var done = 0
    while done < count {
      guard try fill() else { break }
      let take = min(count - done, end - start)
      use(buffer[start..<(start + take)])
      start += take
      done += take
      position += UInt64(take)
    }
    return done
  }

  /// Makes sure the buffer holds at least one byte; false at the end of the file.
  private func fill() throws(FrameSourceError) -> Bool {
    if start < end { return true }
    guard descriptor >= 0 else { return false }
    var got: Int
    repeat {
      got = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    } while got < 0 && errno == EINTR
    if got < 0 { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
    start = 0
    end = got
    return got > 0
  }
}
