#!/usr/bin/env bash
# Joins the result files each benchmark wrote into BENCHMARKS.md (stdout).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "# Benchmarks"
echo
echo "Every figure below was measured by \`make bench\` on the machine and date it names, with the peer"
echo "measured in the same run. Do not edit by hand: run \`make bench\`."
echo
for name in inventory import cli-scan scanning scan-screen terminal tui labels stations catalog; do
  file="Benchmarks/results/$name.md"
  [[ -f "$file" ]] || { echo "_($file missing: run make bench)_"; echo; continue; }
  cat "$file"
  echo
done
