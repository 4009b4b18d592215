import InventoryCore
import Scanning
import ScanningFixtures

/// One way of reading the benchmark images: a column of the decode tables.
enum DecodeColumn: CaseIterable {
  case zbarimg
  case plainZBar
  case zbar
  case zxing
  case both
  case bothUnconfirmed
  case zxingPython

  var title: String {
    switch self {
    case .zbarimg: "zbarimg"
    case .plainZBar: "plain zbar"
    case .zbar: "zbar alone"
    case .zxing: "zxing alone"
    case .both: "both (default)"
    case .bothUnconfirmed: "both + unconfirmed"
    case .zxingPython: "zxing-cpp (PyPI)"
    }
  }

  /// zbar has no DataMatrix, PDF417, Aztec or Micro QR: its columns say "n/a" on those rows.
  var isZBarOnly: Bool { self == .zbarimg || self == .plainZBar || self == .zbar }

  /// The stockroom reader options of this column (nil for the two peers, which run as processes).
  func options(symbologies: Set<Symbology>) -> ScanOptions? {
    var options = ScanOptions()
    options.symbologies = symbologies
    switch self {
    case .zbarimg, .zxingPython: return nil
    case .plainZBar:
      options.effort = .plain
      options.decoders = .zbar
    case .zbar: options.decoders = .zbar
    case .zxing: options.decoders = .zxing
    case .both: options.decoders = .both
    case .bothUnconfirmed:
      options.decoders = .both
      options.includesUnconfirmed = true
    }
    return options
  }
}

/// One column's reads of a group of images: how many were read right, the wrong texts reported, and (for
/// the cross-checked reader) the codes withheld, split by whether the withheld read was the right one.
struct Tally {
  var images = 0
  var correct = 0
  var wrong = 0
  var withheldRight = 0
  var withheldWrong = 0
  var seconds: [Double] = []

  /// A reported text that is not the code's is a wrong read (see `DecodeImageSet.matches`).
  mutating func add(_ texts: [String], spec: CodeSpec, seconds: Double) {
    images += 1
    if texts.contains(where: { DecodeImageSet.matches($0, spec) }) { correct += 1 }
    wrong += texts.filter { !DecodeImageSet.matches($0, spec) }.count
    self.seconds.append(seconds)
  }

  mutating func addWithheld(_ withheld: [WithheldRead], spec: CodeSpec) {
    for code in withheld {
      if code.reads.contains(where: { DecodeImageSet.matches($0.text, spec) }) {
        withheldRight += 1
      } else {
        withheldWrong += 1
      }
    }
  }

  /// "83 %", or "83 % (2 wrong)" when it reported wrong texts.
  var cell: String {
    let rate = Report.percent(correct, images)
    return wrong == 0 ? rate : "\(rate) (**\(wrong) wrong**)"
  }
}
