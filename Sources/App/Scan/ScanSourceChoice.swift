import Foundation
import InventoryCore
import Scanning
import Synchronization

/// Which frame source the scan screen reads and how: the --camera override (a device, a .y4m video or a
/// folder of images), else the camera chosen in the settings, else the first camera. Also the pipeline
/// options the settings ask for.
struct ScanSourceChoice {
  /// A device path, video or folder; nil: the first camera.
  var target: String?
  var camera: CameraSettings
  /// Replay a video from its start when it ends (the demo's shelf).
  var loops: Bool

  init(environment: AppEnvironment, override: String?, torch: Bool?, zoom: Int?) {
    target = override ?? environment.launch.camera ?? environment.settings.cameraDevice
    camera = CameraSettings()
    camera.width = environment.settings.cameraWidth
    camera.height = environment.settings.cameraHeight
    camera.torch = torch
    camera.zoom = zoom
    loops = environment.launch.demo
  }

  /// "shelf.y4m", "/dev/video0", "first camera".
  var displayName: String {
    guard let target else { return "first camera" }
    return target.hasPrefix("/dev/") ? target : (target as NSString).lastPathComponent
  }

  var isCamera: Bool { target.map { $0.hasPrefix("/dev/") } ?? true }

  /// How to read the target: the camera settings, and looping for the demo.
  var sourceOptions: FrameSources.Options {
    var options = FrameSources.Options()
    options.camera = camera
    options.loops = loops
    return options
  }

  /// The opener for the pipeline (`FrameSources.open`); `controls` learns which camera controls the device
  /// has once it is open.
  func opener(controls: CameraControlsBox) -> ScanSourceOpener {
    let target = target
    let options = sourceOptions
    return { () throws(FrameSourceError) in
      let source = try FrameSources.open(target: target, options: options)
      if let camera = source as? CameraSource { controls.learn(from: camera) }
      return source
    }
  }

  /// The pipeline options from the settings, with the focus area given (the screen can resize it).
  static func options(_ settings: AppSettings, focus: FocusArea) -> PipelineOptions {
    var options = PipelineOptions()
    let symbologies = settings.symbologies.compactMap { Symbology(rawValue: $0) ?? Symbology(name: $0) }
    if !symbologies.isEmpty { options.scan.symbologies = Set(symbologies) }
    options.scan.decoders = settings.decoders
    options.scan.focusArea = focus
    options.scan.onlyInFocusArea = settings.onlyInFocusArea
    options.confirmationFrames = max(1, settings.confirmationFrames)
    options.cooldown = max(0, settings.cooldown)
    return options
  }
}

/// What the open camera can do beyond streaming, learnt on the pipeline's thread, read by the screen.
final class CameraControlsBox: Sendable {
  struct Controls: Sendable, Equatable {
    var torch = false
    var zoom: ClosedRange<Int>?
  }

  private let state = Mutex(Controls())

  var controls: Controls { state.withLock { $0 } }

  /// Asks the device for its controls (names as V4L2 gives them: "Zoom, Absolute", "LED1 Mode"...).
  func learn(from source: CameraSource) {
    // A camera that cannot describe its controls offers none: the zoom and light keys stay off, scanning works.
    guard let info = try? CameraCatalog.describe(source.name, withControls: true) else { return }
    var found = Controls()
    for control in info.controls {
      let name = control.name.lowercased()
      if name.contains("zoom") && name.contains("absolute") {
        found.zoom = control.minimum...max(control.minimum, control.maximum)
      }
      if name.contains("led") || name.contains("torch") || name.contains("flash") { found.torch = true }
    }
    state.withLock { $0 = found }
  }
}
