import ArgumentParser
import Foundation
import InventoryCore

extension AlertsCommand {
  struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Send alerts raised by any station on every channel set up, each once; runs until stopped.",
      discussion: """
        Run it as a service (README: a systemd user unit) so alerts go out with no terminal UI open (an open \
        terminal UI sends them too). An alert goes out as soon as the change that raised it commits (PostgreSQL: \
        LISTEN/NOTIFY). Several senders may run: each alert is claimed by one. A failed send is \
        retried later (15 s, doubling, at most an hour apart); a sender killed mid-send leaves its alert to be \
        sent again after \(AlertLimits.claimSeconds) s, so a command may see one alert twice then (its id says so). \
        Channels: the command (alerts set-command); a desktop notification when notify-send is on PATH and \
        DISPLAY, WAYLAND_DISPLAY or DBUS_SESSION_BUS_ADDRESS is set (alerts desktop off turns it off); an e-mail \
        digest through sendmail (alerts set-email). Each channel delivers each alert once, on its own.
        """)
    @OptionGroup var global: GlobalOptions
    @Flag(help: "Send what is waiting now, then stop (exit status 1 if a send failed).") var once = false
    @Option(help: "Seconds between looks for alerts due again (1 to 3600); a change anywhere is looked at at once.")
    var interval = 5
    @Option(help: "Seconds the command may run for one alert before it is stopped (1 to 3600).")
    var timeout = AlertLimits.defaultCommandTimeoutSeconds

    func validate() throws {
      guard (1...3_600).contains(interval) else { throw ValidationError("--interval must be 1 to 3600 seconds") }
      guard (1...3_600).contains(timeout) else { throw ValidationError("--timeout must be 1 to 3600 seconds") }
    }

    func run() throws {
      try reportingFailures {
        signal(SIGPIPE, SIG_IGN)  // a command that does not read its stdin must not stop the watcher
        let outbox = AlertOutbox(alerts: try global.openAlerts(), timeout: .seconds(timeout))
        var failed = false
        var saidNoCommand = false
        var token = try? outbox.alerts.changeToken()  // nil: unknown, the wait then takes its whole interval
        while true {
          do {
            if let deliveries = try outbox.sendWaiting(Self.report) {
              saidNoCommand = false
              failed = failed || deliveries.contains(where: \.isFailure)
            } else {
              guard !once else {
                throw CommandFailure(
                  message: "no alert command: set one with stockroom alerts set-command 'COMMAND' (or an address "
                    + "with stockroom alerts set-email; no desktop notifications here)",
                  status: ExitStatus.usage)
              }
              if !saidNoCommand {
                Self.warn("no alert channel yet: alerts wait (stockroom alerts set-command, alerts set-email)")
              }
              saidNoCommand = true
            }
          } catch let failure as CommandFailure {
            throw failure
          } catch {
            // A long-lived watcher outlives a server going away: it says so and looks again.
            guard !once else { throw error }
            Self.warn("could not read alerts: \(CommandFailure(error).message); trying again in \(interval) s")
          }
          if once { break }
          token = outbox.waitForChange(after: token, upTo: Double(interval))
        }
        if failed { throw CommandFailure(message: "some alerts were not sent (see above)", status: ExitStatus.failure) }
      }
    }

    private static func report(_ delivery: AlertOutbox.Delivery) {
      switch delivery {
      case .sent(let alert): print("sent alert \(alert.id): \(alert.summary.terminalSafe)")
      case .failed(let alert, let why, let retry):
        warn("alert \(alert.id) not sent (\(why.terminalSafe)); trying again in \(retry) s")
      case .shown(let alert): print("shown alert \(alert.id) on the desktop")
      case .notShown(let alert, let why): warn("alert \(alert.id) not shown on the desktop (\(why.terminalSafe))")
      case .mailed(let alerts, let address):
        print("mailed a digest of \(alerts.count) alert\(alerts.count == 1 ? "" : "s") to \(address.terminalSafe)")
      case .notMailed(let alerts, let address, let why):
        warn(
          "digest of \(alerts.count) alert\(alerts.count == 1 ? "" : "s") not mailed to \(address.terminalSafe) "
            + "(\(why.terminalSafe)); the next digest lists them again")
      }
    }

    private static func warn(_ text: String) {
      FileHandle.standardError.write(Data("stockroom alerts: \(text)\n".utf8))
    }
  }
}
