import ArgumentParser
import Scanning

/// `stockroom cameras [--controls]`: lists capture devices with their formats and sizes.
struct CamerasCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cameras",
    abstract: "List webcams: path, name, driver, formats and sizes (and controls with --controls).",
    discussion: "Exit status: 0 at least one camera listed, 1 none found.")

  @Flag(name: .long, help: "Also list each camera's controls with their ranges and current values.")
  var controls = false

  func run() async throws {
    let (cameras, problems) = CameraCatalog.cameras(withControls: controls)
    for problem in problems { printError("stockroom cameras: \(problem)") }
    guard !cameras.isEmpty else {
      if problems.isEmpty { printError("stockroom cameras: \(FrameSourceError.noCamera)") }
      throw ExitCode(1)
    }
    for camera in cameras {
      print("\(camera.path): \(camera.name) (driver \(camera.driver), \(camera.bus))")
      for format in camera.formats {
        let sizes = format.sizes.isEmpty ? "" : ": " + format.sizes.joined(separator: " ")
        print("  \(format.fourcc) \(format.description)\(sizes)")
      }
      guard controls else { continue }
      for control in camera.controls {
        let value = control.value.map(String.init) ?? "?"
        print(
          "  control \(control.name): \(value) (\(control.minimum)...\(control.maximum), step \(control.step), default \(control.defaultValue))"
        )
      }
    }
  }
}

/// Camera options for `watch`: resolution and controls, applied where the device has them.
struct CameraOptionGroup: ParsableArguments {
  @Option(name: .long, help: "Capture size WIDTHxHEIGHT (the nearest the camera offers).")
  var size = "1280x720"
  @Option(name: .long, help: "Zoom (absolute).") var zoom: Int?
  @Option(name: .customLong("focus-position"), help: "Manual lens focus (turns autofocus off).") var focus: Int?
  @Option(name: .long, help: "Manual exposure (turns auto exposure off).") var exposure: Int?
  @Option(name: .long, help: "Gain.") var gain: Int?
  @Option(name: .long, help: "Brightness.") var brightness: Int?
  @Option(name: .long, help: "LED/torch on or off, on devices that have one.") var torch: Switch?

  enum Switch: String, ExpressibleByArgument { case on, off }

  func settings() throws -> CameraSettings {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
      throw ValidationError("--size wants WIDTHxHEIGHT, e.g. 1280x720")
    }
    var settings = CameraSettings()
    (settings.width, settings.height) = (parts[0], parts[1])
    settings.zoom = zoom
    settings.focus = focus
    settings.exposure = exposure
    settings.gain = gain
    settings.brightness = brightness
    settings.torch = torch.map { $0 == .on }
    return settings
  }

  func validate() throws { _ = try settings() }
}
