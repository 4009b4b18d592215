import Foundation
import InventoryCore
import Printing

/// What every screen needs: the inventory, the settings, and how the app was launched.
/// Created once by the command line (the composition root) and shared by the screens.
public final class AppEnvironment {
  public let service: any Inventory
  /// The locations role (the tree, labels, moves); nil when the inventory has none to offer (a station keeps
  /// scans offline, not moves: the composition root passes its server's).
  public let locations: (any LocationInventory)?
  /// The alerts role (listed, acknowledged), likewise the server's on a station.
  public let alerts: (any AlertInventory)?
  public let settingsStore: SettingsStore
  public var settings: AppSettings
  public let launch: LaunchOptions
  /// The local product catalogue (`stockroom catalog`): what a code no item has is, on the Scan screen and in
  /// the editor a scan opens. Nil when there is none: nothing is shown.
  public let catalogue: (any ProductCatalogue)?
  /// The scan mode, the waiting offers and the last scans: one for the whole app (every screen scans alike).
  let scanDesk = ScanDesk()
  /// The label layout and copies last chosen, offered first by the next label run.
  var labelChoices = LabelChoices()
  /// CUPS, through its `lp` and `lpstat` (tests point it at a private scheduler).
  var printing = CUPSPrinting()
  /// The printer last printed on, offered first next time.
  var lastPrinter: String?

  public struct LaunchOptions: Sendable {
    /// --no-color (NO_COLOR is read by the theme itself).
    public var noColor = false
    /// --camera: a V4L2 device, a .y4m video or a folder of images, overriding the setting.
    public var camera: String?
    /// `stockroom demo`: a throwaway database and a video from Resources as the camera.
    public var demo = false
    /// Where libv4l2/zbar/stderr chatter goes while curses owns the screen.
    public var errorLogPath: String?
    /// Why the product catalogue could not be opened: said once at start, and the app runs without it.
    public var catalogueWarning: String?
    /// How long a key waits for a write before "saving…" is shown (`SavingDialog`), and for a server's read on
    /// a station (`answerInput(within:)` is given the same): a store that answers at once never flashes a dialog.
    public var savingShownAfter: Duration = .milliseconds(250)
    public init() {}
  }

  public init(
    service: any Inventory, launch: LaunchOptions = LaunchOptions(), catalogue: (any ProductCatalogue)? = nil,
    locations: (any LocationInventory)? = nil, alerts: (any AlertInventory)? = nil
  ) throws {
    self.service = service
    self.locations = locations ?? service as? any LocationInventory
    self.alerts = alerts ?? service as? any AlertInventory
    self.catalogue = catalogue
    self.settingsStore = SettingsStore(service: service)
    self.settings = try settingsStore.load()
    self.launch = launch
  }

  /// Saves the settings as they are, on the calling thread (`stockroom demo` before the screens start; a screen
  /// saves through `saving`, off the input thread).
  public func saveSettings() throws { try settingsStore.save(settings) }
}
