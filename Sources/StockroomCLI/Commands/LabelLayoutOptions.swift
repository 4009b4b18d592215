import ArgumentParser
import CodeRendering

/// `stockroom labels`' sheet options: a preset layout and the numbers that change it.
struct LabelLayoutOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The sheet or label: \(LabelLayout.presets.map(\.name).joined(separator: ", ")).", valueName: "name"))
  var layout = LabelLayout.a4ThreeBySeven.name
  @Option(help: "Labels across the page (1 to 50).") var columns: Int?
  @Option(help: "Labels down the page (1 to 50).") var rows: Int?
  @Option(help: ArgumentHelp("Label width x height in mm, like 70x42.3.", valueName: "WxH"))
  var labelSize: String?
  @Option(help: ArgumentHelp("Top and left page margins in mm, like 12.7,4.8.", valueName: "T,L"))
  var margins: String?
  @Option(help: ArgumentHelp("Gaps between columns and between rows in mm, like 3.2,0.", valueName: "H,V"))
  var gaps: String?

  /// The preset with the options applied. Whether it fits its page is checked when the sheet is made (status 65).
  func resolved() throws -> LabelLayout {
    guard var chosen = LabelLayout.preset(named: layout) else {
      let names = LabelLayout.presets.map(\.name).joined(separator: ", ")
      throw ValidationError("--layout must be one of \(names), not '\(layout.terminalSafe)'")
    }
    if let labelSize {
      let size = try Self.pair(labelSize, separators: ["x", "X", "×", "*"], option: "--label-size", form: "70x42.3")
      chosen = chosen.withLabel(PaperSize(width: size.0, height: size.1))
    }
    let margin = try margins.map { try Self.pair($0, separators: [","], option: "--margins", form: "12.7,4.8") }
    let gap = try gaps.map { try Self.pair($0, separators: [","], option: "--gaps", form: "3.2,0") }
    return chosen.with(
      columns: columns, rows: rows, topMargin: margin?.0, leftMargin: margin?.1, horizontalGap: gap?.0,
      verticalGap: gap?.1)
  }

  /// Two millimetre lengths ("70x42.3", "70 x 42.3 mm", "12.7,4.8"); a clear usage error for anything else.
  static func pair(_ text: String, separators: Set<Character>, option: String, form: String) throws -> (Double, Double)
  {
    var trimmed = Substring(text.lowercased().filter { $0 != " " })
    if trimmed.hasSuffix("mm") { trimmed = trimmed.dropLast(2) }
    let parts = trimmed.split(omittingEmptySubsequences: false) { separators.contains($0) }
    guard parts.count == 2, let first = Self.length(parts[0]), let second = Self.length(parts[1]) else {
      throw ValidationError("\(option) takes two lengths in millimetres, like \(form), not '\(text.terminalSafe)'")
    }
    return (first, second)
  }

  /// A plain decimal number ("42.3", "0"): no signs, exponents or infinities.
  private static func length(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
    return Double(text)
  }
}
