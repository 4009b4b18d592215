import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A loopback TCP port that accepts connections (the kernel completes them) but never answers: a server
/// that hangs, or a firewall that swallows everything after the handshake.
final class SilentListener {
  let port: Int
  private let descriptor: Int32

  struct SetupError: Error { var step: String }

  init() throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SetupError(step: "socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let descriptor = self.descriptor
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw SetupError(step: "bind and listen")
    }
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(descriptor) }
}
