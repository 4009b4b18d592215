/// What to ask of a camera: a resolution and the controls to set where the device has them.
/// Nil means "leave as the device has it".
public struct CameraSettings: Sendable, Equatable {
  /// Requested size; the driver picks the nearest it supports. Default 1280x720.
  public var width = 1280
  public var height = 720
  public var zoom: Int?
  /// Manual focus position; setting it turns autofocus off.
  public var focus: Int?
  /// Manual exposure (the driver's unit, usually 100 µs); setting it turns auto exposure off.
  public var exposure: Int?
  public var gain: Int?
  public var brightness: Int?
  /// The LED or torch, on devices that expose a flash control.
  public var torch: Bool?

  public init() {}
}

/// A camera control the device offers, as `stockroom cameras --controls` lists it.
public struct CameraControl: Sendable, Equatable {
  public var id: UInt32
  public var name: String
  public var minimum: Int
  public var maximum: Int
  public var step: Int
  public var defaultValue: Int
  public var value: Int?
}

/// A capture device, as `stockroom cameras` lists it.
public struct CameraInfo: Sendable, Equatable {
  public struct Format: Sendable, Equatable {
    /// The fourcc ("YUYV", "MJPG").
    public var fourcc: String
    public var description: String
    /// Discrete sizes, or the stepwise range's corners.
    public var sizes: [String]
  }

  public var path: String
  public var name: String
  public var driver: String
  public var bus: String
  public var formats: [Format]
  public var controls: [CameraControl]
}
