import ArgumentParser
import Foundation
import InventoryCore

extension AlertsCommand {
  struct Desktop: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Turn desktop notifications of new alerts on or off (on unless turned off).",
      discussion: """
        A sender (alerts watch, an open terminal UI) shows each new alert once with notify-send when it is on \
        PATH and DISPLAY, WAYLAND_DISPLAY or DBUS_SESSION_BUS_ADDRESS is set. Turned on again, it starts with \
        the alerts raised from then on.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "on or off (none: say which it is).") var state: String?

    func run() throws {
      try reportingFailures {
        let store = try global.openAlerts()
        if let state {
          let on: Bool
          do { on = try AlertSettingRules.desktopSwitch(state) } catch {
            throw CommandFailure(message: "\(error)", status: ExitStatus.usage)
          }
          try AlertChannelSettings.setDesktop(on, in: store)
        }
        let on = try AlertChannelSettings.desktopIsOn(in: store)
        let here = DesktopNotifier() != nil
        print(
          "desktop notifications: \(on ? "on" : "off")"
            + (on && !here ? " (none can be shown here: no notify-send on PATH or no desktop session)" : ""))
      }
    }
  }

  struct SetEmail: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set-email",
      abstract: "Mail a digest of new alerts to ADDRESS through sendmail, at most once per interval.",
      discussion: """
        One mail per interval lists every alert raised since the last digest (piped to `sendmail -t -oi`). A \
        digest that could not be mailed is kept and its alerts listed again in the next one. The first digest \
        after an address is first set lists the alerts raised from then on.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The address, e.g. stock@example.com.") var address: String?
    @Option(help: "Time between digests: 90s, 30m, 2h, 1d (1 second to 7 days; default 30m).") var every: String?
    @Option(help: "The sendmail program (default /usr/sbin/sendmail, then sendmail on PATH).") var sendmail: String?
    @Flag(help: "Mail nothing.") var clear = false

    func validate() throws {
      guard (address == nil) == clear else { throw ValidationError("give an address, or --clear") }
      do {
        if let address { _ = try AlertSettingRules.emailAddress(address) }
        if let every { _ = try AlertSettingRules.digestInterval(every) }
        if let sendmail { _ = try AlertSettingRules.sendmailPath(sendmail) }
      } catch { throw ValidationError("\(error)") }
    }

    func run() throws {
      try reportingFailures {
        let store = try global.openAlerts()
        try AlertChannelSettings.setEmail(address: address, every: every, sendmail: sendmail, in: store)
        let saved = try AlertChannelSettings.email(in: store)
        guard let address = saved.address else { return print("no alerts are mailed") }
        print(
          "alerts are mailed to \(address.terminalSafe), a digest at most every "
            + AlertSettingRules.intervalWording(saved.everySeconds)
            + (saved.sendmail.map { " through \($0.terminalSafe)" } ?? ""))
      }
    }
  }
}
