/// Why a read is believed: a still image has no second frame to confirm it, so each code it reports says
/// what backs it. `decode --json` prints this.
public struct ReadConfidence: Sendable, Hashable, Codable {
  public var basis: ReadBasis
  /// The decoders that read this same code ("zbar", "zxing").
  public var decoders: [String]
  /// How many decoder passes read this same code (the first read included).
  public var passes: Int

  public init(basis: ReadBasis, decoders: [String], passes: Int) {
    self.basis = basis
    self.decoders = decoders
    self.passes = passes
  }

  /// One read by one decoder, nothing more known.
  public static func single(_ decoder: String) -> ReadConfidence {
    ReadConfidence(basis: .single, decoders: [decoder], passes: 1)
  }

  /// Whether the read may change the inventory from a still image (anything but `.single`).
  public var isConfirmed: Bool { basis != .single }
}

/// What backs a read, strongest first.
public enum ReadBasis: String, Sendable, Hashable, Codable, CaseIterable {
  /// Both decoders read the same code.
  case agreement
  /// A two-dimensional code (QR, DataMatrix, PDF417, Aztec): its Reed-Solomon error correction already
  /// rules out a wrong read, so one decoder's read stands.
  case errorCorrection = "error-correction"
  /// One decoder read it again from a differently prepared image (another binarisation, filter or scale).
  case repeated
  /// One read by one decoder of a code whose check, length, read and place make a misread unlikely
  /// (`LoneReadRisk`): what `decode` reports without `--unconfirmed`.
  case lowRisk = "low-risk"
  /// One read by one decoder: reported by `decode --unconfirmed` only, never used to change stock.
  case single
}
