import CodeRendering
import Foundation
import InventoryCore
import Labelling
import TerminalUI

/// A location's label from the Locations screen (`L`): the layout, then a new PDF file; what it says is
/// `LocationLabeller`'s, and its code is read back before it is drawn (`LabelSheet`).
struct LocationLabelRun {
  let environment: AppEnvironment
  let place: ScannedLocation

  func start() -> ScreenAction {
    let presets = LabelLayout.presets
    let selected = presets.firstIndex { $0.name == environment.labelChoices.layout.name } ?? 0
    return .present(
      ChoiceDialog(
        title: "Label for \(place.path): layout", options: presets.map { ChoiceDialog.Option($0.description) },
        selected: selected
      ) { index in
        environment.labelChoices.layout = presets[index]
        let path = FileActions(service: environment.service).defaultPath("stockroom-location", extension: "pdf")
        return .present(
          FilePrompt(title: "Location label", label: "PDF file:", path: path) { write(to: $0, layout: presets[index]) })
      })
  }

  private func write(to path: String, layout: LabelLayout) -> ScreenAction {
    guard (path as NSString).pathExtension.lowercased() == "pdf" else {
      return .sequence([.status(.error("labels are written as PDF: end the name in .pdf")), .bell])
    }
    do {
      try LabelSheetFile.checkWritable(path, replacing: false)
      let labels = try LocationLabeller().labels(for: [place])
      let sheet = try LabelSheet(labels: labels, layout: layout, showsCategory: true)
      try LabelSheetFile.write(sheet, to: path, replacing: false)
      return .status(.success("wrote the label of \(place.path) (\(place.location.labelCode)) to \(path)"))
    } catch {
      return .sequence([.status(.error("no label written: \(LabelRun.words(for: error))")), .bell])
    }
  }
}
