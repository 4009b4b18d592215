#!/usr/bin/env bash
# Prints each test target's wall time in a `swift test` run, from swift-testing's event stream (JSON lines):
# the span from its first test starting to its last ending (targets run side by side, so spans overlap) and
# how many tests it ran. Usage: scripts/target-times.sh EVENTS.jsonl
set -euo pipefail
events=${1:?usage: target-times.sh EVENTS.jsonl}
[[ -s $events ]] || { echo "target-times: no events in $events" >&2; exit 0; }
awk '
  /"kind":"testStarted"|"kind":"testEnded"/ {
    if (!match($0, /"absolute":[0-9.]+/)) next
    at = substr($0, RSTART + 11, RLENGTH - 11) + 0
    if (!match($0, /"testID":"[A-Za-z0-9_]+\./)) next
    target = substr($0, RSTART + 10, RLENGTH - 11)
    if (!(target in first) || at < first[target]) first[target] = at
    if (!(target in last) || at > last[target]) last[target] = at
    if ($0 ~ /"kind":"testEnded"/ && $0 ~ /"testID":"[^"]*\(/) tests[target]++
  }
  END {
    for (target in first) printf "%8.1f s  %5d tests  %s\n", last[target] - first[target], tests[target], target
  }
' "$events" | sort -rn | { echo "Wall time per test target (first test started to last ended; targets overlap):"; cat; }
