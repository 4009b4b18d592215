#!/usr/bin/env bash
# Runs every test target's tests, one target after another (each target's own tests still run side by side),
# and ends with each target's wall time, so a slow target shows. Runs them all even when one fails; exits 1 if
# any did. Usage: scripts/test-by-target.sh [SWIFT]
set -uo pipefail
cd "$(dirname "$0")/.."
swift=${1:-swift}
status=0
report=()
for folder in Tests/*Tests; do
  target=$(basename "$folder")
  started=$SECONDS
  if $swift test --skip-build --filter "^$target\\."; then outcome=passed; else outcome=FAILED; status=1; fi
  report+=("$(printf '%6d s  %-26s %s' $((SECONDS - started)) "$target" "$outcome")")
done
echo
echo "Wall time per test target:"
printf '%s\n' "${report[@]}" | sort -rn
exit $status
