import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Still images from files, or a folder of images replayed as a sequence of frames.
///
/// Files are decoded by libpng (PNG), libjpeg-turbo (JPEG) or the Netpbm reader (PGM/PPM), chosen by
/// their signature, not their name. A folder yields its images in name order.
public final class ImageFileSource: FrameSource {
  public let kind: FrameSourceKind
  public let name: String
  private let files: [String]
  private var nextIndex = 0
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
    self.files = files
    self.kind = kind
    self.name = paths.count == 1 ? paths[0] : "\(paths.count) paths"
    self.frameInterval = 1 / max(frameRate, 0.001)
  }

  /// The image files this source reads, folders expanded, in the order they are read.
  public var paths: [String] { files }

  /// The next image. A file that cannot be read throws, naming it, and the following call goes on with the
  /// file after it: one bad file does not end a folder.
  public func nextFrame() throws(FrameSourceError) -> GreyFrame? {
    guard nextIndex < files.count else { return nil }
    let path = files[nextIndex]
    nextIndex += 1
    currentPath = path
    var frame = try Self.load(path)
    frame.time = kind == .live ? Double(frameIndex) * frameInterval : 0
    frameIndex += 1
    return frame
  }

  public func close() { nextIndex = files.count }

  /// Decodes one image file to grey. A file larger than any image within `FrameLimits` could be is refused
  /// before it is read, and the size in its header is checked before the pixels are allocated.
  public static func load(_ path: String, limits: FrameLimits = .standard) throws(FrameSourceError) -> GreyFrame {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    // A device or pipe (/dev/zero) could be read for ever: only plain files are images.
    guard status.st_mode & S_IFMT == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file") }
    let size = Int(clamping: status.st_size)
    guard size <= limits.maxFileBytes else {
      throw .badImage(
        path: path, reason: "\(FrameLimits.grouped(size)) bytes is more than any image of \(limits) can take")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      guard FileManager.default.fileExists(atPath: path) else { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
    }
    return try ImageCodecs.decode([UInt8](data), path: path, limits: limits)
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
