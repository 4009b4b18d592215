import ArgumentParser
import AtomicFiles
import CodeRendering
import Foundation
import InventoryCore
import SQLiteStore

/// `stockroom code KIND [TEXT] [-o FILE]`: makes a barcode or a QR code, checks that it reads back, and writes
/// it to a PNG, SVG or PDF file, or draws it in the terminal.
struct CodeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "code",
    abstract: "Make a barcode or QR code: a file (PNG, SVG, PDF by extension) or drawn in the terminal.",
    discussion: """
      KIND is a symbology (ean13, ean8, upca, upce, code128, gs1-128, qr, datamatrix, gs1-datamatrix) followed \
      by its TEXT, or a QR payload: text TEXT, url URL, tel NUMBER, sms NUMBER [--message M], email ADDRESS \
      [--subject S] [--body B], wifi --ssid NAME [--password P] [--security wpa|wep|none] [--hidden], contact \
      --first-name F [--last-name L] [--org O] [--phone P] [--email E] [--url U] [--note N]. EAN/UPC take the \
      digits with or without their check digit; GS1 kinds take the bracketed form (01)09506000134352(17)261231; \
      `again ID` makes a code from History's Created list again (`stockroom history --created`). \
      Every code is read back by stockroom's own decoders before it is written: a code that does not read as \
      asked is an error, never a file. --print sends the file to a CUPS printer once it is written (without -o, \
      a temporary PDF that is then removed). A PNG is at most 16,384 pixels a side. Exit status: 0 written or drawn \
      (and sent); 64 usage (a size out of its range included); 65 the content \
      is refused (the message says why); 74 the file cannot be written; \(PrintOptions.statuses).
      """)

  @OptionGroup var global: GlobalOptions
  @Argument(help: "A symbology or a QR payload kind (see below).") var kind: String
  @Argument(help: "What to encode (not for wifi and contact).") var text: String?
  @Option(name: .shortAndLong, help: "Write to this file (.png, .svg or .pdf); without it, draw in the terminal.")
  var output: String?
  @Flag(help: "Replace an existing output file.") var force = false
  @Option(help: "Module size in millimetres (default 0.33, GS1's 100 % size).") var moduleMm: Double?
  @Option(help: "Module size in printer dots (with --dpi), so that bars print evenly.") var dots: Int?
  @Option(help: "Printer or image resolution in dots per inch, 72 to 2400 (default 300).") var dpi = 300
  @Flag(help: "No digits under a linear code.") var noText = false
  @OptionGroup var printOptions: PrintOptions

  @Option(help: "wifi: the network's name.") var ssid: String?
  @Option(help: "wifi: the password.") var password: String?
  @Option(help: "wifi: wpa (the default), wep or none.") var security = "wpa"
  @Flag(help: "wifi: the network does not broadcast its name.") var hidden = false
  @Option(help: "email: the subject.") var subject: String?
  @Option(help: "email: the body.") var body: String?
  @Option(help: "sms: the message.") var message: String?
  @Option(help: "contact: first name.") var firstName: String?
  @Option(help: "contact: last name.") var lastName: String?
  @Option(help: "contact: organisation.") var org: String?
  @Option(help: "contact: phone.") var phone: String?
  @Option(help: "contact: e-mail.") var email: String?
  @Option(help: "contact: web address.") var url: String?
  @Option(help: "contact: note.") var note: String?

  func validate() throws {
    if let output, CairoDrawing.Format(path: output) == nil {
      throw ValidationError("--output must end in .png, .svg or .pdf, not '\(output.terminalSafe)'")
    }
    if let output, printOptions.isPrinting, CairoDrawing.Format(path: output) == .svg {
      throw ValidationError("CUPS cannot print SVG: with --print, write a .pdf or .png (or leave -o out)")
    }
    _ = try geometry()
  }

  var moduleSize: ModuleSize {
    if let dots { return .dots(dots, dpi: dpi) }
    return .millimetres(moduleMm ?? 0.33)
  }

  /// The module size and resolution, refused (usage, status 64) outside their ranges.
  func geometry() throws -> PrintGeometry {
    do { return try PrintGeometry(module: moduleSize, dpi: dpi) } catch {
      throw ValidationError(error.description)
    }
  }

  func run() throws {
    try reportingFailures {
      let service = try? global.openInventory()
      let made = try made(service: service)
      let symbol: VectorSymbol
      do {
        symbol = try ZintEncoder.encode(made.spec)
        try SymbolVerifier.verify(symbol, spec: made.spec)
      } catch {
        throw CommandFailure(message: "\(error)", status: ExitStatus.invalidInput)
      }
      if output != nil || printOptions.isPrinting {
        try printOptions.writeThenPrint(output: output, temporaryName: "code.pdf") { try write(symbol, made, to: $0) }
      } else {
        print(try HalfBlockDrawing.lines(symbol).joined(separator: "\n"))
        print(made.preview.terminalSafe)
      }
      keepInHistory(made, service: service)
    }
  }

  func write(_ symbol: VectorSymbol, _ made: Made, to file: OutputFile) throws {
    guard let format = CairoDrawing.Format(path: file.path) else {
      throw CommandFailure(message: "--output must end in .png, .svg or .pdf", status: ExitStatus.usage)
    }
    let geometry = try geometry()
    if format == .png {
      // Before the file is opened: a PNG over the pixel limit is a usage error, like the sizes that make it.
      do { _ = try geometry.checkedPixelSize(of: symbol) } catch {
        throw CommandFailure(message: error.description, status: ExitStatus.usage)
      }
    }
    try AtomicFileWriter.build(at: file.path, replacing: force) { temporary in
      do {
        try CairoDrawing.write(symbol, to: temporary, format: format, size: geometry.module, dpi: geometry.dpi)
      } catch CodeRenderingError.diskFull {
        throw FileWriteError.diskFull(path: file.path)  // in export's words
      } catch {
        throw CommandFailure(message: "\(file.path): \(error)", status: ExitStatus.fileProblem)
      }
    }
    let millimetres = geometry.module.millimetres / VectorSymbol.unitsPerModule
    let size = String(format: "%.1f x %.1f mm", symbol.width * millimetres, symbol.height * millimetres)
    print("\(file.wrote): \(made.kind):\(made.preview.terminalSafe), \(size)")
  }

  /// What one run makes: zint's input, the kind named as History lists it, and a line for people.
  struct Made {
    var spec: SymbolSpec
    var kind: String
    var preview: String
  }

  func made(service: (any Inventory)?) throws -> Made {
    if kind.lowercased() == "again" {
      guard let text, let id = Int64(text) else {
        throw CommandFailure(message: "again needs the number History gives the code", status: ExitStatus.usage)
      }
      guard let service, let created = try service.createdCode(id: id) else {
        throw CommandFailure(message: "no created code number \(id) in History", status: ExitStatus.notFound)
      }
      let codeKind = created.kind.hasPrefix("qr:") ? CodeKind.qr : try CodeKind.parse(created.kind)
      let spec = SymbolSpec(
        symbology: codeKind.symbology, data: created.content, isGS1: codeKind.isGS1, showsText: !noText)
      return Made(spec: spec, kind: created.kind, preview: created.preview)
    }
    let content = try self.content()
    let payloadKinds = ["text", "url", "tel", "phone", "sms", "email", "mailto", "wifi", "contact", "vcard"]
    let word = kind.lowercased()
    return Made(
      spec: SymbolSpec(
        symbology: content.symbology, data: content.encoderInput, isGS1: content.kind.isGS1, showsText: !noText),
      kind: payloadKinds.contains(word) ? "qr:\(word)" : content.kind.cliName, preview: content.humanReadable)
  }

  /// History's Created list keeps every code made; a database that cannot be written only costs the entry.
  func keepInHistory(_ made: Made, service: (any Inventory)?) {
    let file = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let code = CreatedCode(kind: made.kind, content: made.spec.data, preview: made.preview, file: file)
    do {
      guard let service else { throw CommandFailure(message: "the database cannot be opened", status: 74) }
      try service.recordCreatedCode(code)
    } catch {
      printError("stockroom: not kept in History: \(error)")
    }
  }

  /// What to encode, from KIND, TEXT and the payload options; refusals name the field.
  func content() throws -> CodeContent {
    func required(_ value: String?, _ what: String) throws -> String {
      guard let value else { throw CommandFailure(message: "\(kind) needs \(what)", status: ExitStatus.usage) }
      return value
    }
    do {
      switch kind.lowercased() {
      case "text": return CodeContent(qr: try .text(required(text, "the text")))
      case "url": return CodeContent(qr: try .url(required(text, "the address")))
      case "tel", "phone": return CodeContent(qr: try .phone(required(text, "the number")))
      case "sms": return CodeContent(qr: try .sms(to: required(text, "the number"), message: message ?? ""))
      case "email", "mailto":
        return CodeContent(qr: try .email(to: required(text, "the address"), subject: subject ?? "", body: body ?? ""))
      case "wifi":
        guard let chosen = WiFiNetwork.Security(name: security) else {
          throw CommandFailure(message: "--security must be wpa, wep or none", status: ExitStatus.usage)
        }
        let network = WiFiNetwork(
          ssid: ssid ?? text ?? "", security: chosen, password: password ?? "", isHidden: hidden)
        return CodeContent(qr: try .wifi(network))
      case "contact", "vcard":
        let card = ContactCard(
          firstName: firstName ?? "", lastName: lastName ?? "", organization: org ?? "", phone: phone ?? "",
          email: email ?? "", url: url ?? "", note: note ?? "")
        return CodeContent(qr: try .contact(card))
      default:
        let kind = try CodeKind.parse(kind)
        return try CodeContent(kind, text: required(text, "the text to encode"))
      }
    } catch let error as QRPayloadError {
      throw CommandFailure(message: error.description, status: ExitStatus.invalidInput)
    } catch let error as CodeContentError {
      throw CommandFailure(message: error.description, status: ExitStatus.invalidInput)
    }
  }
}
