import CV4L2
import Foundation

/// An open V4L2 device, reached through libv4l2 (which converts the camera's formats). Owns the file
/// descriptor and closes it (`v4l2_close`) in `deinit`.
final class V4L2Device {
  let path: String
  let fd: Int32

  /// libv4l2 prints errors to stderr unless `v4l2_log_file` is set: a terminal UI must never see them.
  private static let silenced: Bool = {
    if let sink = fopen("/dev/null", "w") { stockroom_v4l2_set_log_file(sink) }
    return true
  }()

  /// Opens `path` (`v4l2_open`, read-write, non-blocking) and checks it is a streaming capture device.
  init(path: String) throws(FrameSourceError) {
    _ = Self.silenced
    self.path = path
    let fd = stockroom_v4l2_open(path)
    guard fd >= 0 else { throw Self.openError(path: path, errno: errno) }
    self.fd = fd
  }

  deinit { v4l2_close(fd) }

  /// The one place a V4L2 request is made (`v4l2_ioctl`): retried on EINTR; -1 becomes the errno.
  func ioctl<Argument>(_ request: UInt, _ argument: inout Argument) -> Int32? {
    while true {
      let result = withUnsafeMutablePointer(to: &argument) { stockroom_v4l2_ioctl(fd, request, $0) }
      if result >= 0 { return nil }
      let error = errno
      if error != EINTR { return error }
    }
  }

  /// Throws a typed error for a failed request: EBUSY is "busy", ENODEV "unplugged", others name the call.
  func check<Argument>(_ call: String, _ request: UInt, _ argument: inout Argument) throws(FrameSourceError) {
    guard let error = ioctl(request, &argument) else { return }
    throw classify(call, errno: error)
  }

  func classify(_ call: String, errno error: Int32) -> FrameSourceError {
    switch error {
    case EBUSY: .deviceBusy(device: path)
    case ENODEV, ENXIO: .deviceUnplugged(device: path)
    case EACCES, EPERM: .permissionDenied(device: path, group: Self.group(of: path))
    default: .device(device: path, call: call, errno: error, reason: String(cString: strerror(error)))
    }
  }

  static func openError(path: String, errno error: Int32) -> FrameSourceError {
    switch error {
    case ENOENT, ENODEV, ENXIO: .noCamera
    case EACCES, EPERM: .permissionDenied(device: path, group: group(of: path))
    case EBUSY: .deviceBusy(device: path)
    default: .device(device: path, call: "open", errno: error, reason: String(cString: strerror(error)))
    }
  }

  /// The group that owns the device file (usually `video`): joining it grants access.
  static func group(of path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0, let group = getgrgid(info.st_gid), let name = group.pointee.gr_name else {
      return "video"
    }
    let text = String(cString: name)
    return text == "root" ? "video" : text
  }

  /// `VIDIOC_QUERYCAP`.
  func capability() throws(FrameSourceError) -> v4l2_capability {
    var capability = v4l2_capability()
    try check("VIDIOC_QUERYCAP", stockroom_vidioc_querycap(), &capability)
    return capability
  }

  /// Whether the device captures video and streams (its own caps when it reports them per node).
  func isStreamingCapture(_ capability: v4l2_capability) -> Bool {
    let caps =
      capability.capabilities & UInt32(V4L2_CAP_DEVICE_CAPS) != 0 ? capability.device_caps : capability.capabilities
    return caps & UInt32(V4L2_CAP_VIDEO_CAPTURE) != 0 && caps & UInt32(V4L2_CAP_STREAMING) != 0
  }

  /// A fixed-size C char array (a tuple in Swift) as a string.
  static func text<T>(_ tuple: T) -> String {
    withUnsafeBytes(of: tuple) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  static func fourcc(_ code: UInt32) -> String {
    String(decoding: (0..<4).map { UInt8((code >> (8 * $0)) & 0xFF) }, as: UTF8.self)
  }
}
