import Foundation
import InventoryCore

/// How to read a frame. Every option states its default.
public struct ScanOptions: Sendable, Equatable {
  /// Symbologies the decoders look for. Default: the retail codes, Code 128, QR and DataMatrix.
  public var symbologies: Set<Symbology> = ScanOptions.inventorySymbologies
  /// The region of interest, if any. Default: none (the whole frame).
  public var focusArea: FocusArea? = nil
  /// Count only codes whose centre lies inside `focusArea`. Default: false (the focus area is then
  /// used only for hints).
  public var onlyInFocusArea = false
  /// Which of the codes found to report. Default: all, in the order found.
  public var strategy: ScanStrategy = .all
  /// How hard to try when the cheap first pass finds nothing. Default: thorough.
  public var effort: ScanEffort = .thorough
  /// The hard-image passes, in the order tried. Default: `ImagePass.defaults`.
  public var passes: [ImagePass] = ImagePass.defaults
  /// Still images: the work (pixels handed to the decoders) the passes after the plain one may spend, split
  /// between the decoders, and twice that with the cross-check's second looks; the plain pass always runs.
  /// Counted in work, not seconds, so that an image gives the same answer on any machine, however busy.
  /// Default: `WorkBudget.standard`. Video (`.live`) does a fixed amount per frame and ignores it.
  public var workBudget: WorkBudget = .standard
  /// Which decoders read. Default: both (zbar first; zxing-cpp for what zbar cannot read and, on a still
  /// image, to cross-check every read).
  public var decoders: DecoderChoice = .both
  /// Still images: also report reads that nothing confirmed (`ReadBasis.single`) when two decoders cross-check.
  /// Default: false (a lone read of a linear code may be a misread with a valid check digit).
  public var includesUnconfirmed = false
  /// Still images: what becomes of a lone read nothing confirmed, when `includesUnconfirmed` is false.
  /// Default: `.byRisk` (reported when its symbology, length and place make a misread unlikely).
  public var loneReads: LoneReadRule = .byRisk
  /// Still images of 4 MP or more: read a reduced copy first, and stop there when every code it holds settles
  /// at once (`StillCrossCheck.settledAtSmallScale`). Default: true (false reads at full size only, as before).
  public var readsLargeImagesSmallFirst = true
  /// Still images of 320x240 pixels or fewer that the plain pass reads nothing in: read once more enlarged 2 to 4
  /// times inside a white margin (`DecodePass.enlarged`), for codes of 1 or 2 pixels a module without a quiet
  /// zone. Default: true (false skips that look: benchmarks compare).
  public var readsSmallImagesEnlarged = true

  public init() {}

  /// The inventory default: EAN-13, EAN-8, UPC-A, UPC-E, ISBN-13, Code 128, QR and DataMatrix (GS1
  /// DataMatrix is on pharmacy and retail packs).
  public static let inventorySymbologies: Set<Symbology> = [
    .ean13, .ean8, .upcA, .upcE, .isbn13, .code128, .qr, .dataMatrix,
  ]

  /// Every symbology zbar or zxing-cpp can read.
  public static let allSymbologies: Set<Symbology> = zbarSymbologies.union(ZXingDecoder.supportedSymbologies)

  /// Every symbology zbar can read.
  public static let zbarSymbologies: Set<Symbology> = Set(Symbology.allCases.filter { ZBarScanner.zbarType($0) != nil })
}

/// A rectangle given as fractions (0...1) of the frame's width and height.
public struct FocusArea: Sendable, Hashable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = min(max(x, 0), 1)
    self.y = min(max(y, 0), 1)
    self.width = min(max(width, 0), 1 - self.x)
    self.height = min(max(height, 0), 1 - self.y)
  }

  /// A centred band: `width` x `height` fractions around the frame's centre.
  public static func centred(width: Double, height: Double) -> FocusArea {
    FocusArea(x: (1 - width) / 2, y: (1 - height) / 2, width: width, height: height)
  }

  /// Parses "x,y,w,h" fractions, e.g. "0.1,0.3,0.8,0.4".
  public init?(parsing text: String) {
    let parts = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4, parts.allSatisfy({ (0...1).contains($0) }), parts[2] > 0, parts[3] > 0 else { return nil }
    self.init(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
  }

  /// This area in pixels of a `width` x `height` frame.
  public func pixels(width frameWidth: Int, height frameHeight: Int) -> PixelRect {
    let left = Int((x * Double(frameWidth)).rounded())
    let top = Int((y * Double(frameHeight)).rounded())
    return PixelRect(
      x: left, y: top, width: Int((width * Double(frameWidth)).rounded()),
      height: Int((height * Double(frameHeight)).rounded())
    ).clamped(width: frameWidth, height: frameHeight)
  }
}

/// What the still-image cross-check does with a linear code one decoder read once and nothing confirmed.
public enum LoneReadRule: String, Sendable, CaseIterable, Codable {
  /// Withhold every such read (the rule before issue 22; benchmarks compare against it).
  case withhold
  /// Report it when `LoneReadRisk` finds it low: a strong check, a length no fragment reaches, a clean read, and
  /// nothing else read in its place.
  case byRisk = "by-risk"
}

/// Which codes of a frame to report.
public enum ScanStrategy: String, Sendable, CaseIterable, Codable {
  /// The first code found.
  case first
  /// Every code, in the order found.
  case all
  /// The code with the largest area.
  case biggest
  /// Every code, largest first.
  case allBySize = "all-by-size"
}

/// How many passes a frame gets.
public enum ScanEffort: String, Sendable, CaseIterable, Codable {
  /// One plain pass of the first decoder (zbar): what zbarimg does.
  case plain
  /// A cheap pass, then (only if it finds nothing) the hard-image passes within the work budget.
  case thorough
  /// For video: large frames (960 px wide or more) are read at half size, which halves sensor noise and
  /// quarters zbar's work; when that finds nothing, one hard-image pass per frame, in turn. The code stays in
  /// view for many frames, so every pass gets its turn; a source that cannot keep up skips frames.
  case live
}

/// A hard-image pass: one way of preparing a frame that plain zbar could not read.
public enum ImagePass: String, Sendable, CaseIterable, Codable {
  /// Blur away sensor noise, then stretch the grey levels (dark and noisy frames).
  case denoise
  /// Average 2x2 blocks: half the noise, a quarter of the pixels (heavy noise, large codes).
  case halve
  /// Unsharp mask (defocus and motion blur).
  case sharpen
  /// Local contrast normalisation (shadows, uneven light).
  case localContrast = "local-contrast"
  /// Turn by +-45 degrees (linear codes that neither rows nor columns cross whole).
  case rotate
  /// Light codes on dark ground.
  case invert
  /// Live effort only: the full-resolution frame (at half scan density) when the cheap pass read a
  /// half-size copy. Small codes need the pixels. A no-op for still images, which start at full size.
  case fullResolution = "full-resolution"
  /// Bilinear 2x enlargement (small codes). Not a default: measured to make zbar read phantom
  /// UPC-E and EAN-13 codes from blurred bars (see BENCHMARKS.md).
  case upscale

  /// Every pass but `upscale`, cheapest and most useful first.
  public static let defaults: [ImagePass] = [
    .denoise, .halve, .sharpen, .localContrast, .rotate, .invert, .fullResolution,
  ]
}

/// Which way up the code was read, as zbar reports it.
public enum CodeOrientation: String, Sendable, Codable {
  case up, right, down, left, unknown
}
