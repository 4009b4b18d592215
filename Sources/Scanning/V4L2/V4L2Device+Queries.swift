import CV4L2
import Foundation

/// Formats, sizes and controls: what `stockroom cameras` lists and what the source chooses from.
extension V4L2Device {
  /// `VIDIOC_ENUM_FMT` until EINVAL; `emulated` marks formats libv4l2 converts to.
  func formats() -> [(fourcc: UInt32, description: String, emulated: Bool)] {
    var found: [(UInt32, String, Bool)] = []
    for index in 0..<64 {
      var description = v4l2_fmtdesc()
      description.index = UInt32(index)
      description.type = V4L2_BUF_TYPE_VIDEO_CAPTURE.rawValue
      guard ioctl(stockroom_vidioc_enum_fmt(), &description) == nil else { break }
      found.append(
        (
          description.pixelformat, Self.text(description.description),
          description.flags & UInt32(V4L2_FMT_FLAG_EMULATED) != 0
        ))
    }
    return found
  }

  /// `VIDIOC_ENUM_FRAMESIZES` for one format: "WxH" for discrete sizes, "WxH-WxH" for a range.
  func frameSizes(_ fourcc: UInt32) -> [(width: Int, height: Int)] {
    var sizes: [(Int, Int)] = []
    for index in 0..<64 {
      var size = v4l2_frmsizeenum()
      size.index = UInt32(index)
      size.pixel_format = fourcc
      guard ioctl(stockroom_vidioc_enum_framesizes(), &size) == nil else { break }
      if size.type == V4L2_FRMSIZE_TYPE_DISCRETE.rawValue {
        sizes.append((Int(size.discrete.width), Int(size.discrete.height)))
      } else {
        sizes.append((Int(size.stepwise.min_width), Int(size.stepwise.min_height)))
        sizes.append((Int(size.stepwise.max_width), Int(size.stepwise.max_height)))
        break
      }
    }
    return sizes
  }

  /// `VIDIOC_QUERYCTRL` with V4L2_CTRL_FLAG_NEXT_CTRL, skipping disabled controls and class headers.
  func controls() -> [CameraControl] {
    var controls: [CameraControl] = []
    var query = v4l2_queryctrl()
    query.id = UInt32(V4L2_CTRL_FLAG_NEXT_CTRL)
    for _ in 0..<256 {
      guard ioctl(stockroom_vidioc_queryctrl(), &query) == nil else { break }
      let id = query.id
      if query.flags & UInt32(V4L2_CTRL_FLAG_DISABLED) == 0, query.type != V4L2_CTRL_TYPE_CTRL_CLASS.rawValue {
        controls.append(
          CameraControl(
            id: id, name: Self.text(query.name), minimum: Int(query.minimum), maximum: Int(query.maximum),
            step: Int(query.step), defaultValue: Int(query.default_value), value: control(id)))
      }
      query = v4l2_queryctrl()
      query.id = id | UInt32(V4L2_CTRL_FLAG_NEXT_CTRL)
    }
    return controls
  }

  /// `VIDIOC_G_CTRL`; nil when the device does not have it.
  func control(_ id: UInt32) -> Int? {
    var control = v4l2_control()
    control.id = id
    return ioctl(stockroom_vidioc_g_ctrl(), &control) == nil ? Int(control.value) : nil
  }

  /// `VIDIOC_S_CTRL`; false when the device does not have the control or refuses the value.
  @discardableResult
  func setControl(_ id: UInt32, _ value: Int) -> Bool {
    var control = v4l2_control()
    control.id = id
    control.value = Int32(clamping: value)
    return ioctl(stockroom_vidioc_s_ctrl(), &control) == nil
  }

  /// Applies the settings' controls where the device has them (auto modes off for manual values).
  /// Returns the names of the controls the device lacks, for a warning.
  func apply(_ settings: CameraSettings) -> [String] {
    var missing: [String] = []
    func set(_ name: String, _ id: UInt32, _ value: Int?) {
      guard let value else { return }
      if !setControl(id, value) { missing.append(name) }
    }
    if settings.focus != nil { setControl(stockroom_cid_focus_auto(), 0) }
    if settings.exposure != nil { setControl(stockroom_cid_exposure_auto(), Int(stockroom_exposure_manual())) }
    set("zoom", stockroom_cid_zoom_absolute(), settings.zoom)
    set("focus", stockroom_cid_focus_absolute(), settings.focus)
    set("exposure", stockroom_cid_exposure_absolute(), settings.exposure)
    set("gain", stockroom_cid_gain(), settings.gain)
    set("brightness", stockroom_cid_brightness(), settings.brightness)
    if let torch = settings.torch {
      let mode = torch ? stockroom_flash_led_mode_torch() : stockroom_flash_led_mode_none()
      set("torch", stockroom_cid_flash_led_mode(), Int(mode))
    }
    return missing
  }
}
