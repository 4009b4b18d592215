import BenchSupport
import Foundation

enum KeyReport {
  static func markdown(_ results: [KeyResult], options: Options) -> String {
    guard !results.isEmpty else { return "" }
    var text = """
      ## Key → screen through a real terminal (issue 27)

      Measured by `terminal-bench` on \(BenchMachine.summary), release build; load average (1 min) before \
      and after each row in its last column: other builds shared the machine.

      The release `stockroom` runs in a private tmux server (120×34, TERM=tmux-256color); a tmux control-mode \
      client (`tmux -C`) sends each key with `send-keys` and timestamps the `%output` notifications carrying \
      what the program wrote to its terminal. "First byte": key sent → first output; "settled": key sent → \
      last output before 80 ms of silence. Keys go one at a time at typing pace (each 40 ms after the answer \
      to the previous one settled). The search letters are "coffee", typed after `/` (each letter filters the \
      list); the units and value at the bottom, summed once typing pauses for 350 ms, are not part of a \
      letter's figure. Inventories are generated through the app's import. The peer, `cat` echoing each key on \
      a raw terminal in the same kind of session, is what tmux, the pty and this machine's scheduling cost with \
      no program work at all. Goal: ordinary typing under 16 ms (one frame). A search letter on a large list \
      is drawn at once and its rows read off the input thread (keys never wait for them): its goal is the \
      letter shown (first byte) under 16 ms and the rows (settled) under 100 ms, as for the other list reads.

      | items | key | keys | first byte p50 | first byte p95 | settled p50 | settled p95 | no answer | goal (p95) | | load |
      |---|---|---|---|---|---|---|---|---|---|---|

      """
    for result in results {
      let met = result.size == 0 ? "(peer)" : result.isMet ? "met" : "**not met**"
      text +=
        "| \(result.size == 0 ? "—" : result.size.formatted()) | \(result.name) | \(result.first.count) "
        + "| \(format(result.first.p50, decimals: 1)) ms | \(format(result.first.p95, decimals: 1)) ms "
        + "| \(format(result.settled.p50, decimals: 1)) ms | \(format(result.settled.p95, decimals: 1)) ms "
        + "| \(result.unanswered) | \(result.size == 0 ? "" : result.goal) | \(met) "
        + "| \(result.load.joined(separator: " → ")) |\n"
    }
    return text
  }

  static func markdown(_ paused: PausedServerKeys.Result) -> String {
    let away = paused.toAway.map { format($0 / 1000, decimals: 1) + " s" }.joined(separator: ", ")
    var text = """
      ## Keys while the server hangs (issue 21)

      Measured by `terminal-bench` on \(BenchMachine.summary), release build. The terminal UI runs in tmux on a \
      private PostgreSQL server (40 items, Unix socket); every server process is paused with SIGSTOP (a hung \
      host or a half-open network: connections open, nothing answering). "Pause → away": from the pause to the \
      header saying "server away since …" on an idle screen (the probe asks every 2 s and gives up after 3 s; \
      goal under 5 s): \(away). Keys: sent from the moment of the pause at typing pace, timed as above; the \
      first key of a round meets a read that does not answer: the key waits for it 40 ms (the soft wait), then \
      its screen is drawn as last read, "reading…", while the read goes on (a stall past its 250 ms deadline); \
      the keys after it are answered from what is on screen, their reads refused unsent. Goal: p95 under 100 ms.

      | items | key | keys | first byte p50 | first byte p95 | settled p50 | settled p95 | max | no answer | | load |
      |---|---|---|---|---|---|---|---|---|---|---|

      """
    for result in paused.keys {
      let max = result.settled.milliseconds.max() ?? .nan
      text +=
        "| \(result.size) | \(result.name) | \(result.first.count) "
        + "| \(format(result.first.p50, decimals: 1)) ms | \(format(result.first.p95, decimals: 1)) ms "
        + "| \(format(result.settled.p50, decimals: 1)) ms | \(format(result.settled.p95, decimals: 1)) ms "
        + "| \(format(max, decimals: 0)) ms | \(result.unanswered) | \(result.isMet ? "met" : "**not met**") "
        + "| \(result.load.joined(separator: " → ")) |\n"
    }
    return text
  }

  static func markdown(_ results: [CPUResult], options: Options) -> String {
    guard !results.isEmpty else { return "" }
    var text = """
      ## The Scan tab's share of a core on a 720p30 stream with no code (issue 27)

      Measured by `terminal-bench` on \(BenchMachine.summary), release build; load average (1 min) at each \
      round in the last column: other builds shared the machine.

      A fake V4L2 camera (the scanning tests' driver, loaded with LD_PRELOAD and served through the real \
      libv4l2 as YUYV) delivers 1280×720 frames at 30 a second, each DQBUF waiting for its frame's time as a \
      real camera's does, and copying frames converted once (so the fake costs about what a real driver's DMA \
      does): a lit desk with sensor noise that differs in every frame, no code. A camera that sends only YUYV is \
      streamed as it comes and its luma copied out; a webcam that also offers MJPEG is left to libv4l2, whose \
      conversion (not measured here) adds to the pipeline's figure. The figure is the whole \
      process's user + system time (/proc/PID/stat, every thread) over \(format(options.cpuSeconds, decimals: 0)) s \
      of wall time after 3 s of warming up, as a percentage of one core. The terminal UI runs in tmux on the \
      Scan tab, live the whole time; its drawing is the difference to the pipeline alone. Median of \(options.cpuRounds) \
      rounds. Goal: the Scan tab ≤ 10 % of a core.

      | process | % of a core (median) | rounds | goal | load |
      |---|---|---|---|---|

      """
    for result in results {
      let median = Self.median(result.percents)
      let goal = result.name.hasPrefix("terminal UI") ? (median <= 10 ? "≤ 10 %: met" : "≤ 10 %: **not met**") : "—"
      text +=
        "| \(result.name) | \(format(median, decimals: 1)) % "
        + "| \(result.percents.map { format($0, decimals: 1) }.joined(separator: ", ")) | \(goal) "
        + "| \(result.load.joined(separator: ", ")) |\n"
    }
    if results.count == 2 {
      let extra = zip(results[1].percents, results[0].percents).map { $0 - $1 }
      text +=
        "| the Scan tab's drawing (Scan tab − pipeline alone, round by round) | \(format(median(extra), decimals: 1)) % "
        + "| \(extra.map { format($0, decimals: 1) }.joined(separator: ", ")) | — | |\n"
    }
    return text
  }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
