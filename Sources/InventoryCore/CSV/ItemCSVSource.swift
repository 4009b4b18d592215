import Foundation

/// Where an item CSV file's bytes come from: a file read in blocks (an import reads it twice, never whole), or
/// bytes already in memory (tests, small inputs).
public struct ItemCSVSource: Sendable, Equatable, CustomStringConvertible {
  enum Storage: Sendable, Equatable {
    case data(Data)
    case file(String)
  }

  let storage: Storage
  /// How much is read at a time (tests make it tiny, so records straddle blocks).
  let blockSize: Int

  /// Bytes in memory.
  public static func data(_ data: Data) -> ItemCSVSource {
    ItemCSVSource(storage: .data(data), blockSize: defaultBlockSize)
  }
  /// The file at `path`, opened anew by every read.
  public static func file(_ path: String) -> ItemCSVSource {
    ItemCSVSource(storage: .file(path), blockSize: defaultBlockSize)
  }
  /// Bytes in memory, handed over `blockSize` (1 or more) at a time.
  static func data(_ data: Data, blockSize: Int) -> ItemCSVSource {
    ItemCSVSource(storage: .data(data), blockSize: max(1, blockSize))
  }

  public var description: String {
    switch storage {
    case .data(let data): "\(data.count) bytes in memory"
    case .file(let path): path
    }
  }

  /// Big enough that reading costs nothing beside parsing, small enough not to show in memory.
  static let defaultBlockSize = 1 << 18

  /// The size of the input when it is known before reading (for a progress bar).
  func byteCount() -> Int? {
    switch storage {
    case .data(let data): data.count
    case .file(let path): (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }
  }

  /// Calls `body` with every block of the input in order, and returns the fingerprint of all of it.
  ///
  /// - Throws: `ItemCSVSourceError` when the file cannot be opened or read; errors of `body` pass through.
  func readBlocks(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> ItemCSVFingerprint {
    var fingerprint = ItemCSVFingerprint()
    switch storage {
    case .data(let data):
      var offset = data.startIndex
      while offset < data.endIndex {
        let end = data.index(offset, offsetBy: blockSize, limitedBy: data.endIndex) ?? data.endIndex
        try data[offset..<end].withUnsafeBytes { raw in
          let block = raw.bindMemory(to: UInt8.self)
          fingerprint.add(block)
          try body(block)
        }
        offset = end
      }
    case .file(let path):
      let handle: FileHandle
      do { handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path)) } catch {
        throw ItemCSVSourceError(path: path, reason: error.localizedDescription)
      }
      defer { try? handle.close() }
      while true {
        let data: Data?
        do { data = try handle.read(upToCount: blockSize) } catch {
          throw ItemCSVSourceError(path: path, reason: error.localizedDescription)
        }
        guard let data, !data.isEmpty else { break }
        try data.withUnsafeBytes { raw in
          let block = raw.bindMemory(to: UInt8.self)
          fingerprint.add(block)
          try body(block)
        }
      }
    }
    return fingerprint
  }
}

/// The size and a 64-bit FNV-1a hash of everything read: an import reads its file twice, and refuses it when
/// the second reading differs from the first one it checked.
public struct ItemCSVFingerprint: Sendable, Hashable {
  public private(set) var byteCount = 0
  public private(set) var hash: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ block: UnsafeBufferPointer<UInt8>) {
    byteCount += block.count
    var hash = self.hash
    for byte in block { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    self.hash = hash
  }
}

/// The file could not be read.
public struct ItemCSVSourceError: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public var description: String { "cannot read \(path): \(reason)" }
}

/// The file changed between the reading that checked it and the one that imported it: nothing was imported.
public struct ItemCSVChangedError: Error, Sendable, Equatable, CustomStringConvertible {
  public var source: String
  /// What differed, such as `line 7 no longer reads as it did` or `its size went from 120 to 133 bytes`.
  public var detail: String

  public var description: String {
    "\(source) changed while it was being imported (\(detail)): nothing imported; import it again once "
      + "nothing is writing to it"
  }
}
