import ArgumentParser
import Foundation
import InventoryCore
import Scanning

/// Options the scanning commands share: which symbologies, where to look, which codes to keep.
struct ScanOptionGroup: ParsableArguments {
  @Option(
    name: .long,
    help: """
      Symbologies to read, comma-separated (e.g. ean13,qr,datamatrix), 'all', or 'default' (retail codes, \
      Code 128, QR, DataMatrix).
      """)
  var symbologies = "default"

  @Option(
    name: .long,
    help: """
      Decoders: both (zbar, then zxing-cpp for DataMatrix, PDF417, Aztec, Code 128 FNC4 and cross-checks), \
      zbar, or zxing.
      """)
  var decoder: DecoderChoice = .both

  @Option(name: .long, help: "Focus area as fractions of the frame: x,y,width,height (e.g. 0.1,0.3,0.8,0.4).")
  var focus: String?

  @Flag(name: .long, help: "Count only codes inside the focus area.")
  var onlyInFocus = false

  @Option(name: .long, help: "Which codes to report: first, all, biggest, all-by-size.")
  var strategy: ScanStrategy = .all

  @Flag(
    name: .long, help: "One plain pass of the first decoder (zbar), like zbarimg: no hard-image passes, no cross-check."
  )
  var plain = false

  func validate() throws {
    _ = try scanOptions()
  }

  func scanOptions() throws -> ScanOptions {
    var options = ScanOptions()
    switch symbologies.lowercased() {
    case "default": break
    case "all": options.symbologies = ScanOptions.allSymbologies
    default:
      var chosen = Set<Symbology>()
      for name in symbologies.split(separator: ",") {
        guard let symbology = Symbology(name: String(name)), ScanOptions.allSymbologies.contains(symbology) else {
          throw ValidationError("unknown symbology '\(name)'; known: \(Self.knownNames)")
        }
        chosen.insert(symbology)
      }
      options.symbologies = chosen
    }
    if let focus {
      guard let area = FocusArea(parsing: focus) else {
        throw ValidationError("--focus wants four fractions x,y,width,height in 0...1, got '\(focus)'")
      }
      options.focusArea = area
    }
    guard !onlyInFocus || options.focusArea != nil else { throw ValidationError("--only-in-focus needs --focus") }
    options.onlyInFocusArea = onlyInFocus
    options.strategy = strategy
    options.effort = plain ? .plain : .thorough
    options.decoders = decoder
    let readable = decoder == .zbar ? ScanOptions.zbarSymbologies : ScanOptions.allSymbologies
    let unreadable = options.symbologies.subtracting(readable)
    if symbologies.lowercased() == "all" || symbologies.lowercased() == "default" {
      options.symbologies.formIntersection(readable)
    } else if !unreadable.isEmpty {
      let names = unreadable.map(\.rawValue).sorted().joined(separator: ", ")
      throw ValidationError("zbar alone cannot read \(names); use --decoder both or zxing")
    }
    if decoder == .zxing {
      options.symbologies.formIntersection(ZXingDecoder.supportedSymbologies)
      guard !options.symbologies.isEmpty else { throw ValidationError("zxing-cpp reads none of those symbologies") }
    }
    return options
  }

  static var knownNames: String {
    ScanOptions.allSymbologies.map(\.rawValue).sorted().joined(separator: ", ")
  }
}

extension ScanStrategy: ExpressibleByArgument {}
extension DecoderChoice: ExpressibleByArgument {}

/// JSON shapes printed by `decode` and `watch`, one object per line.
enum ScanJSON {
  struct Box: Encodable {
    var x, y, width, height: Int
    init(_ rect: PixelRect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
  }

  struct Quality: Encodable {
    var overall, sharpness, contrast, brightness, confidence: Double
    var rating: String
    var advice: String
    init(_ quality: ScanQuality) {
      overall = Self.round(quality.overall)
      sharpness = Self.round(quality.sharpness)
      contrast = Self.round(quality.contrast)
      brightness = Self.round(quality.brightness)
      confidence = Self.round(quality.confidence)
      rating = quality.rating.rawValue
      advice = quality.advice
    }
    static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
  }

  /// What backs a read (`ReadConfidence`): basis, decoders, passes.
  struct Confidence: Encodable {
    var basis: String
    var decoders: [String]
    var passes: Int
    init(_ confidence: ReadConfidence) {
      basis = confidence.basis.rawValue
      decoders = confidence.decoders
      passes = confidence.passes
    }
  }

  /// What a GS1 code says (`GS1ScanDetails` plus every element), or why its element string is wrong.
  struct GS1: Encodable {
    var details: GS1ScanDetails?
    var elements: [Element]?
    var problem: String?

    struct Element: Encodable {
      var ai: String
      var title: String
      var value: String
    }

    /// Nil for a code that is not GS1.
    init?(_ result: ScanResult) {
      let hint: GS1Hint = result.carriesGS1 ? .declared : .detect(separator: nil)
      switch hint.interpret(result.text) {
      case .none: return nil
      case .success(let gs1):
        details = GS1ScanDetails(gs1)
        elements = gs1.elements.map { Element(ai: $0.ai, title: $0.title, value: $0.value) }
      case .failure(let problem): self.problem = problem.description
      }
    }
  }

  static func line(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Writes a message to standard error (messages that must not mix with codes on standard output), with
/// control and bidi characters escaped; its own line breaks are kept.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message.terminalSafe(keeping: .lineBreaks) + "\n").utf8))
}
