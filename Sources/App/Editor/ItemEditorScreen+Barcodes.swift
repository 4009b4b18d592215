import InventoryCore
import TerminalUI

/// The item's other barcodes in the editor: listed under the fields, F7 adds one (code, units per scan, label:
/// each asked and checked in turn), F8 takes one off. They change the stored item at once, whatever the form
/// holds, so they need a saved item: a new one is saved first (F7 says so), which keeps the editor's one way
/// of saving (F2) the only way an item is created.
extension ItemEditorScreen {
  /// Reads the edited item's extra barcodes again (after opening and after each change).
  func reloadOtherBarcodes() {
    guard let id = original?.id else { return }
    do {
      otherBarcodes = try environment.service.barcodes(ofItem: id)
      gaps[.otherBarcodes] = nil
    } catch {
      gaps[.otherBarcodes] = describe(error)
    }
  }

  /// "5000159407120 ×12 (case)".
  static func barcodeText(_ barcode: ItemBarcode) -> String {
    "\(barcode.code) ×\(barcode.unitsPerScan)" + (barcode.label.isEmpty ? "" : " (\(barcode.label.terminalSafe))")
  }

  /// The "Other barcodes" line: the codes, or what to do to give some.
  var otherBarcodesText: String {
    if let why = gaps[.otherBarcodes] { return "Other barcodes: could not read: \(why)" }
    guard original != nil else { return "Other barcodes: save the item first (F2), then F7 adds them" }
    guard !otherBarcodes.isEmpty else { return "Other barcodes: none (F7 adds one)" }
    return "Other barcodes: " + otherBarcodes.map(Self.barcodeText).joined(separator: " · ")
  }

  /// F7: asks for the code (a scan answers too), then the units one scan counts, then an optional label.
  func addOtherBarcode() -> ScreenAction {
    guard let item = original else {
      return .status(.warning("save the item first (F2): other barcodes are added to a saved item"))
    }
    let prompt = Prompt(
      title: "Another barcode for \(item.name.terminalSafe)", label: "Code (scan it or type it):",
      validate: { [weak self] text in self?.problem(withOtherBarcode: text) },
      onSubmit: { [weak self] text in
        // `validate` refused what does not parse, with its reason, before this runs.
        guard let self, let code = try? ProductCode(itemBarcode: text) else { return .none }
        return askUnits(for: code, of: item)
      })
    prompt.onScan = { [weak self] code in
      self?.logFieldScan(code, .filled, "filled the item editor's other-barcode field")
    }
    return .present(prompt)
  }

  /// Why `text` cannot become another barcode of the edited item: not a valid code (the check digit it should
  /// have), or a code an item has already (named).
  func problem(withOtherBarcode text: String) -> String? {
    let code: ProductCode
    do { code = try ProductCode(itemBarcode: text) } catch { return error.description }
    do {
      guard let match = try environment.service.match(for: code) else { return nil }
      return Self.takenText(owner: match.item, extra: match.extraBarcode, editedID: original?.id)
    } catch {
      return describe(error)
    }
  }

  private func askUnits(for code: ProductCode, of item: Item) -> ScreenAction {
    let limit = StockLimits.groupedDigits(ItemBarcode.maximumUnitsPerScan)
    return .present(
      TextPrompt(
        title: "Barcode \(code.text)", label: "Units one scan counts (1 to \(limit)):", text: "1",
        validate: { Self.units($0) == nil ? "type a whole number from 1 to \(limit)" : nil },
        onSubmit: { [weak self] text in
          guard let self, let units = Self.units(text) else { return .none }
          return askLabel(for: code, units: units, of: item)
        }))
  }

  /// Units per scan as typed: digits only, within 1...`ItemBarcode.maximumUnitsPerScan` (a longer number is
  /// refused by `Int`'s own parsing, never a trap).
  static func units(_ text: String) -> Int? {
    let trimmed = text.trimmingWhitespaceAndNewlines()
    guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(trimmed),
      (1...ItemBarcode.maximumUnitsPerScan).contains(value)
    else { return nil }
    return value
  }

  private func askLabel(for code: ProductCode, units: Int, of item: Item) -> ScreenAction {
    .present(
      TextPrompt(
        title: "Barcode \(code.text) ×\(units)", label: "Label, like case or old label (Enter for none):",
        validate: { text in
          do {
            _ = try ItemBarcode.validatedLabel(text)
            return nil
          } catch { return describe(error) }
        },
        onSubmit: { [weak self] label in
          guard let self else { return .none }
          return add(code, units: units, label: label, to: item)
        }))
  }

  private func add(_ code: ProductCode, units: Int, label: String, to item: Item) -> ScreenAction {
    guard let id = item.id else { return .none }
    let service = environment.service
    return environment.saving("barcode \(code.text) of \(item.name)") {
      try service.addBarcode(code, unitsPerScan: units, label: label, toItem: id)
    } finish: { [weak self] outcome in
      self?.reloadOtherBarcodes()
      do {
        return .status(.success("\(item.name): barcode \(Self.barcodeText(try outcome.get())) added"))
      } catch ItemBarcodeError.codeTaken(let code, let owner, let extra) {
        return .sequence([
          .status(.error("not added: \(code) is " + Self.takenText(owner: owner, extra: extra, editedID: id))), .bell,
        ])
      } catch {
        return .sequence([.status(.error("not added: \(describe(error))")), .bell])
      }
    }
  }

  /// "already the barcode of Green tea (id 3)", "already another barcode of Tea (id 4) (case of 12)": whose a
  /// taken code is, in the editor's words (the CLI's words name commands to type).
  static func takenText(owner: Item, extra: ItemBarcode?, editedID: Int64?) -> String {
    let name = owner.id == editedID ? "this item" : "\(owner.name.terminalSafe) (id \(owner.id ?? 0))"
    guard let extra else { return "already the barcode of \(name)" }
    return "already another barcode of \(name)" + (extra.packDescription.map { " (\($0.terminalSafe))" } ?? "")
  }

  /// F8: picks one of the other barcodes and takes it off the item (the item and its stock stay).
  func removeOtherBarcode() -> ScreenAction {
    if let why = gaps[.otherBarcodes] {
      return .status(.warning("none taken off: the other barcodes could not be read: \(why)"))
    }
    guard let item = original, let id = item.id, !otherBarcodes.isEmpty else {
      return .status(.warning("this item has no other barcodes"))
    }
    let barcodes = otherBarcodes
    return .present(
      ChoiceDialog(
        title: "Take which barcode off \(item.name.terminalSafe)?",
        options: barcodes.map { ChoiceDialog.Option(Self.barcodeText($0)) }
      ) { [weak self] index in
        guard let self, barcodes.indices.contains(index) else { return .none }
        let (barcode, service) = (barcodes[index], environment.service)
        return environment.saving("barcode \(barcode.code) of \(item.name)") {
          try service.removeBarcode(try ProductCode(barcode.code), fromItem: id)
        } finish: { [weak self] outcome in
          self?.reloadOtherBarcodes()
          if case .failure(let error) = outcome { return .status(.error("not taken off: \(describe(error))")) }
          return .status(.success("\(item.name): barcode \(barcode.code) taken off"))
        }
      })
  }
}
