import InventoryCore
import Scanning

/// What the camera reads: the symbologies, and which decoders read them.
extension SettingRow {
  /// Symbologies some decoder reads, in `Symbology`'s order (retail codes first, the 2D formats last).
  static var readableSymbologies: [Symbology] { Symbology.allCases.filter(ScanOptions.allSymbologies.contains) }

  static var decodingRows: [SettingRow] {
    [
      SettingRow(
        name: "Symbologies", value: { $0.symbologies.joined(separator: ", ") },
        change: .text(current: { $0.symbologies.joined(separator: ", ") }) { text, settings in
          applySymbologies(text, to: &settings)
        },
        help: "Codes the camera reads, comma-separated, from: "
          + readableSymbologies.map(\.rawValue).joined(separator: ", ")),
      SettingRow(
        name: "Decoders", value: { name(of: $0.decoders) },
        change: .step { settings, forward in
          let all = DecoderChoice.allCases
          let index = all.firstIndex(of: settings.decoders) ?? 0
          settings.decoders = all[(index + (forward ? 1 : all.count - 1)) % all.count]
        },
        help: "zbar reads each frame fast; zxing-cpp adds DataMatrix, PDF417, Aztec and Micro QR and reads what "
          + "zbar misses. zbar alone cannot read the 2D formats."),
    ]
  }

  /// "zbar + zxing-cpp", "zbar only", "zxing-cpp only".
  static func name(of choice: DecoderChoice) -> String {
    switch choice {
    case .both: "zbar + zxing-cpp"
    case .zbar: "zbar only"
    case .zxing: "zxing-cpp only"
    }
  }

  /// Keeps the symbologies `text` names, or says which names no decoder reads (and which it can).
  private static func applySymbologies(_ text: String, to settings: inout AppSettings) -> String? {
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let chosen = names.map { name in Symbology(name: name).flatMap { readableSymbologies.contains($0) ? $0 : nil } }
    let unknown = zip(names, chosen).filter { $0.1 == nil }.map(\.0)
    guard unknown.isEmpty, !names.isEmpty else {
      let known = readableSymbologies.map(\.rawValue).joined(separator: ", ")
      return unknown.isEmpty
        ? "name at least one of: \(known)" : "unknown: \(unknown.joined(separator: ", ")); known: \(known)"
    }
    var seen = Set<Symbology>()
    settings.symbologies = chosen.compactMap { $0 }.filter { seen.insert($0).inserted }.map(\.rawValue)
    return nil
  }
}
