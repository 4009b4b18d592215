import Scanning
import TerminalUI

/// The camera picture between drawings: sampled from the newest frame at most every `pictureInterval`, and
/// drawn again only when the sampling changed a pixel or a code's box. A still desk then costs a sampling
/// of a few thousand pixels ten times a second, not a whole frame built and diffed.
extension ScanScreen {
  /// Whether the picture should look at the newest frame at `time`: frame `frame` is newer than the one
  /// sampled, and the last sampling is at least `pictureInterval` old.
  func pictureSampleDue(frame: Int, at time: Duration) -> Bool {
    frame != pictureFrameNumber && pictureSampledAt.map { time - $0 >= Self.pictureInterval } ?? true
  }

  /// Samples the newest frame into the cells the picture was last drawn in, when due; true when what the
  /// picture shows changed (its pixels, its boxes, or whether there is a picture at all).
  func refreshPicture(at time: Duration) -> Bool {
    guard let cells = pictureCells else { return false }
    let frame = session?.pipeline.preview.frameNumber ?? -1
    guard pictureSampleDue(frame: frame, at: time) else { return false }
    return samplePicture(in: cells, at: time)
  }

  /// Samples the newest frame for `cells` now; true when what the picture shows changed.
  @discardableResult
  func samplePicture(in cells: Rect, at time: Duration) -> Bool {
    let hadPicture = picture.width > 0
    pictureCells = cells
    pictureSampledAt = time
    // The newest frame as delivered (shared, not copied): `ScanPicture` reads only the pixels it draws.
    guard let preview = session?.pipeline.preview.latest(maxWidth: FrameLimits.standard.maxSide) else {
      pictureFrameNumber = -1
      picture = ScanPicture()
      pictureBoxes = []
      return hadPicture
    }
    pictureFrameNumber = preview.frameNumber
    let update = picture.update(from: preview.frame, in: cells)
    let boxes = update == .empty ? [] : preview.detections.map { picture.scaled(preview.scaled($0.box)) }
    defer { pictureBoxes = boxes }
    switch update {
    case .empty: return hadPicture
    case .changed: return true
    case .unchanged: return boxes != pictureBoxes
    }
  }

  /// Drops the picture of a source that was replaced: the next drawing samples the new one.
  func forgetPicture() {
    picture = ScanPicture()
    pictureCells = nil
    pictureBoxes = []
    pictureFrameNumber = -1
    pictureSampledAt = nil
  }
}
