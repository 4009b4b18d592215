import CV4L2

/// A webcam as a frame source: libv4l2 converts whatever the camera sends (YUYV, MJPEG, ...) and the
/// grey plane is kept. Frames are streamed through memory-mapped buffers.
public final class CameraSource: FrameSource {
  public let kind = FrameSourceKind.live
  public let name: String
  private var device: V4L2Device?
  private var stream: V4L2Stream?
  /// Controls asked for that the device does not have (a warning, not an error).
  public let missingControls: [String]
  public var size: (width: Int, height: Int) { (stream?.width ?? 0, stream?.height ?? 0) }

  /// Opens `device` (default: the first capture device), applies `settings`' controls and starts streaming
  /// at the size nearest `settings.width` x `settings.height`.
  public init(device path: String? = nil, settings: CameraSettings = CameraSettings()) throws(FrameSourceError) {
    guard let chosen = path ?? CameraCatalog.capturePaths().first else { throw .noCamera }
    let device = try V4L2Device(path: chosen)
    let capability = try device.capability()
    guard device.isStreamingCapture(capability) else {
      throw .unsupportedFormat(device: chosen, reason: "not a streaming video capture device")
    }
    missingControls = device.apply(settings)
    let native = device.formats().filter { !$0.emulated }.map(\.fourcc)
    stream = try V4L2Stream(
      device: device, format: LumaFormat.choose(native: native), width: settings.width, height: settings.height)
    self.device = device
    self.name = chosen
  }

  public func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    guard let stream else { return nil }
    do {
      return try stream.next()
    } catch {
      close()  // a failed stream (unplugged, ...) is stopped and released before the error is reported
      throw error
    }
  }

  public func close() {
    stream?.stop()
    stream = nil
    device = nil
  }
}
