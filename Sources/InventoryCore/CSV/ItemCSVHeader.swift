import Foundation

/// What the header row of an item CSV file says: which field holds which column.
struct ItemCSVHeader {
  /// The recognised columns in file order, with the index of the field each is read from.
  var columns: [(column: ItemCSVColumn, index: Int)] = []
  /// The inventory's custom fields the file has a column of (headed by the field's name, ignoring case).
  var fieldColumns: [(field: CustomField, index: Int)] = []
  /// The number of fields every record must have.
  var fieldCount: Int
  var warnings: [String] = []

  /// Maps the header `record`. Unknown and unnamed columns are warnings (their cells are ignored); two
  /// headers meaning one column, or a header naming no column that identifies an item, are errors.
  init(_ record: CSVRecord, fields: [CustomField] = []) throws(CSVProblem) {
    fieldCount = record.fields.count
    var seen: [ItemCSVColumn: String] = [:]
    var unknown: [String] = []
    for (index, field) in record.fields.enumerated() {
      let name = field.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !name.isEmpty else {
        warnings.append("column \(index + 1) has no header: ignored")
        continue
      }
      guard let column = ItemCSVColumn(header: name) else {
        let key = CustomField.nameKey(for: name)
        if let field = fields.first(where: { CustomField.nameKey(for: $0.name) == key }) {
          if fieldColumns.contains(where: { $0.field.id == field.id }) {
            throw CSVProblem(
              line: record.line, message: "two columns are headed \(ItemCSVCell.quoted(field.name)): remove one")
          }
          fieldColumns.append((field, index))
          continue
        }
        unknown.append(name)
        warnings.append("column \(index + 1) \(ItemCSVCell.quoted(name)) is not a stockroom column: ignored")
        continue
      }
      if let earlier = seen[column] {
        throw CSVProblem(
          line: record.line,
          message:
            "columns \(ItemCSVCell.quoted(earlier)) and \(ItemCSVCell.quoted(name)) both mean \(column.rawValue): "
            + "rename or remove one")
      }
      seen[column] = name
      columns.append((column, index))
    }
    guard !columns.isEmpty else {
      let found = unknown.prefix(5).map(ItemCSVCell.quoted).joined(separator: ", ")
      throw CSVProblem(
        line: record.line,
        message: "no header row: the first line (\(found)) names no stockroom column; it should name the columns, "
          + "such as name,quantity or \(ItemCSVColumn.allCases.map(\.rawValue).joined(separator: ","))")
    }
    guard columns.contains(where: { ItemCSVColumn.identifying.contains($0.column) }) else {
      throw CSVProblem(
        line: record.line, message: "the header needs a name, barcode or id column to tell which item each row is")
    }
  }
}
