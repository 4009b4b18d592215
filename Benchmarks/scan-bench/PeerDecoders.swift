import Foundation
import InventoryCore
import ScanningFixtures

/// What a peer decoder read in one image, and how long it took.
struct PeerRead {
  var texts: [String]
  var seconds: Double
}

/// zbarimg, one process per image, with the symbologies of the image set that zbar knows enabled.
enum ZBarImg {
  static let symbologyNames = [
    "ean13", "ean8", "upca", "upce", "isbn13", "code128", "code39", "code93", "i25", "codabar", "databar", "qrcode",
  ]

  /// zbarimg's texts from --raw (one per line) and the process's wall-clock time (start-up and image loading included).
  static func read(_ path: String) throws -> PeerRead {
    guard let zbarimg = ChildProcess.find("zbarimg") else {
      throw ChildProcess.Failure(description: "zbarimg is not installed")
    }
    let arguments = ["-q", "--raw", "-Sdisable"] + symbologyNames.map { "-S\($0).enable" } + [path]
    let start = ContinuousClock.now
    let outcome = try ChildProcess(executable: zbarimg, arguments: arguments).run()
    let seconds = BenchClock.seconds(since: start)
    return PeerRead(texts: outcome.standardOutput.split(separator: "\n").map(String.init), seconds: seconds)
  }
}

/// The zxing-cpp package from PyPI (a newer zxing-cpp than Debian's 1.4, which stockroom links): one Python
/// process reads every image, so interpreter start-up is paid once; its times are of the read call alone.
struct ZXingPython {
  /// The Python that has `zxingcpp` and `numpy` (`make bench` makes a venv), or nil when there is none.
  let python: String?

  enum Outcome {
    case read(version: String, reads: [String: PeerRead])
    case unavailable(String)
  }

  /// zxing-cpp's names for the formats of `symbologies` (ISBN-13 is an EAN-13 to it).
  static func formatNames(_ symbologies: Set<Symbology>) -> [String] {
    let names: [Symbology: [String]] = [
      .ean13: ["EAN13"], .isbn13: ["EAN13", "ISBN"], .ean8: ["EAN8"], .upcA: ["UPCA"], .upcE: ["UPCE"],
      .code128: ["Code128"], .code39: ["Code39"], .code93: ["Code93"], .itf: ["ITF"], .codabar: ["Codabar"],
      .dataBar: ["DataBar"], .qr: ["QRCode"], .microQR: ["MicroQRCode"], .dataMatrix: ["DataMatrix"],
      .pdf417: ["PDF417"], .aztec: ["Aztec"],
    ]
    return Array(Set(symbologies.flatMap { names[$0] ?? [] })).sorted()
  }

  func read(pgmPaths: [String], symbologies: Set<Symbology>) throws -> Outcome {
    guard let python, FileManager.default.isExecutableFile(atPath: python) else {
      return .unavailable("not installed (no Python with zxing-cpp given: `make bench` installs it from PyPI)")
    }
    let folder = try Fixtures.freshFolder()
    let script = folder + "/read_barcodes.py"
    let list = folder + "/images.txt"
    try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
    try pgmPaths.joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
    var process = ChildProcess(
      executable: python, arguments: [script, list, Self.formatNames(symbologies).joined(separator: ",")])
    process.timeout = 900
    let outcome = try process.run()
    guard outcome.status == 0, !outcome.timedOut else {
      let reason = outcome.standardError.split(separator: "\n").last.map(String.init) ?? "exit \(outcome.status)"
      // Exit 3: the script could not import zxingcpp or numpy, and said so.
      return .unavailable(outcome.status == 3 ? reason : "failed (\(outcome.timedOut ? "timed out" : reason))")
    }
    var version = "?"
    var reads: [String: PeerRead] = [:]
    for line in outcome.standardOutput.split(separator: "\n") {
      let record = try JSONDecoder().decode(Record.self, from: Data(line.utf8))
      if let found = record.version { version = found }
      guard let path = record.path else { continue }
      let texts = (record.reads ?? []).map { Self.normalised(text: $0.text, format: $0.format) }
      reads[path] = PeerRead(texts: texts, seconds: (record.ms ?? 0) / 1000)
    }
    return .read(version: version, reads: reads)
  }

  /// As stockroom's own zxing wrapper does: zxing gives a DataBar's GTIN-14 bare; the code holds it as AI (01).
  static func normalised(text: String, format: String) -> String {
    format.hasPrefix("DataBar") && text.count == 14 && text.allSatisfy(\.isNumber) ? "01" + text : text
  }

  private struct Record: Decodable {
    struct Read: Decodable {
      var format: String
      var text: String
    }
    var version: String?
    var path: String?
    var ms: Double?
    var reads: [Read]?
  }

  /// Reads the PGM files listed in argv[1] with the formats in argv[2]; prints one JSON line per image.
  /// Plain text mode: the code's bytes as text (GS1 separators as GS, 0x1D), as stockroom and zbar report them.
  static let script = """
    import importlib.metadata, json, sys, time
    try:
        import numpy, zxingcpp
    except ImportError as error:
        print(f"not installed ({error})", file=sys.stderr)
        sys.exit(3)

    formats = [getattr(zxingcpp.BarcodeFormat, name) for name in sys.argv[2].split(",")]
    print(json.dumps({"version": importlib.metadata.version("zxing-cpp")}))
    for path in open(sys.argv[1]).read().split("\\n"):
        magic, size, depth, pixels = open(path, "rb").read().split(b"\\n", 3)
        width, height = map(int, size.split())
        image = numpy.frombuffer(pixels, dtype=numpy.uint8).reshape(height, width)
        start = time.perf_counter()
        found = zxingcpp.read_barcodes(image, formats=formats, text_mode=zxingcpp.TextMode.Plain)
        ms = (time.perf_counter() - start) * 1000
        reads = [{"format": getattr(r.format, "name", str(r.format)), "text": r.text} for r in found]
        print(json.dumps({"path": path, "ms": ms, "reads": reads}))
    """
}

enum BenchClock {
  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = (ContinuousClock.now - start).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
  }

  static func time<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = ContinuousClock.now
    let value = try body()
    return (value, seconds(since: start))
  }
}
