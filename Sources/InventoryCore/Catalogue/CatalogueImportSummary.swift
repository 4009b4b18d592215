import Foundation

/// What an import into the catalogue did: what the reader found, and how many products were new.
public struct CatalogueImportSummary: Sendable, Equatable {
  /// The file, as the user named it (`-` for standard input).
  public var source: String
  public var format: CatalogueFormat
  public var filter: CatalogueFilter
  public var counts: CatalogueReadCounts
  /// Products new to the catalogue, and products it had that the file replaced (a code that appears twice
  /// in the file counts once as added and once as updated).
  public var added: Int
  public var updated: Int
  /// Whether the catalogue was emptied first (`--replace`): products absent from the file are gone.
  public var replaced: Bool
  public var seconds: Double
  /// When the import finished.
  public var finishedAt: Date

  public init(
    source: String, format: CatalogueFormat, filter: CatalogueFilter, counts: CatalogueReadCounts, added: Int,
    updated: Int, replaced: Bool, seconds: Double, finishedAt: Date
  ) {
    self.source = source
    self.format = format
    self.filter = filter
    self.counts = counts
    self.added = added
    self.updated = updated
    self.replaced = replaced
    self.seconds = seconds
    self.finishedAt = finishedAt
  }

  /// `catalogue: 10 products from off.csv (Open Food Facts export) in 0.02 s: 8 added, 2 updated; 12 rows
  /// read, 1 filtered out (--country france), 1 skipped: 1 without a product name (line 9)`.
  public var text: String {
    let rate = seconds > 0 ? ", \(Int((Double(counts.read) / seconds).rounded())) rows/s" : ""
    var text =
      "catalogue: \(counts.kept) product\(counts.kept == 1 ? "" : "s") from \(source) (\(format.title)) in "
      + String(format: "%.2f s", seconds) + "\(rate): \(added) added, \(updated) updated"
      + (replaced ? " (catalogue replaced)" : "") + "; \(counts.read) row\(counts.read == 1 ? "" : "s") read"
    if !filter.isEmpty { text += ", \(counts.filteredOut) filtered out (\(filter.description))" }
    if counts.skippedCount > 0 { text += ", \(counts.skippedCount) skipped: \(counts.skippedText)" }
    return text
  }
}
