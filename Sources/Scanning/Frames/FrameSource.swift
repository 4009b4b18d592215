/// Anything that yields grey frames: a camera, a video file, a folder of images, one image.
///
/// A source is used from one thread at a time (the pipeline's reader thread), so it need not be
/// `Sendable`; the pipeline receives a factory and opens the source on its own thread.
public protocol FrameSource: AnyObject {
  /// Says how the pipeline treats frames: live sources need confirmation over several frames; still
  /// images count after one.
  var kind: FrameSourceKind { get }
  /// A name for messages ("/dev/video0", "shelf.y4m").
  var name: String { get }
  /// The next frame, or nil at the end of a file source. A camera blocks until a frame arrives.
  func nextFrame() throws(FrameSourceError) -> GreyFrame?
  /// Releases the device or file. Further `nextFrame()` calls return nil.
  func close()
}

public enum FrameSourceKind: Sendable, Equatable {
  /// A camera or a video replayed as one: frames follow each other in time.
  case live
  /// Independent still images (files or a folder): every frame is its own scene.
  case stills
}

/// Why a frame source failed, in words a user can act on.
public enum FrameSourceError: Error, Sendable, Equatable, CustomStringConvertible {
  case fileNotFound(path: String)
  case unreadable(path: String, reason: String)
  case badImage(path: String, reason: String)
  case unsupportedFileType(path: String)
  /// The header claims a size beyond `FrameLimits.standard`; nothing was allocated for it.
  case imageTooLarge(path: String, width: Int, height: Int)
  /// A video whose stream breaks off or goes wrong at `frame` (counted from 1), `byteOffset` bytes into the file.
  case damagedVideo(path: String, frame: Int, byteOffset: UInt64, reason: String)
  case noCamera
  case permissionDenied(device: String, group: String)
  case deviceBusy(device: String)
  case unsupportedFormat(device: String, reason: String)
  case deviceUnplugged(device: String)
  case device(device: String, call: String, errno: Int32, reason: String)

  public var description: String {
    switch self {
    case .fileNotFound(let path): "\(path): no such file or folder"
    case .unreadable(let path, let reason): "\(path): cannot read it (\(reason))"
    case .badImage(let path, let reason): "\(path): not a readable image (\(reason))"
    case .imageTooLarge(let path, let width, let height):
      "\(path): image too large: its header claims \(width)x\(height) pixels, and stockroom reads "
        + "\(FrameLimits.standard); scale it down first"
    case .damagedVideo(let path, let frame, let offset, let reason):
      "\(path): the video is damaged at frame \(frame) (byte \(offset)): \(reason)"
    case .unsupportedFileType(let path):
      "\(path): unsupported file type (use PNG, JPEG, PGM/PPM, a .y4m video or a folder of images)"
    case .noCamera: "no camera found: connect a webcam (no /dev/video* capture device is present)"
    case .permissionDenied(let device, let group):
      "\(device): permission denied; join the '\(group)' group with `sudo usermod -aG \(group) $USER`, then log out and in"
    case .deviceBusy(let device): "\(device): the camera is busy; another program is using it, close it and try again"
    case .unsupportedFormat(let device, let reason):
      "\(device): the camera offers no format stockroom can use (\(reason))"
    case .deviceUnplugged(let device): "\(device): the camera was unplugged; scanning stopped"
    case .device(let device, let call, let errno, let reason): "\(device): \(call) failed: \(reason) (errno \(errno))"
    }
  }
}
