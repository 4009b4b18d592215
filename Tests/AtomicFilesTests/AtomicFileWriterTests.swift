import AtomicFiles
import Foundation
import TestSupport
import Testing

/// The one writer behind every export and backup (CLI and app): whole files or nothing, never a harmed one.
@Suite struct AtomicFileWriterTests {
  let folder: TemporaryDirectory

  init() throws { folder = try TemporaryDirectory() }

  func listing() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() }

  @Test func theFileAppearsOnlyWhenCommitted() throws {
    let path = folder.path("out.csv")
    let writer = try AtomicFileWriter(path: path, replacing: false)
    try writer.write(Array("a,b\r\n".utf8))
    #expect(!FileManager.default.fileExists(atPath: path))
    try writer.commit()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a,b\r\n")
    #expect(try listing() == ["out.csv"])
  }

  @Test func aDiscardedFileLeavesNothingAndTheEarlierFileAsItWas() throws {
    let path = folder.path("out.csv")
    try "earlier".write(toFile: path, atomically: false, encoding: .utf8)
    do {
      let writer = try AtomicFileWriter(path: path, replacing: true)
      try writer.write(Array("half".utf8))
      writer.discard()
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier")
    #expect(try listing() == ["out.csv"])
  }

  @Test func withoutReplacingAnExistingFileIsRefusedAndKept() throws {
    let path = folder.path("backup.sqlite")
    try "keep me".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: FileWriteError.cannotWrite(path: path, reason: "the file exists already; choose a new name")) {
      try AtomicFileWriter(path: path, replacing: false)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
  }

  @Test func replacingThroughASymbolicLinkKeepsTheLink() throws {
    let real = folder.path("real.csv")
    let link = folder.path("link.csv")
    try "old".write(toFile: real, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    let writer = try AtomicFileWriter(path: link, replacing: true)
    try writer.write(Array("new".utf8))
    try writer.commit()
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
    #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
  }

  @Test func aMissingFolderOrAFolderAsTargetIsNamed() throws {
    let path = folder.path("nowhere/out.csv")
    let error = #expect(throws: FileWriteError.self) { try AtomicFileWriter(path: path, replacing: false) }
    #expect(error?.description == "cannot write \(path): no folder \(folder.path("nowhere")).")
    let reason = "it is a folder; give a file name inside it"
    #expect(throws: FileWriteError.cannotWrite(path: folder.url.path, reason: reason)) {
      try AtomicFileWriter(path: folder.url.path, replacing: true)
    }
    #expect(try listing() == [])
  }

  @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and permission to mount a tmpfs"))
  func aFullDiskSaysDiskFullAndLeavesNoPartialFile() throws {
    let disk = try TinyFileSystem(kilobytes: 64)
    let path = disk.path("items.csv")
    let writer = try AtomicFileWriter(path: path, replacing: false)
    let error = #expect(throws: FileWriteError.self) {
      for _ in 0..<100 { try writer.write([UInt8](repeating: 0x41, count: 4096)) }
      try writer.commit()
    }
    writer.discard()
    #expect(error == .diskFull(path: path))
    #expect(error?.description.hasPrefix("disk full:") == true)
    #expect(disk.listing() == [])
  }
}
