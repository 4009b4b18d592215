import Foundation
import InventoryCore
import Scanning
import TerminalUI

extension ScanScreen {
  /// Records one scan (camera, USB scanner or typed) the one way every screen does (`ScanHandler`); the
  /// picture's border flashes as the settings ask. `gs1`: see `ScanHandler.record`.
  func record(
    _ text: String, symbology: Symbology?, source: ScanSource, quality: ScanQuality?, gs1: GS1Hint? = nil
  ) -> ScreenAction {
    let recorded = ScanHandler(environment: environment).record(
      text, symbology: symbology, source: source, quality: quality, gs1: gs1)
    if environment.settings.flash, recorded.result != nil {
      flashUntil = now + .milliseconds(400)  // the picture's border, plus the terminal's own flash
    }
    return recorded.action
  }

  /// Scans another process recorded since the last look (`stockroom scan` in a script): shown in "last
  /// scan" and the recent scans, the newest in the status line.
  func followOtherProcesses() -> ScreenAction {
    let desk = environment.scanDesk
    // A read that fails here is tried again at the next tick (this runs on every one); the screen's own reads
    // say what is wrong. Until the newest id is known, no older scan is taken for a new one.
    guard let seen = desk.newestSeenScanID else {
      desk.newestSeenScanID = try? environment.service.newestScanID()
      return .none
    }
    guard let scans = try? environment.service.scans(after: seen), let newest = scans.last else { return .none }
    for scan in scans {
      desk.show(Self.summary(of: scan), scan.outcome.isProblem ? .warning : .normal, detail: Self.origin(of: scan))
    }
    desk.newestSeenScanID = newest.id ?? seen
    let text = "\(Self.origin(of: newest)): \(Self.summary(of: newest))"
    return .status(newest.outcome.isProblem ? .warning(text) : .info(text))
  }

  /// A scan from history in the words it was recorded with, and what its GS1 code said.
  static func summary(of scan: ScanRecord) -> String {
    let outcome =
      switch scan.outcome {
      case .invalid: ScanOutcomeText.invalid(scan.code, reason: scan.detail)
      case .unknown: ScanOutcomeText.unknown(scan.code, symbology: scan.symbology)
      default: scan.detail.isEmpty ? "\(scan.code): \(scan.outcome.word)" : scan.detail
      }
    return outcome + ScanWording.gs1(scan.gs1)
  }

  static func origin(of scan: ScanRecord) -> String {
    "\(ScanWording.detail(source: scan.source, quality: nil)) (another process)"
  }
}
