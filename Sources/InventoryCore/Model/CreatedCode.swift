import Foundation

/// A code stockroom generated (`stockroom code`, labels, cards): kept in History's "Created" list, searchable,
/// deletable and made again from its content.
public struct CreatedCode: Sendable, Hashable, Identifiable {
  public var id: Int64?
  /// What was made: a symbology's CLI name ("ean13", "gs1-datamatrix") or a QR payload kind ("qr:wifi").
  public var kind: String
  /// Exactly what was encoded (zint's input: the bracketed "[01]..." form for GS1).
  public var content: String
  /// A short line for lists: the human-readable form, cut to `previewLength` characters.
  public var preview: String
  /// The file written, or nil when it was drawn in the terminal.
  public var file: String?
  public var time: Date

  /// Longest content kept (a QR code holds at most 2953 bytes; DataMatrix text at most 2335).
  public static let maximumContentBytes = 8192
  public static let previewLength = 60

  public init(id: Int64? = nil, kind: String, content: String, preview: String, file: String?, time: Date = Date()) {
    self.id = id
    self.kind = kind
    self.content = content
    self.preview = preview.count > Self.previewLength ? String(preview.prefix(Self.previewLength - 1)) + "…" : preview
    self.file = file
    self.time = time
  }
}
