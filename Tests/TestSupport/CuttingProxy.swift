import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL Unix-socket proxy that cuts a connection at a chosen message, as a network that drops at
/// the worst moment does: `url` reaches the server through it. It reads the client's side of the protocol
/// message by message (the startup message, then type byte and length), forwards each whole, and after the
/// one it was told to cut at closes both sides at once: the server has that message and nothing after it,
/// the client gets no answer to it. Only the first connection after `cut(...)` is cut; later ones pass, or are
/// refused while `refusing` is set (a server that cannot be reached to ask what became of a commit).
public final class CuttingProxy: @unchecked Sendable {
  /// Where a cut falls on the armed connection.
  public enum Cut: Sendable {
    /// After the client's `n`th message (1 is the startup message).
    case afterMessage(Int)
    /// After the Sync that follows the client's `occurrence`th statement containing `text` (`"COMMIT"`: the
    /// server gets the whole COMMIT and commits, the client never hears so).
    case afterStatement(String, occurrence: Int)
    /// Instead of forwarding the client's `occurrence`th statement containing `text` (`"COMMIT"`: the
    /// transaction is rolled back when the server sees the connection close).
    case beforeStatement(String, occurrence: Int)
  }

  public let folder: TemporaryDirectory
  public let port: Int
  private let upstreamPath: String
  private let listener: Int32
  private let lock = NSLock()
  private var armed: Cut?
  private var cutDone = false
  private var live: LiveCut?
  private var liveCutDone = false
  private var refusingNow = false

  public struct SetupError: Error { public var step: String }

  /// A proxy in front of the server listening at `upstreamFolder/.s.PGSQL.port`.
  public init(upstreamFolder: String, port: Int) throws {
    folder = try TemporaryDirectory()
    self.port = port
    upstreamPath = upstreamFolder + "/.s.PGSQL.\(port)"
    listener = try Self.listen(at: folder.path(".s.PGSQL.\(port)"))
    let thread = Thread { [weak self] in self?.acceptLoop() }
    thread.start()
  }

