import Foundation

/// A YUV4MPEG2 video (.y4m, as `ffmpeg -f yuv4mpegpipe` writes it) replayed as a camera would deliver it.
///
/// Only the luma plane is kept: it is the grey image. `realTime` paces frames at the file's rate (a stand-in
/// for a live camera) and, like a camera, drops a frame whose time passed more than a frame ago while the reader
/// was busy, so a slow reader sees the newest frames rather than falling behind; otherwise frames come as fast as
/// they can be read. A stream that breaks off (a missing
/// or over-long FRAME line, a last frame cut short) throws `damagedVideo` with the frame and byte where it broke,
/// after the frames before it were delivered; only a clean end of file ends the video quietly.
public final class Y4MSource: FrameSource {
  public let kind = FrameSourceKind.live
  public let name: String
  public let header: Y4MHeader
  private var reader: ByteReader?
  private let realTime: Bool
  private let lumaBytes: Int
  private let chromaBytes: Int
  private var frameIndex = 0
  private var startedAt: ContinuousClock.Instant?

  public init(path: String, realTime: Bool) throws(FrameSourceError) {
    let reader = try ByteReader(path: path)
    let line: String
    switch try reader.readLine() {
    case .line(let text): line = text
    case .end: throw .badImage(path: path, reason: "the file is empty, not a YUV4MPEG2 video")
    case .cut, .tooLong: throw .badImage(path: path, reason: "not a YUV4MPEG2 video (no header line)")
    }
    let header = try Y4MHeader(line: line, path: path)
    guard let chroma = header.chromaBytes else {
      throw .badImage(path: path, reason: "colour space C\(header.colourSpace) is not supported")
    }
    self.reader = reader
    self.header = header
    self.name = path
    self.realTime = realTime
    lumaBytes = header.width * header.height  // within FrameLimits: no overflow
    chromaBytes = chroma
  }

  /// Frames dropped because the reader was busy when they were due (`realTime` only).
  public private(set) var droppedFrames = 0

  public func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    while let frame = try readFrame() {
      guard realTime else { return frame }
      // The first frame is never late: the clock starts with it.
      if startedAt != nil, isOverdue(frame.time) {
        droppedFrames &+= 1
        continue
      }
      pace(until: frame.time)
      return frame
    }
    return nil
  }

  /// The next frame in the file, or nil at a clean end.
  private func readFrame() throws(FrameSourceError) -> GreyFrame? {
    guard let reader else { return nil }
    let frameStart = reader.position
    switch try reader.readLine() {
    case .end: return nil  // a clean end of file
    case .line(let marker) where marker == "FRAME" || marker.hasPrefix("FRAME "): break
    case .line(let marker):
      throw damaged(at: frameStart, "no FRAME marker (found \"\(marker.prefix(20))\")")
    case .cut: throw damaged(at: frameStart, "the file ends inside the FRAME line")
    case .tooLong: throw damaged(at: frameStart, "the FRAME line is longer than 256 bytes")
    }
    let needed = lumaBytes + chromaBytes
    // A plain file says up front whether the frame is all there: refuse before allocating for it.
    if let remaining = reader.remaining, remaining < UInt64(needed) {
      throw damaged(at: frameStart, "the last frame is cut short (\(remaining) of \(needed) bytes)")
    }
    var pixels: [UInt8] = []
    pixels.reserveCapacity(lumaBytes)
    var got = try reader.read(lumaBytes, into: &pixels)
    // Only the luma plane is kept; the chroma planes are read past, not copied.
    if got == lumaBytes { got += try reader.skip(chromaBytes) }
    guard got == needed else {
      throw damaged(at: frameStart, "the last frame is cut short (\(got) of \(needed) bytes)")
    }
    let rate = header.frameRate > 0 ? header.frameRate : 30
    let time = Double(frameIndex) / rate
    frameIndex += 1
    return GreyFrame(width: header.width, height: header.height, pixels: pixels, time: time)
  }

  public func close() {
    reader?.close()
    reader = nil
  }

  /// The error for frame `frameIndex + 1`, whose FRAME line starts `offset` bytes into the file.
  private func damaged(at offset: UInt64, _ reason: String) -> FrameSourceError {
    .damagedVideo(path: name, frame: frameIndex + 1, byteOffset: offset, reason: reason)
  }

  /// Whether a frame due `time` seconds after the first was due more than a frame interval ago.
  private func isOverdue(_ time: Double) -> Bool {
    guard let startedAt else { return false }
    let rate = header.frameRate > 0 ? header.frameRate : 30
    return ContinuousClock.now > startedAt + .seconds(time + 1 / rate)
  }

  /// Sleeps until `time` seconds after the first frame, as a camera would deliver it. The header's rate is at
  /// least 0.1 frames a second, so one wait is at most 10 s.
  private func pace(until time: Double) {
    let start = startedAt ?? ContinuousClock.now
    startedAt = start
    let due = start + .seconds(time)
    let now = ContinuousClock.now
    guard due > now else { return }
    let wait = (due - now).components
    Thread.sleep(forTimeInterval: Double(wait.seconds) + Double(wait.attoseconds) / 1e18)
  }
}
