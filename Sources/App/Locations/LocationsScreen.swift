import InventoryCore
import TerminalUI

/// The tree of locations, each indented under its parent with its code, its label's code and what it holds:
/// add (inside the selected one or at the top), rename, move with everything in it, delete (only an empty one;
/// the refusal says what is there), and print its label (`LocationLabelRun`). Opened over any screen (`W`);
/// Esc goes back. Every change is the locations role's, so both stores apply the same rules.
final class LocationsScreen: Screen {
  let title = "Locations"
  let environment: AppEnvironment
  let locations: any LocationInventory
  private let rows = ArrayRows<LocationSummary> { summary in
    let indent = String(repeating: "  ", count: summary.depth)
    let held =
      summary.location.isDefault
      ? "the rest" : "\(summary.items ?? 0) items, \(summary.units ?? 0) units"
    return ListRow([
      ListCell(indent + summary.location.name), ListCell(summary.location.code ?? ""),
      ListCell(summary.location.labelCode), ListCell(held),
    ])
  }
  private var list = ListView(columns: [
    ListColumn("Location", width: .flexible(minimum: 16, weight: 3)), ListColumn("Code", width: .fixed(10)),
    ListColumn("Label", width: .fixed(14)), ListColumn("Holds", width: .fixed(22)),
  ])
  private var reading: ScreenRead

  init(environment: AppEnvironment, locations: any LocationInventory) {
    self.environment = environment
    self.locations = locations
    reading = ScreenRead("locations", service: environment.service)
  }

  var keymaps: [Keymap] {
    [
      Keymap(
        "Locations (Esc goes back)",
        [
          .init(.addLocation, [.char("a")]), .init(.addTopLocation, [.char("A")]),
          .init(.renameLocation, [.char("r"), .enter]), .init(.moveLocation, [.char("m")]),
          .init(.deleteLocation, [.char("d"), .delete]), .init(.locationLabel, [.char("L")]),
        ]),
      list.keymap,
    ]
  }

  var selected: LocationSummary? { rows.element(at: list.selectedIndex) }

  private func readRows() throws { rows.elements = try locations.locationSummaries() }

  @discardableResult
  func reload() -> ScreenAction { reading.read(readRows) }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    reading.readIfNeverRead(readRows)
    canvas.cursor = list.draw(
      into: &canvas, in: rect, dataSource: rows, emptyText: reading.emptyText("No locations: press A to add one."))
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick: return reading.readIfChanged(readRows)
    case .command(let command): return perform(command)
    default: break
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result { return perform(.renameLocation) }
    return list.action(for: result)
  }

  private func perform(_ command: Command) -> ScreenAction {
    let locations = locations
    switch command {
    case .addLocation, .addTopLocation:
      let parent = command == .addLocation ? selected : nil
      let reference = parent.map { String($0.location.id) }
      return askName(title: parent.map { "New location in \($0.path)" } ?? "New location", text: "") { name in
        let added = try locations.addLocation(named: name, code: nil, notes: "", under: reference)
        return "added \(try locations.locationTree().path(of: added.id))"
      }
    case .renameLocation:
      guard let summary = selected else { return .bell }
      let id = String(summary.location.id)
      return askName(title: "Rename \(summary.path)", text: summary.location.name) { name in
        let renamed = try locations.renameLocation(id, to: name)
        return "renamed \(summary.path) to \(renamed.name)"
      }
    case .moveLocation:
      guard let summary = selected else { return .bell }
      return chooseParent(for: summary)
    case .deleteLocation:
      guard let summary = selected else { return .bell }
      let id = String(summary.location.id)
      return .present(
        ConfirmDialog(title: "Delete location", message: "Delete \(summary.path)?") { [weak self] yes in
          guard yes else { return .none }
          return self?.run(saving: "the deletion of \(summary.path)") {
            _ = try locations.deleteLocation(id)
            return "deleted \(summary.path)"
          } ?? .none
        })
    case .locationLabel:
      guard let summary = selected else { return .bell }
      return LocationLabelRun(
        environment: environment, place: ScannedLocation(location: summary.location, path: summary.path)
      ).start()
    default:
      return .unhandled
    }
  }

  /// Where the location goes: the top, or any location not inside it.
  private func chooseParent(for summary: LocationSummary) -> ScreenAction {
    let tree: LocationTree
    do { tree = try locations.locationTree() } catch { return .status(.error(describe(error))) }
    let targets = rows.elements.filter { !tree.isWithin($0.location.id, ancestor: summary.location.id) }
    let options =
      [PickerDialog<Int>.Option("(the top)", value: 0)]
      + targets.enumerated().map { PickerDialog<Int>.Option($1.path, value: $0 + 1) }
    let (locations, id) = (locations, String(summary.location.id))
    return .present(
      PickerDialog(title: "Move \(summary.path)", label: "Into (type to filter):", filtering: options) {
        [weak self] index, _ in
        let parent = index == 0 ? nil : targets[index - 1]
        let reference = parent.map { String($0.location.id) }
        return self?.run(saving: "the move of \(summary.path)") {
          let moved = try locations.moveLocation(id, under: reference)
          return "moved \(summary.location.name) to \(try locations.locationTree().path(of: moved.id))"
        } ?? .none
      })
  }

  private func askName(title: String, text: String, work: @escaping @Sendable (String) throws -> String)
    -> ScreenAction
  {
    .present(
      TextPrompt(
        title: title, label: "Name:", text: text,
        validate: { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "type a name" : nil },
        onSubmit: { [weak self] name in self?.run(saving: name) { try work(name) } ?? .none }))
  }

  /// Runs a change off the input thread (`AppEnvironment.saving`), then reloads and says what it did.
  private func run(saving what: String, _ work: @escaping @Sendable () throws -> String) -> ScreenAction {
    environment.saving(what, reporting: work) { [weak self] in self?.reload() }
  }
}
