import Foundation

/// A YUV4MPEG2 video (.y4m, as `ffmpeg -f yuv4mpegpipe` writes it) replayed as a camera would deliver it.
///
/// Only the luma plane is kept: it is the grey image. `realTime` paces frames at the file's rate (a stand-in
/// for a live camera); otherwise frames come as fast as they can be read.
public final class Y4MSource: FrameSource {
  public let kind = FrameSourceKind.live
  public let name: String
  public let header: Y4MHeader
  private var file: FileHandle?
  private let realTime: Bool
  private var frameIndex = 0
  private var startedAt: ContinuousClock.Instant?

  public init(path: String, realTime: Bool) throws(FrameSourceError) {
    guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
    guard let file = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(path: path, reason: "permission denied")
    }
    guard let line = Self.readLine(file), let header = Y4MHeader(line: line) else {
      try? file.close()
      throw .badImage(path: path, reason: "not an 8-bit YUV4MPEG2 stream")
    }
    self.file = file
    self.header = header
    self.name = path
    self.realTime = realTime
  }

  deinit { try? file?.close() }

  public func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    guard let file else { return nil }
    guard let marker = Self.readLine(file) else { return nil }  // end of file
    guard marker.hasPrefix("FRAME") else {
      throw .badImage(path: name, reason: "frame \(frameIndex) has no FRAME marker")
    }
    let luma = header.width * header.height
    let chroma = UInt64(header.chromaBytes ?? 0)
    // Only the luma plane is read; the chroma planes are skipped, not copied.
    guard let data = try? file.read(upToCount: luma), data.count == luma,
      (try? file.seek(toOffset: file.offsetInFile + chroma)) != nil
    else {
      return nil  // a truncated last frame ends the video
    }
    let rate = header.frameRate > 0 ? header.frameRate : 30
    let time = Double(frameIndex) / rate
    frameIndex += 1
    if realTime { pace(until: time) }
    return GreyFrame(width: header.width, height: header.height, pixels: [UInt8](data), time: time)
  }

  public func close() {
    try? file?.close()
    file = nil
  }

  /// Sleeps until `time` seconds after the first frame, as a camera would deliver it.
  private func pace(until time: Double) {
    let start = startedAt ?? ContinuousClock.now
    startedAt = start
    let due = start + .seconds(time)
    let now = ContinuousClock.now
    guard due > now else { return }
    let wait = (due - now).components
    Thread.sleep(forTimeInterval: Double(wait.seconds) + Double(wait.attoseconds) / 1e18)
  }

  /// Reads up to a newline (at most 256 bytes: header and FRAME lines are short).
  private static func readLine(_ file: FileHandle) -> String? {
    var bytes: [UInt8] = []
    while bytes.count < 256 {
      guard let byte = try? file.read(upToCount: 1), let first = byte.first else {
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
      }
      if first == 10 { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(first)
    }
    return nil
  }
}
