import ArgumentParser
import InventoryCore

struct ExpiringCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "expiring", abstract: "List lots that have expired or expire soon, with where they are.",
    discussion: """
      A lot is due when its expiry (else its best-before date) is within the window, expired when it is past.
      The window is 14 days unless a default saved with --save-default says otherwise, and an item's own
      (items edit ITEM --expiry-window 30d) replaces it for its lots; --within gives one window for every item.
      Examples: stockroom expiring; stockroom expiring --within 30d --json; stockroom expiring --within 2w --save-default
      """)
  @OptionGroup var global: GlobalOptions
  @Option(help: ArgumentHelp("How far ahead to look: days (14d, 14) or weeks (2w).", valueName: "days"))
  var within: String?
  @Flag(help: "Keep --within as the default for later runs and the Expiring screen.") var saveDefault = false
  @Flag(help: "Print JSON.") var json = false

  struct JSONLot: Encodable {
    var itemId: Int64
    var item: String
    var lot: String?
    var serial: String?
    var expiry: String?
    var bestBefore: String?
    var location: String
    var quantity: Int
    var status: String
  }

  func validate() throws {
    if let within, ExpiryWindow.days(from: within) == nil {
      throw ValidationError("--within takes days (14d) or weeks (2w), up to \(ExpiryWindow.maximumDays) days")
    }
    if saveDefault && within == nil { throw ValidationError("--save-default keeps the --within given: give one") }
  }

  func run() throws {
    try reportingFailures {
      let inventory = try global.openLots(for: saveDefault ? .writing : .reading)
      let days =
        try within.flatMap(ExpiryWindow.days(from:))
        ?? ExpiryWindow.days(saved: inventory.setting(ExpiryWindow.settingKey))
      if saveDefault { try inventory.setSetting(ExpiryWindow.settingKey, to: String(days)) }
      let lots = try inventory.expiringLots(in: ExpiryWindow(days: days, forEveryItem: within != nil))
      if json {
        return try JSONOutput.print(
          lots.map {
            JSONLot(
              itemId: $0.itemID, item: $0.itemName, lot: $0.details.batch, serial: $0.details.serial,
              expiry: $0.details.expiry, bestBefore: $0.details.bestBefore, location: $0.location,
              quantity: $0.quantity,
              status: $0.isExpired ? "expired" : "due")
          })
      }
      guard !lots.isEmpty else {
        return print("nothing expires within \(days) days\(within == nil ? " (or its item's own window)" : "")")
      }
      for lot in lots {
        let status = lot.isExpired ? "EXPIRED" : "due"
        print(
          "\(status) \(lot.useBy)  \(lot.itemName) × \(lot.quantity) · \(lot.details.summary) @ \(lot.location)"
            .terminalSafe)
      }
    }
  }

}
