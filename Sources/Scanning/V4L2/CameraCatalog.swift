import CV4L2
import Foundation

/// Finds capture devices and describes them for `stockroom cameras`.
public enum CameraCatalog {
  /// /dev/video0 ... /dev/video63 that open as streaming capture devices (metadata nodes excluded).
  /// Probing by opening, rather than listing /dev, also finds devices served through libv4l2 plugins.
  public static func capturePaths() -> [String] {
    (0..<64).map { "/dev/video\($0)" }.filter { path in
      guard let device = try? V4L2Device(path: path), let capability = try? device.capability() else { return false }
      return device.isStreamingCapture(capability)
    }
  }

  /// Every capture device with its formats and sizes (and controls when asked).
  /// Devices that exist but cannot be opened are reported as errors beside the list.
  public static func cameras(withControls: Bool) -> (cameras: [CameraInfo], problems: [FrameSourceError]) {
    var cameras: [CameraInfo] = []
    var problems: [FrameSourceError] = []
    for index in 0..<64 {
      let path = "/dev/video\(index)"
      do {
        cameras += try describe(path, withControls: withControls).map { [$0] } ?? []
      } catch FrameSourceError.noCamera {
        continue
      } catch {
        problems.append(error)
      }
    }
    return (cameras, problems)
  }

  /// One device's description; nil when it is not a capture device (e.g. a metadata node).
  public static func describe(_ path: String, withControls: Bool) throws(FrameSourceError) -> CameraInfo? {
    let device = try V4L2Device(path: path)
    let capability = try device.capability()
    guard device.isStreamingCapture(capability) else { return nil }
    let formats = device.formats().filter { !$0.emulated }.map { format in
      CameraInfo.Format(
        fourcc: V4L2Device.fourcc(format.fourcc).trimmingCharacters(in: .whitespaces), description: format.description,
        sizes: device.frameSizes(format.fourcc).map { "\($0.width)x\($0.height)" })
    }
    return CameraInfo(
      path: path, name: V4L2Device.text(capability.card), driver: V4L2Device.text(capability.driver),
      bus: V4L2Device.text(capability.bus_info), formats: formats, controls: withControls ? device.controls() : [])
  }
}
