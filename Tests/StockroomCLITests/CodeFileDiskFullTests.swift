import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `code`, `labels` and `cards` on a full disk say "disk full" in export's words (exit 74) and leave no file,
/// rather than cairo's "error while writing to output stream".
@Suite struct CodeFileDiskFullTests: StockroomCLISuite {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// Fills the disk holding `path` to the last byte.
  static func fill(_ path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
    defer { close(descriptor) }
    let block = [UInt8](repeating: 0, count: 4096)
    while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    while write(descriptor, block, 1) > 0 {}
  }

  @Test(
    .enabled(if: TinyFileSystem.isAvailable, "needs root and permission to mount a tmpfs"),
    arguments: [
      ("code.png", ["code", "ean13", "590123412345", "-o"]),
      ("code.pdf", ["code", "ean13", "590123412345", "-o"]), ("code.svg", ["code", "qr", "hello", "-o"]),
      ("labels.pdf", ["labels", "--test-page", "-o"]),
      ("cards.pdf", ["cards", "-o"]),
      ("labels.png", ["labels", "--test-page", "--dpi", "100", "-o"]),
    ])
  func aFullDiskSaysDiskFullAndLeavesNoFile(name: String, command: [String]) throws {
    let disk = try TinyFileSystem(kilobytes: 64)
    Self.fill(disk.path("filler"))
    let target = disk.path(name)
    let result = try stockroom(command + [target])
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("stockroom: disk full: no space left for \(target)"), "\(result.stderr)")
    #expect(disk.listing() == ["filler"])
  }
}
