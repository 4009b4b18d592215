/// Validates the data records of an item CSV file one by one, collecting every problem rather than
/// stopping at the first, and remembering barcodes and ids (only those: no rows) to catch a product listed
/// twice.
struct ItemCSVRowValidator {
  private let header: ItemCSVHeader
  /// False for a second reading of a file already checked: its keys were compared then.
  private let checksDuplicates: Bool
  private(set) var rowCount = 0
  private(set) var problems: [CSVProblem] = []
  /// The line of the last record whose field count was wrong (its cells were not read).
  private(set) var lastMisshapenLine: Int?
  /// The line of each barcode key seen, negative when the code was written as its key without the leading 0
  /// (an EAN-13, whose key is its GTIN-14). With `barcodeTexts`, the text as written only where it is neither:
  /// this is what a big file costs in memory while it is checked, so it is kept small.
  private var barcodeLines: [String: Int] = [:]
  private var barcodeTexts: [String: String] = [:]
  private var idLines: [Int64: Int] = [:]
  private let hasName: Bool

  init(header: ItemCSVHeader, checksDuplicates: Bool = true) {
    self.header = header
    self.checksDuplicates = checksDuplicates
    hasName = header.columns.contains { $0.column == .name }
  }

  /// The row `record` holds, or nil when it has a problem (added to `problems`).
  @discardableResult
  mutating func validate(_ record: CSVRecord) -> ItemCSVRow? {
    guard record.fields.count == header.fieldCount else {
      problems.append(CSVProblem(line: record.line, message: fieldCountMessage(record)))
      lastMisshapenLine = record.line
      return nil
    }
    let problemCount = problems.count
    var row = ItemCSVRow(line: record.line)
    for (column, index) in header.columns {
      do throws(ItemCSVCell.Problem) {
        try row.assign(column, from: record.fields[index])
      } catch {
        problems.append(CSVProblem(line: record.line, message: error.message))
      }
    }
    for (field, index) in header.fieldColumns {
      do throws(CustomFieldError) {
        let cell = CSVFormulaEscaping.restored(record.fields[index])
        if let value = try field.storedValue(from: cell) { row.fieldValues[field.id] = value }
      } catch {
        problems.append(CSVProblem(line: record.line, message: "column \(index + 1) (\(field.name)): \(error)"))
      }
    }
    if hasName && row.name == nil { problems.append(CSVProblem(line: record.line, message: "name is required")) }
    for (column, text, problem) in [
      ("name", row.name, row.name.flatMap { TextPolicy.problem(inName: $0) ?? ItemDraft.problem(withLengthOf: $0) }),
      ("category", row.categoryName, row.categoryName.flatMap(TextPolicy.problem(inName:))),
      ("notes", row.notes, row.notes.flatMap(TextPolicy.problem(inNotes:))),
    ] where text != nil {
      if let problem { problems.append(CSVProblem(line: record.line, message: "\(column): \(problem)")) }
    }
    if checksDuplicates { checkDuplicates(row) }
    guard problems.count == problemCount else { return nil }
    rowCount += 1
    return row
  }

  /// `expected 11 columns, found 9`, with the likely cause when a short record holds a line break: a
  /// quote opened and never closed swallows the following lines into one field. So does text after a
  /// closing quote (`"abc"def`): CSV.swift then drops the character after the quote and stays in the field.
  private func fieldCountMessage(_ record: CSVRecord) -> String {
    let counts = "expected \(header.fieldCount) columns, found \(record.fields.count)"
    guard record.fields.count < header.fieldCount, let line = record.lineOfFirstMultilineField else { return counts }
    let place = line == record.line ? "on this line" : "on line \(line)"
    return "\(counts): a quoted field opened \(place) is probably never closed, or has text after its closing quote"
  }

  /// Two rows about one product (same barcode key, such as a UPC-A and its EAN-13 form) or one id
  /// would make the import depend on row order; both lines are named so either can be fixed. A code belongs
  /// to one item, so a row's extra barcodes (`other_barcodes`) count too, and may not repeat its own barcode.
  private mutating func checkDuplicates(_ row: ItemCSVRow) {
    if let code = row.barcode { checkCodeIsNew(code.text, key: code.key, column: .barcode, line: row.line) }
    for extra in row.otherBarcodes {
      if let code = row.barcode, code.key == extra.key {
        problems.append(
          CSVProblem(
            line: row.line,
            message: "\(ItemCSVColumn.otherBarcodes.rawValue): \(extra.code) is this row's barcode already"))
        continue
      }
      checkCodeIsNew(extra.code, key: extra.key, column: .otherBarcodes, line: row.line)
    }
    if let id = row.id {
      if let earlier = idLines[id] {
        problems.append(CSVProblem(line: row.line, message: "id \(id) is also on line \(earlier)"))
      } else {
        idLines[id] = row.line
      }
    }
  }

  /// Remembers `text`'s line, or reports the earlier line that has the same product.
  private mutating func checkCodeIsNew(_ text: String, key: String, column: ItemCSVColumn, line: Int) {
    guard let seen = barcodeLines[key] else {
      let shortened = key.first == "0" && key.dropFirst().elementsEqual(text)
      barcodeLines[key] = shortened ? -line : line
      if text != key && !shortened { barcodeTexts[key] = text }
      return
    }
    let earlier = (line: abs(seen), text: seen < 0 ? String(key.dropFirst()) : barcodeTexts[key] ?? key)
    let prefix = column == .barcode ? "barcode" : "\(column.rawValue):"
    let message =
      earlier.text == text
      ? "\(prefix) \(text) is also on line \(earlier.line)"
      : "\(prefix) \(text) is the same product as \(earlier.text) on line \(earlier.line)"
    problems.append(CSVProblem(line: line, message: message))
  }
}
