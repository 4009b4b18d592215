#!/usr/bin/env bash
# Installs the Debian packages a make target needs, only those missing:
#   scripts/install-deps.sh run    building and running stockroom (make run, make build, make install)
#   scripts/install-deps.sh test   run's, plus what the tests drive (make test; CI runs it on a clean clone)
#   scripts/install-deps.sh bench  run's, plus the programs the benchmarks compare against (make bench)
#   scripts/install-deps.sh deb    run's, plus what building a .deb needs (make deb)
#   scripts/install-deps.sh --list SET   prints the packages of SET, one a line, and installs nothing
# As root it runs apt-get; otherwise sudo (non-interactive); otherwise it prints the exact command and fails.
set -euo pipefail

# Building and running: libraries the binary links, and what it runs itself.
run_packages=(
  libncursesw5-dev    # terminal UI (ncursesw)
  libsqlite3-dev      # storage (GRDB links the system SQLite)
  libzbar-dev         # barcode decoding (first decoder)
  libzxing-dev        # zxing-cpp, the second decoder (DataMatrix, PDF417, Aztec, FNC4, cross-checks)
  libv4l-dev          # webcam capture (libv4l2)
  libpng-dev          # PNG frames
  libjpeg62-turbo-dev # JPEG frames
  libzint-dev         # barcode generation for labels, codes and the demo video
  libcairo2-dev       # drawing generated codes and labels to PNG, SVG and PDF
  fonts-dejavu-core   # the font of the digits under a barcode and of label text
  cups-client         # lp and lpstat: --print and `stockroom printers` run them
  python3             # scripts/generate-man.py writes the man pages (make install, make deb)
)

# Tests: programs the suites run, and the servers they start privately.
test_packages=(
  zint                # fixtures: codes drawn by zint's own CLI
  sqlite3             # tests open databases behind stockroom's back with the sqlite3 CLI
  poppler-utils       # pdftoppm: tests render label and card PDFs to images and scan them back
  tmux                # end-to-end tests drive the real UI in tmux
  cups printer-driver-cups-pdf # a private cupsd with a PDF printer receives what --print sends
  postgresql          # the PostgreSQL store's suites start a private server (initdb) of their own
  openssl             # a test certificate authority for the TLS connection tests
  man-db groff        # the generated man pages are rendered with man -l, which must not warn
  dpkg-dev chrpath lintian # the .deb test: dpkg-shlibdeps for Depends, chrpath, lintian checks the package
)

# Benchmarks: the peers stockroom is compared against.
bench_packages=(
  sqlite3             # benchmarks compare against the sqlite3 CLI
  zint                # benchmark inputs drawn by zint's CLI
  zbar-tools          # zbarimg, the benchmark peer for decoding
  qrencode            # a QR code drawn in the terminal, compared against qrencode
  time                # GNU time: peak memory of other programs
  poppler-utils       # pdftoppm: label benchmarks read their PDFs back
  python3-venv        # scan-bench's modern reference, zxing-cpp from PyPI, in a venv
  tmux                # terminal-bench and tui-bench drive the real UI in tmux
  postgresql          # station-bench and cli-scan-bench start a private server (initdb) of their own
  gcc                 # terminal-bench builds the tests' fake V4L2 driver
)

# A Debian package: dpkg-shlibdeps maps the binary's libraries to packages.
deb_packages=(
  dpkg-dev            # dpkg-shlibdeps
  chrpath             # removes the RUNPATH SwiftPM links into the binary
)

list=false
if [[ "${1:-}" == "--list" ]]; then
  list=true
  shift
fi
set_name="${1:-run}"
case "$set_name" in
  run) packages=("${run_packages[@]}") ;;
  test) packages=("${run_packages[@]}" "${test_packages[@]}") ;;
  bench) packages=("${run_packages[@]}" "${bench_packages[@]}") ;;
  deb) packages=("${run_packages[@]}" "${deb_packages[@]}") ;;
  *)
    echo "usage: scripts/install-deps.sh [--list] run|test|bench|deb" >&2
    exit 64
    ;;
esac

if $list; then
  printf '%s\n' "${packages[@]}"
  exit 0
fi

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
echo "stockroom: installing missing Debian packages ($set_name): ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
  bash -c "$command"
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo bash -c "$command"
else
  echo "stockroom: cannot install packages without root. Run this, then try again:" >&2
  echo "  sudo bash -c '$command'" >&2
  exit 1
fi
