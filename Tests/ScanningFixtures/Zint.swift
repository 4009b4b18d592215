import Foundation
import Scanning

/// Barcode images made by zint, the real generator (Debian's `zint` CLI), decoded back through libpng.
public enum Zint {
  public typealias Failure = ChildProcess.Failure

  /// Renders `spec` with `scale` (zint's unit: 1 draws two pixels per module for linear codes) to a PNG
  /// under `folder`, and returns the file's path. Without `quietZones`, what zint draws by default: a DataMatrix,
  /// QR or Code 128 with nothing around it.
  public static func png(
    _ spec: CodeSpec, scale: Double, in folder: String, name: String? = nil, quietZones: Bool = true
  ) throws -> String {
    guard let zint = ChildProcess.find("zint") else { throw Failure(description: "zint is not installed") }
    let path = (folder as NSString).appendingPathComponent(name ?? "\(spec.label)-x\(scale).png")
    let outcome = try ChildProcess(
      executable: zint,
      arguments: ["-b", spec.zintName] + spec.zintOptions + [
        "-d", spec.input, "--scale=\(scale)", "-o", path,
      ] + (quietZones ? ["--quietzones"] : [])
    ).run()
    guard outcome.status == 0, !outcome.timedOut else {
      throw Failure(description: "zint \(spec.zintName) failed: \(outcome.standardError)")
    }
    return path
  }

  /// The code as a grey frame, centred on a white canvas of at least `canvas` pixels, grown to leave a
  /// margin around a larger code (a photo has background around the code).
  public static func frame(
    _ spec: CodeSpec, scale: Double, canvas: (width: Int, height: Int)? = nil, quietZones: Bool = true
  ) throws -> GreyFrame {
    let folder = try Fixtures.scratchFolder()
    let code = try ImageFileSource.load(
      try png(spec, scale: scale, in: folder, name: "\(UUID().uuidString).png", quietZones: quietZones))
    guard let canvas else { return code }
    return Degrade.place(
      code, on: max(canvas.width, code.width + 40), max(canvas.height, code.height + 40), at: nil)
  }
}

/// Where generated files go: one folder per test process, removed by the OS's temp cleaning.
public enum Fixtures {
  public static func scratchFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockroom-scan-fixtures-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  /// A fresh empty folder for one test.
  public static func freshFolder() throws -> String {
    let folder = try scratchFolder() + "/" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}
