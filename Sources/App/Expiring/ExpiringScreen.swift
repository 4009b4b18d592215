import InventoryCore
import TerminalUI

/// Lots that have expired or are due within the window (the saved default, `ExpiryWindow`), expired first,
/// with their quantity, lot and location. Opened from Low & out (E): both list what needs attention. Enter
/// opens the item.
final class ExpiringScreen: Screen {
  let title = "Expiring"
  private let environment: AppEnvironment
  private let rows = ArrayRows<ExpiringLot> { lot in
    ListRow(
      [
        ListCell(lot.isExpired ? ExpiringScreen.expiredMark : ExpiringScreen.dueMark), ListCell(lot.useBy),
        ListCell(lot.itemName), ListCell(lot.details.summary), ListCell(String(lot.quantity)), ListCell(lot.location),
      ], role: lot.isExpired ? .error : .lowStock)
  }
  private var list = ListView(columns: [
    ListColumn("", width: .fixed(1)), ListColumn("Use by", width: .fixed(10)),
    ListColumn("Item", width: .flexible(minimum: 10, weight: 3)),
    ListColumn("Lot", width: .flexible(minimum: 10, weight: 2)), ListColumn("Qty", width: .fixed(6), alignRight: true),
    ListColumn("Location", width: .flexible(minimum: 8, weight: 2)),
  ])
  private var reading: ScreenRead
  private var days = ExpiryWindow.defaultDays

  /// The marks keep their meaning without colour (NO_COLOR).
  static let expiredMark = "✗"
  static let dueMark = "!"

  init(environment: AppEnvironment) {
    self.environment = environment
    reading = ScreenRead("expiring lots", service: environment.service)
  }

  var keymaps: [Keymap] {
    [Keymap("Expiring lots", [.init(.editItem, [.enter, .char("e")])]), list.keymap]
  }

  private func readRows() throws {
    let counted = try ExpiringCount.read(environment.service)
    days = counted.days
    rows.elements = counted.lots
  }

  func draw(into canvas: inout Canvas, in rect: Rect, context: DrawContext) {
    reading.readIfNeverRead(readRows)
    let (middle, bottom) = rect.splitBottom(1)
    canvas.cursor = list.draw(
      into: &canvas, in: middle, dataSource: rows,
      emptyText: reading.emptyText("No lot has expired or expires within \(days) days."))
    let expired = rows.elements.count(where: \.isExpired)
    let text =
      reading.failed
      ? ""
      : "\(expired) expired · \(rows.elements.count - expired) due within \(days) days (stockroom expiring --within)"
    canvas.put(text, in: bottom, role: .dim)
  }

  func handle(_ event: InputEvent) -> ScreenAction {
    switch event {
    case .tick: return reading.readIfChanged(readRows)
    case .command(.editItem):
      guard let lot = rows.element(at: list.selectedIndex),
        let item = try? environment.service.item(id: lot.itemID)
      else { return .bell }
      return .push(ItemEditorScreen(environment: environment, editing: item))
    case .command: return .unhandled
    default: break
    }
    let result = list.handle(event, rowCount: rows.rowCount)
    if case .activated = result { return handle(.command(.editItem)) }
    return list.action(for: result)
  }
}

extension Command {
  static let showExpiring = Command(
    "expiring.show", label: "Expiring", help: "Lots that have expired or expire soon (stockroom expiring)")
}

/// The lots the Expiring screen and the header badge show: within the saved window, on an inventory with lots
/// (a station whose server is away has none to show).
enum ExpiringCount {
  static func read(_ service: any Inventory) throws -> (lots: [ExpiringLot], days: Int) {
    let days = ExpiryWindow.days(saved: try service.setting(ExpiryWindow.settingKey))
    guard let lots = service as? any LotInventory else { return ([], days) }
    return (try lots.expiringLots(in: ExpiryWindow(days: days)), days)
  }
}
