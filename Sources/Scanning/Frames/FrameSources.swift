import Foundation

/// The one place a frame source is chosen from a target the user gave (`--camera`, the settings, the
/// demo): a `.y4m` video, a folder of images, or a camera device (nil: the first camera). The app and
/// the `watch` command both open their sources here.
public enum FrameSources {
  /// How to read the source the target names. Every option states its default.
  public struct Options: Sendable, Equatable {
    /// Size, torch and zoom for a camera. Default: `CameraSettings()` (1280x720).
    public var camera = CameraSettings()
    /// Pace a video at its own frame rate. Default: true (false reads as fast as asked: tests, `--fast`).
    public var realTime = true
    /// Replay a video from its start when it ends (the demo's shelf). Default: false.
    public var loops = false
    /// Frames per second at which a folder of images is shown as live video. Default: 10.
    public var folderFrameRate = 10.0

    public init() {}
  }

  /// Opens the source `target` names. Call it on the thread that will read the source (the pipeline's).
  public static func open(target: String?, options: Options = Options()) throws(FrameSourceError)
    -> any FrameSource
  {
    guard let target else { return try CameraSource(device: nil, settings: options.camera) }
    if target.lowercased().hasSuffix(".y4m") {
      return options.loops
        ? try LoopingVideoSource(path: target, realTime: options.realTime)
        : try Y4MSource(path: target, realTime: options.realTime)
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), isFolder.boolValue {
      return try ImageFileSource(paths: [target], kind: .live, frameRate: options.folderFrameRate)
    }
    return try CameraSource(device: target, settings: options.camera)
  }
}
