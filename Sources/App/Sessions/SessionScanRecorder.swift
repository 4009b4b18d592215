import InventoryCore
import Scanning
import TerminalUI

/// A product scan while this terminal has joined a stock session: it goes into the session (`addToSession`) as
/// fast as the scanner goes, with no offer and no editor; a code no item has is kept as a line to resolve at
/// review. The QUANTITY card's number is the scan's quantity (a GS1 code's own count multiplies it, as
/// `stockroom count scan` does). What it added is worded on the status line and in "last scan".
struct SessionScanRecorder {
  let environment: AppEnvironment
  let session: StockSession
  var desk: ScanDesk { environment.scanDesk }

  func record(
    _ text: String, symbology: Symbology?, source: ScanSource, quality: ScanQuality?, gs1 hint: GS1Hint
  ) -> ScanHandler.Recorded {
    desk.noteActivity()
    defer { ScanHandler.markOwnScansSeen(environment) }  // every path logs the scan
    let detail = ScanWording.detail(source: source, quality: quality)
    let scanned: ScannedCode
    do throws(ProductCodeError) {
      scanned = try ScannedCode.interpret(text, symbology: symbology, gs1: hint)
    } catch {
      let outcome = ScanOutcome.invalid(text: text, error: error)
      environment.service.logRefusedSessionScan(
        text, symbology: symbology, source: source, session: session, invalid: true, reason: error.description)
      let message = "\(outcome.text(arrow: ScanHandler.arrow)) · nothing added to \(SessionText.name(session))"
      desk.show(message, .error, detail: detail)
      return ScanHandler.Recorded(result: outcome, action: .sequence([.status(.error(message)), .bell]))
    }
    let perScan = desk.nextQuantity ?? 1
    let (quantity, overflow) = perScan.multipliedReportingOverflow(by: scanned.units ?? 1)
    guard !overflow, quantity <= StockLimits.maximumQuantity else {
      return refused(
        text, symbology, source, "\(perScan) × \(scanned.units ?? 1) units is more than one scan may add",
        detail: detail)
    }
    // Where the units are: "here" (a location label scanned before), and the lot a GS1 code names.
    let place = SessionPlace(scanned: scanned, at: desk.here?.location.id)
    let addition: SessionAddition
    do {
      addition = try environment.service.addToSession(
        id: session.id, code: scanned.code, quantity: quantity, source: source, outsideScope: .refuse, place: place)
    } catch let error as StockSessionError {
      if case .sessionClosed = error {
        environment.service.logRefusedSessionScan(
          text, symbology: symbology, source: source, session: session, invalid: false, reason: error.description)
        return closedMeanwhile(text, detail: detail)
      }
      if let question = outsideScopeQuestion(
        error, code: scanned.code, quantity: quantity, source: source, place: place)
      {
        environment.service.logRefusedSessionScan(
          text, symbology: symbology, source: source, session: session, invalid: false,
          reason: "outside the count's scope (asked whether to add it)")
        desk.show("\(text.terminalSafe): \(describe(error))", .warning, detail: detail)
        return ScanHandler.Recorded(result: nil, action: .sequence([.present(question), .bell]))
      }
      return refused(text, symbology, source, describe(error), detail: detail)
    } catch {
      return refused(text, symbology, source, describe(error), detail: detail)
    }
    desk.nextQuantity = nil  // used up, as a scan that reached an item uses it outside a session
    // One scan of an extra barcode counts its units per scan: say which pack it was.
    // Only the wording (the addition is made): unreadable, the pack's name is left out.
    let pack =
      addition.quantity == quantity
      ? nil : (try? environment.service.match(for: scanned.code))?.extraBarcode
    let unknown = if case .unknownCode = addition.match { true } else { false }
    let warning = unknown || addition.isKeptOffline
    // A code no item has: what the product catalogue calls it, when it knows it.
    let catalogue = unknown ? CatalogueLookup(scanned.code, in: environment).product : nil
    let message =
      SessionText.addition(addition, kind: session.kind, perScan: pack) + SessionText.place(place, here: desk.here)
      + (catalogue.map { " · catalogue: \(CataloguePrefill.summary(of: $0))" } ?? "") + ScanWording.gs1(scanned.gs1)
    desk.show(message, warning ? .warning : .success, detail: detail)
    let status: StatusMessage = warning ? .warning(message) : .success(message)
    return ScanHandler.Recorded(
      result: nil, action: .sequence([.status(status)] + ScanHandler.signals(environment.settings)),
      addition: addition)
  }

  /// The question for a scan the count's scope does not cover: y adds it anyway (marked in review).
  private func outsideScopeQuestion(
    _ error: StockSessionError, code: ProductCode, quantity: Int, source: ScanSource, place: SessionPlace
  ) -> ConfirmDialog? {
    let (service, session, desk) = (environment.service, session, desk)
    return OutsideScopeQuestion.dialog(
      for: error, session: session, environment: environment,
      include: {
        let addition = try service.addToSession(
          id: session.id, code: code, quantity: quantity, source: source, outsideScope: .include, place: place)
        return SessionText.addition(addition, kind: session.kind, perScan: nil)
      },
      answered: { status in
        if status.role == .success {
          desk.nextQuantity = nil
          desk.show(status.text, .warning, detail: "")
        }
        return .status(status)
      })
  }

  private func refused(
    _ text: String, _ symbology: Symbology?, _ source: ScanSource, _ reason: String, detail: String
  ) -> ScanHandler.Recorded {
    environment.service.logRefusedSessionScan(
      text, symbology: symbology, source: source, session: session, invalid: false, reason: reason)
    let message = "\(text.terminalSafe): not added to \(SessionText.name(session)): \(reason)"
    desk.show(message, .error, detail: detail)
    return ScanHandler.Recorded(result: nil, action: .sequence([.status(.error(message)), .bell]))
  }

  /// Another station committed or discarded the session: this terminal leaves it, and the scan is not recorded
  /// anywhere (scanning it again records it the usual way).
  private func closedMeanwhile(_ text: String, detail: String) -> ScanHandler.Recorded {
    desk.joinedSession = nil
    // Only the wording: unreadable, it says "is closed" (the scan is refused either way).
    let closed = try? environment.service.session(id: session.id)
    let how = closed.map { "was \($0.state.rawValue)" + ($0.closedBy.map { " at \($0)" } ?? "") } ?? "is closed"
    let message =
      "\(SessionText.name(session)) \(how): this terminal left it and \(text.terminalSafe) was not recorded "
      + "(scan it again to record it as usual)"
    desk.show(message, .error, detail: detail)
    return ScanHandler.Recorded(result: nil, action: .sequence([.status(.error(message)), .bell, .redraw]))
  }
}
