import CodeRendering
import Foundation
import InventoryCore

/// One QR code to the terminal: in-process (zint encodes, the decoders read it back, half blocks draw it) and
/// as a whole command (`stockroom code qr URL`) against `qrencode -t ANSIUTF8 URL`, both printing to a file.
enum QRBenchmark {
  static let url = "https://example.com/items/5901234123457?ref=shelf-label&store=north"

  struct InProcess {
    var encode: [Double] = []
    var verify: [Double] = []
    var draw: [Double] = []
    var total: [Double] = []
    var lines = 0
  }

  /// `runs` times what `stockroom code qr` does between parsing and printing (CodeCommand.run).
  static func inProcess(runs: Int) throws -> InProcess {
    let content = try CodeContent(.qr, text: url)
    let spec = SymbolSpec(symbology: content.symbology, data: content.encoderInput, showsText: true)
    var figures = InProcess()
    for _ in 0..<runs {
      let (symbol, encode) = try timed { try ZintEncoder.encode(spec) }
      let (_, verify) = try timed { try SymbolVerifier.verify(symbol, spec: spec) }
      let (lines, draw) = try timed { try HalfBlockDrawing.lines(symbol).joined(separator: "\n") }
      figures.encode.append(encode)
      figures.verify.append(verify)
      figures.draw.append(draw)
      figures.total.append(encode + verify + draw)
      figures.lines = lines.split(separator: "\n").count
    }
    return figures
  }

  struct Commands {
    var ours: [Double] = []
    var peer: [Double] = []
    /// `stockroom --version`: the binary's start-up alone (dynamic libraries, Swift runtime), for scale.
    var startUp: [Double] = []
    /// Modules across, quiet zone included, and lines, as each printed them.
    var ourSize = ""
    var peerSize = ""
  }

  /// `runs` of each command, interleaved, after two untimed runs of each (the page cache warm for all).
  static func commands(stockroom: String, database: String, qrencode: String, runs: Int, folder: String) throws
    -> Commands
  {
    let output = folder + "/qr.txt"
    let ours = (stockroom, ["code", "qr", url, "--db", database])
    let peer = (qrencode, ["-t", "ANSIUTF8", url])
    var figures = Commands()
    for run in -2..<runs {
      let ourRun = try ChildProcess.run(ours.0, ours.1, outputFile: output)
      let peerRun = try ChildProcess.run(peer.0, peer.1, outputFile: output)
      let startUp = try ChildProcess.run(stockroom, ["--version"], outputFile: output)
      if run == -2 {
        figures.ourSize = try size(of: ourRun.output, name: "stockroom")
        figures.peerSize = try size(of: peerRun.output, name: "qrencode")
      }
      guard run >= 0 else { continue }
      figures.ours.append(ourRun.seconds)
      figures.peer.append(peerRun.seconds)
      figures.startUp.append(startUp.seconds)
    }
    return figures
  }

  /// "41 × 21": cells across (ANSI colours left out) and lines of the drawn code (the coloured lines). Throws
  /// when no line holds a block (nothing was drawn).
  static func size(of output: String, name: String) throws -> String {
    let lines = output.split(separator: "\n").filter { $0.contains("\u{1B}[") }.map { line in
      line.replacing(/\x1B\[[0-9;]*m/, with: "")
    }
    guard lines.contains(where: { $0.contains(where: { "█▀▄".contains($0) }) }), let widest = lines.map(\.count).max()
    else {
      throw ChildFailure(description: "\(name) drew no code: '\(output.prefix(200))'")
    }
    return "\(widest) × \(lines.count)"
  }
}
