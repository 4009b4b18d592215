import Foundation

/// Still images from files, or a folder of images replayed as a sequence of frames.
///
/// Files are decoded by libpng (PNG), libjpeg-turbo (JPEG) or the Netpbm reader (PGM/PPM), chosen by
/// their signature, not their name. A folder yields its images in name order.
public final class ImageFileSource: FrameSource {
  public let kind: FrameSourceKind
  public let name: String
  private var pending: [String]
  /// Seconds between frames when a folder plays as a live sequence.
  private let frameInterval: Double
  private var frameIndex = 0
  /// The path of the frame last returned (for messages and per-file output).
  public private(set) var currentPath: String?

  /// One source over `paths`: files are taken as they are, folders are expanded to their images.
  /// `kind` .live makes a folder a sequence of frames `1/frameRate` s apart.
  public init(paths: [String], kind: FrameSourceKind = .stills, frameRate: Double = 10) throws(FrameSourceError) {
    var files: [String] = []
    for path in paths { files += try Self.expand(path) }
    self.pending = files
    self.kind = kind
    self.name = paths.count == 1 ? paths[0] : "\(paths.count) paths"
    self.frameInterval = 1 / max(frameRate, 0.001)
  }

  public func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    guard !pending.isEmpty else { return nil }
    let path = pending.removeFirst()
    currentPath = path
    var frame = try Self.load(path)
    frame.time = kind == .live ? Double(frameIndex) * frameInterval : 0
    frameIndex += 1
    return frame
  }

  public func close() { pending.removeAll() }

  /// Decodes one image file to grey.
  public static func load(_ path: String) throws(FrameSourceError) -> GreyFrame {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
    }
    let bytes = [UInt8](data)
    let decoded: Result<GreyFrame, ImageCodecError>
    if let compressed = ImageCodecs.decodeCompressed(bytes) {
      decoded = compressed
    } else if bytes.starts(with: [UInt8(ascii: "P")]), bytes.count > 1,
      [UInt8(ascii: "5"), UInt8(ascii: "6")].contains(bytes[1])
    {
      decoded = PNMDecoder.decode(bytes)
    } else {
      throw .unsupportedFileType(path: path)
    }
    switch decoded {
    case .success(let frame): return frame
    case .failure(let error): throw .badImage(path: path, reason: error.reason)
    }
  }

  /// Image files have these extensions when listed from a folder (files named explicitly are sniffed).
  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pgm", "ppm", "pnm"]

  private static func expand(_ path: String) throws(FrameSourceError) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw .fileNotFound(path: path) }
    guard isFolder.boolValue else { return [path] }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
    }
    return names.filter { imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
      .map { (path as NSString).appendingPathComponent($0) }
  }
}
