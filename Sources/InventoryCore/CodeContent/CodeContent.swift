/// Checked content for a code to generate: what to hand the encoder (zint), what to print under the code, and what
/// a decoder should read back from it. The encoding and rendering happen elsewhere; this only decides what the
/// code says, with each kind's rules:
///
/// - EAN-13, EAN-8, UPC-A, UPC-E: digits, the check digit computed when left off and verified when given
///   (`RetailContent`);
/// - Code 128: ASCII and Latin-1, at most `maximumCode128Characters`;
/// - GS1-128, GS1 DataMatrix: GS1 element strings in the bracketed form "(01)09506000134352(17)261231", checked by
///   `GS1ElementString.parse(bracketed:)` and handed over as "[01]09506000134352[17]261231";
/// - DataMatrix, QR: free text within the symbol's capacity.
public struct CodeContent: Sendable, Hashable, CustomStringConvertible {
  public let kind: CodeKind
  /// The text for the encoder: retail digits with their check digit, the square-bracketed GS1 form for zint's
  /// GS1 mode (`input_mode = GS1_MODE`), the text itself otherwise.
  public let encoderInput: String
  /// The line printed under the code: the digits, or GS1's "(01)09506000134352(17)261231".
  public let humanReadable: String
  /// What a decoder returns when it reads the code: for GS1 kinds the raw element string, with a GS (0x1D) after
  /// each variable-length field that is not last (as `GS1ElementString.parse(raw:)` reads it).
  public let scannedText: String

  public var symbology: Symbology { kind.symbology }
  public var description: String { "\(kind.cliName):\(humanReadable)" }

  /// `encoderInput` as the bytes to encode (zint's `DATA_MODE`): Latin-1 for Code 128, which holds one byte per
  /// character, and UTF-8 for every other kind (ASCII for retail and GS1 content).
  public var encoderBytes: [UInt8] {
    guard kind == .code128 else { return Array(encoderInput.utf8) }
    return encoderInput.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }  // checked: all below 256
  }

  init(kind: CodeKind, encoderInput: String, humanReadable: String, scannedText: String) {
    self.kind = kind
    self.encoderInput = encoderInput
    self.humanReadable = humanReadable
    self.scannedText = scannedText
  }

  /// Checks `text` as the content of a `kind` code.
  /// - Parameter referenceYear: for GS1 dates (YYMMDD), the year their century is chosen around (default: this
  ///   year).
  public init(_ kind: CodeKind, text: String, referenceYear: Int? = nil) throws(CodeContentError) {
    switch kind {
    case .ean13, .ean8, .upcA, .upcE: self = try RetailContent.content(kind, from: text)
    case .code128: self = try Self.code128(text)
    case .gs1Code128, .gs1DataMatrix: self = try Self.gs1(kind, bracketed: text, referenceYear: referenceYear)
    case .dataMatrix: self = try Self.dataMatrix(text)
    case .qr:
      do throws(QRPayloadError) {
        self.init(qr: try QRPayload.text(text))
      } catch {
        throw .qr(error)
      }
    }
  }

  /// A QR code holding `payload`, already checked when it was built.
  public init(qr payload: QRPayload) {
    self.init(kind: .qr, encoderInput: payload.text, humanReadable: payload.text, scannedText: payload.text)
  }

  /// Content that is the same for the encoder, the printed line and the decoder.
  init(kind: CodeKind, verbatim text: String) {
    self.init(kind: kind, encoderInput: text, humanReadable: text, scannedText: text)
  }
}
