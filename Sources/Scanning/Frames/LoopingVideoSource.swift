/// A .y4m video replayed in real time, from its start again whenever it ends: `stockroom demo`'s camera,
/// which must keep showing codes for as long as someone watches. Times keep increasing across loops, so
/// the pipeline's cooldown treats each pass as a new sighting.
public final class LoopingVideoSource: FrameSource {
  public let kind = FrameSourceKind.live
  public let name: String
  private let path: String
  private var video: Y4MSource?
  /// Source time at which the current pass started.
  private var offset = 0.0
  private var lastTime = 0.0
  private let realTime: Bool

  /// `realTime` false reads as fast as asked (tests).
  public init(path: String, realTime: Bool = true) throws(FrameSourceError) {
    self.path = path
    self.realTime = realTime
    name = path
    video = try Y4MSource(path: path, realTime: realTime)
  }

  public func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    guard let current = video else { return nil }
    if var frame = try current.nextFrame() {
      frame.time += offset
      lastTime = frame.time
      return frame
    }
    // End of the file: open it again, one frame interval after the last frame.
    let rate = current.header.frameRate > 0 ? current.header.frameRate : 30
    current.close()
    offset = lastTime + 1 / rate
    let next = try Y4MSource(path: path, realTime: realTime)
    video = next
    guard var frame = try next.nextFrame() else { return nil }  // an empty video does not loop forever
    frame.time += offset
    lastTime = frame.time
    return frame
  }

  public func close() {
    video?.close()
    video = nil
  }
}
