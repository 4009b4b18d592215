import Foundation

/// Writes grey frames as a YUV4MPEG2 video (C420jpeg with neutral chroma, which every player reads).
/// Used to record sessions and to make test and benchmark videos.
public final class Y4MWriter {
  private let file: FileHandle
  public let header: Y4MHeader
  private let chroma: Data

  public init(path: String, width: Int, height: Int, frameRate: Double) throws(FrameSourceError) {
    header = Y4MHeader(width: width, height: height, frameRate: frameRate)
    guard FileManager.default.createFile(atPath: path, contents: Data((header.line + "\n").utf8)),
      let file = FileHandle(forWritingAtPath: path)
    else { throw .unreadable(path: path, reason: "cannot create the file") }
    file.seekToEndOfFile()
    self.file = file
    chroma = Data(repeating: 128, count: header.chromaBytes ?? 0)
  }

  deinit { try? file.close() }

  /// Appends one frame, which must have the header's size.
  public func append(_ frame: GreyFrame) {
    precondition(frame.width == header.width && frame.height == header.height, "frame size differs from the video's")
    file.write(Data("FRAME\n".utf8))
    file.write(Data(frame.pixels))
    file.write(chroma)
  }

  public func close() { try? file.close() }
}
