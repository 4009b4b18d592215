import Foundation
import InventoryCore

/// Runs the user's alert command for one alert: `/bin/sh -c COMMAND`, the alert as JSON on stdin and in
/// environment variables (`StockAlertMessage`), stopped after `timeout`. Exit status 0 is a send; anything else
/// is a failure worded with the command's stderr, which the sender records and retries.
struct AlertCommandRunner {
  let command: String
  let timeout: Duration

  typealias Outcome = AlertProcess.Outcome

  func send(_ alert: StockAlert) -> Outcome {
    let message = StockAlertMessage(alert)
    return AlertProcess(
      executable: "/bin/sh", arguments: ["-c", command], environment: message.environment,
      input: (try? message.json()) ?? Data(), timeout: timeout
    ).run()
  }
}