  deinit {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// `--db` for database `name` through the proxy.
  public func url(user: String, database name: String) -> String {
    "postgresql://\(user)@/\(name)?host=\(folder.url.path)&port=\(port)"
  }

  /// Cuts the next connection at `cut`.
  public func cut(_ cut: Cut) {
    lock.withLock {
      armed = cut
      cutDone = false
    }
  }

  /// Runs `body` on the armed live cut and whether it happened, under the proxy's lock.
  func withLiveCut<Result>(_ body: (inout LiveCut?, inout Bool) -> Result) -> Result {
    lock.withLock { body(&live, &liveCutDone) }
  }

  /// Whether the armed cut happened (false: the connection ended before reaching that message).
  public var didCut: Bool { lock.withLock { cutDone } }

  /// While true, connections after a cut are accepted and closed at once, as an unreachable server's.
  public var refusing: Bool {
    get { lock.withLock { refusingNow } }
    set { lock.withLock { refusingNow = newValue } }
  }

  private func acceptLoop() {
    while true {
      let client = accept(listener, nil, nil)
      if client < 0 {
        if errno == EINTR { continue }
        return
      }
      let (cut, refuse) = lock.withLock { () -> (Cut?, Bool) in
        let cut = armed
        armed = nil
        return (cut, cutDone && refusingNow)
      }
      if refuse {
        close(client)
        continue
      }
      let server = Self.connect(to: upstreamPath)
      if server < 0 {
        close(client)
        continue
      }
      let link = ProxiedConnection(client: client, server: server)
      Thread { Self.pump(from: server, to: client, link: link) }.start()
      Thread { [weak self] in self?.forwardClientMessages(link: link, cut: cut) }.start()
    }
  }

  /// Forwards the client's messages one by one, cutting after the armed one.
  private func forwardClientMessages(link: ProxiedConnection, cut: Cut?) {
    var buffer: [UInt8] = []
    var isFirst = true
    var count = 0
    var statementsSeen = 0
    var liveProgress = LiveCutProgress()
    var chunk = [UInt8](repeating: 0, count: 65536)
    defer { link.end() }
    while true {
      while let length = Self.messageLength(buffer, isStartup: isFirst), buffer.count >= length {
        let message = Array(buffer[0..<length])
        buffer.removeFirst(length)
        let step: LiveCutStep = isFirst ? .forward : liveStep(for: message, progress: &liveProgress)
        if step == .cutBefore { return }
        if case .beforeStatement(let text, let occurrence) = cut, !isFirst, message[0] == UInt8(ascii: "P"),
          String(decoding: message, as: UTF8.self).contains(text)
        {
          statementsSeen += 1
          if statementsSeen == occurrence {
            lock.withLock { cutDone = true }
            return
          }
        }
        guard Self.writeAll(link.server, message) else { return }
        if step == .cutAfter { return }
        count += 1
        let type = isFirst ? 0 : message[0]
        isFirst = false
        switch cut {
        case .afterMessage(let n) where count == n:
          lock.withLock { cutDone = true }
          return
        case .afterStatement(let text, let occurrence):
          if type == UInt8(ascii: "P"), String(decoding: message, as: UTF8.self).contains(text) { statementsSeen += 1 }
          if statementsSeen == occurrence, type == UInt8(ascii: "S") {
            lock.withLock { cutDone = true }
            return
          }
        default: break
        }
      }
      let read = chunk.withUnsafeMutableBytes { recv(link.client, $0.baseAddress, $0.count, 0) }
      guard read > 0 else { return }
      buffer.append(contentsOf: chunk[0..<read])
    }
  }

  /// The length of the message at the start of `buffer`, once its header is there.
  private static func messageLength(_ buffer: [UInt8], isStartup: Bool) -> Int? {
    let offset = isStartup ? 0 : 1
    guard buffer.count >= offset + 4 else { return nil }
    let length = buffer[offset..<offset + 4].reduce(0) { ($0 << 8) | Int($1) }
    return offset + max(length, 4)
  }

  private static func pump(from source: Int32, to destination: Int32, link: ProxiedConnection) {
    var chunk = [UInt8](repeating: 0, count: 65536)
    defer { link.end() }
    while true {
      let read = chunk.withUnsafeMutableBytes { recv(source, $0.baseAddress, $0.count, 0) }
      guard read > 0, writeAll(destination, Array(chunk[0..<read])) else { return }
    }
  }

  private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let written = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return false }
      sent += written
    }
    return true
  }

  private static func address(_ path: String) -> sockaddr_un? {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in bytes.enumerated() { raw[index] = byte }
    }
    return address
  }

  private static func listen(at path: String) throws -> Int32 {
    guard var address = address(path) else { throw SetupError(step: "socket path too long: \(path)") }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SetupError(step: "socket") }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
      }
    }
    guard bound, Glibc.listen(descriptor, 64) == 0 else {
      close(descriptor)
      throw SetupError(step: "bind and listen at \(path)")
    }
    return descriptor
  }

  private static func connect(to path: String) -> Int32 {
    guard var address = address(path) else { return -1 }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return -1 }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
      }
    }
    if !connected {
      close(descriptor)
      return -1
    }
    return descriptor
  }
}

/// Both sockets of one proxied connection, shut down together once either side ends (or a cut ends it) and
/// closed when both pumps are done.
private final class ProxiedConnection: @unchecked Sendable {
  let client: Int32
  let server: Int32
  private let lock = NSLock()
  private var pumpsRunning = 2

  init(client: Int32, server: Int32) {
    self.client = client
    self.server = server
  }

  func end() {
    shutdown(client, Int32(SHUT_RDWR))
    shutdown(server, Int32(SHUT_RDWR))
    let last = lock.withLock {
      pumpsRunning -= 1
      return pumpsRunning == 0
    }
    if last {
      close(client)
      close(server)
    }
  }
}
