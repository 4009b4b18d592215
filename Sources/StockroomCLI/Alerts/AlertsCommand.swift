import ArgumentParser
import Foundation
import InventoryCore

struct AlertsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "alerts",
    abstract: "Stock alerts: items that went below their minimum or ran out, and the command they are sent to.",
    discussion: """
      An alert is raised once per crossing, by the change that caused it, and ends when the item recovers. \
      `stockroom alerts watch` sends each one, once per channel: to the command set with `alerts set-command`, \
      as a desktop notification (`alerts desktop`), and in an e-mail digest (`alerts set-email`).
      """,
    subcommands: [List.self, Acknowledge.self, SetCommand.self, SetEmail.self, Desktop.self, Watch.self],
    defaultSubcommand: List.self)

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List open alerts (every alert with --all), newest first.")
    @OptionGroup var global: GlobalOptions
    @Flag(help: "Past alerts too (items that recovered).") var all = false
    @Option(help: "How many alerts.") var limit = 100
    @Flag(help: "Print JSON.") var json = false

    struct JSONAlert: Encodable {
      var message: StockAlertMessage
      var open: Bool
      var acknowledged: Bool
      var sent: Bool
      var failedAttempts: Int
      var lastFailure: String?
      /// The desktop and e-mail channels' state of it (the command's is above).
      var deliveries: [JSONDelivery]
    }

    struct JSONDelivery: Encodable {
      var channel: String
      var sent: Bool
      var failedAttempts: Int
      var lastFailure: String?
    }

    func validate() throws {
      guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
    }

    func run() throws {
      try reportingFailures {
        let store = try global.openAlerts(for: .reading)
        let alerts = try store.alerts(openOnly: !all, limit: limit)
        let deliveries = try store.alertDeliveries(alertIDs: alerts.map(\.id))
        if json {
          return try JSONOutput.print(
            alerts.map {
              JSONAlert(
                message: StockAlertMessage($0), open: $0.isOpen, acknowledged: $0.acknowledgedAt != nil,
                sent: $0.sentAt != nil, failedAttempts: $0.failedAttempts, lastFailure: $0.lastFailure,
                deliveries: (deliveries[$0.id] ?? []).map {
                  JSONDelivery(
                    channel: $0.channel.rawValue, sent: $0.sentAt != nil, failedAttempts: $0.failedAttempts,
                    lastFailure: $0.lastFailure)
                })
            })
        }
        if alerts.isEmpty { return print(all ? "no alerts yet" : "no open alerts") }
        for alert in alerts { print(Self.line(alert, deliveries: deliveries[alert.id] ?? [])) }
      }
    }

    /// `12  2026-11-28T06:00:00.000Z  Tea is below its minimum: 4 left, minimum 5  [sent, seen]`
    static func line(_ alert: StockAlert, deliveries: [AlertDelivery] = []) -> String {
      var marks: [String] = []
      if !alert.isOpen { marks.append("ended") }
      marks.append(alert.sendingState)
      marks += deliveries.map(\.wording)
      if alert.acknowledgedAt != nil { marks.append("seen") }
      return "\(String(alert.id).padded(toColumns: 5, alignRight: true))  \(Timestamps.iso8601(alert.raisedAt))  "
        + "\(alert.summary.terminalSafe)  [\(marks.joined(separator: ", "))]"
    }
  }

  struct Acknowledge: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ack", abstract: "Mark an alert seen.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The alert's number (stockroom alerts lists them).") var id: Int64

    func run() throws {
      try reportingFailures {
        guard try global.openAlerts().acknowledgeAlert(id: id) else {
          throw CommandFailure(message: "no alert number \(id)", status: ExitStatus.notFound)
        }
        print("alert \(id) marked seen")
      }
    }
  }

  struct SetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set-command",
      abstract: "Set the command each alert is sent to (run by /bin/sh; the alert as JSON on stdin).",
      discussion: """
        Environment: STOCKROOM_ALERT_ID, _KIND (below_minimum, out_of_stock), _ITEM, _ITEM_ID, _QUANTITY, \
        _MINIMUM, _STATION, _SUMMARY. Exit status 0 means sent; anything else is retried later.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The command, e.g. 'mail -s \"$STOCKROOM_ALERT_SUMMARY\" me@example.com'.") var command: String?
    @Flag(help: "Send alerts nowhere (they wait, unsent).") var clear = false

    func validate() throws {
      guard (command == nil) == clear else { throw ValidationError("give a command, or --clear") }
      if let command {
        do { _ = try AlertSettingRules.command(command) } catch { throw ValidationError("\(error)") }
      }
    }

    func run() throws {
      try reportingFailures {
        let kept = try AlertChannelSettings.setCommand(command, in: try global.openAlerts())
        print(kept.map { "alerts go to: \($0)" } ?? "alerts are sent nowhere; they wait unsent")
      }
    }
  }
}
