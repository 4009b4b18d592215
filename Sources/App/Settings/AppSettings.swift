import InventoryCore
import Scanning

/// Everything the Settings screen can change, persisted in the database (so a backup keeps it).
public struct AppSettings: Codable, Sendable, Equatable {
  /// A known item's scan: ask first (Enter +1, a number +N, e edit, Esc cancel) or add 1 at once.
  public var scanPolicy: ScanPolicy = .ask
  public var bell = true
  public var flash = true
  /// A new stock alert rings the bell once, when no alert command sends it (`AlertWatch`).
  public var alertBell = true
  /// A V4L2 device path; nil picks the first capture device.
  public var cameraDevice: String?
  public var cameraWidth = 1280
  public var cameraHeight = 720
  /// Symbologies the camera decodes (names as `Symbology.rawValue`); the inventory default is the retail
  /// codes, Code 128, QR and DataMatrix (GS1 DataMatrix carries expiry and batch).
  public var symbologies: [String] = AppSettings.defaultSymbologies.map(\.rawValue)
  /// Which decoders read the camera's frames: zbar and zxing-cpp (the default), or one of them.
  public var decoders: DecoderChoice = .both
  /// The focus area as fractions of the frame (x, y, width, height).
  public var focusArea = FocusArea()
  /// Only codes inside the focus area count.
  public var onlyInFocusArea = false
  /// Frames a weak read (EAN-8, UPC-E, I2/5, Code 39, ...) needs before it counts; a strong one counts at once.
  public var confirmationFrames = 2
  /// Seconds a code must be out of view before it counts again.
  public var cooldown = 1.0
  public var theme: ThemeChoice = .automatic
  /// USB scanner timing (see AppSettings+Scanner): the longest gap between a scan's keys, the fewest
  /// characters, and the key that ends a scan.
  public var scannerKeyGapMilliseconds = 30
  public var scannerMinimumLength = 4
  public var scannerTerminator: ScannerTerminator = .enter
  /// What the USB scanner sends between GS1 elements in place of GS (0x1D), when it cannot send GS ("|",
  /// "<GS>"); nil: none. See AppSettings+GS1.
  public var gs1Separator: String?
  /// Shown with money values ("€", "CHF"); empty shows plain amounts (stockroom stores no currency).
  public var currency = ""
  /// Seconds without a scan after which a mode other than add stock (set by a command card or a key) and a
  /// card's pending quantity go back to the default; 0: never. See AppSettings+Cards.
  public var scanModeReturnSeconds = 0
  /// The alert channels: the inventory's own settings, not in this JSON (`AppSettings+Alerts`).
  public var alertChannels = AlertChannelValues()

  public struct FocusArea: Codable, Sendable, Equatable {
    public var x = 0.2
    public var y = 0.25
    public var width = 0.6
    public var height = 0.5
    public init() {}
  }

  public enum ThemeChoice: String, Codable, Sendable, CaseIterable {
    /// Colour unless NO_COLOR or --no-color.
    case automatic, colour, monochrome, highContrast = "high-contrast"
  }

  public static let defaultSymbologies: [Symbology] = [
    .ean13, .ean8, .upcA, .upcE, .isbn13, .isbn10, .code128, .qr, .dataMatrix,
  ]

  public init() {}
}
