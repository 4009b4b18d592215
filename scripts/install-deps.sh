#!/usr/bin/env bash
# Installs the Debian packages stockroom needs, only those missing.
# As root it runs apt-get; otherwise sudo (non-interactive); otherwise it prints the exact command and fails.
set -euo pipefail

packages=(
  libncursesw5-dev   # terminal UI (ncursesw)
  libsqlite3-dev     # storage (GRDB links the system SQLite)
  sqlite3            # benchmarks compare against the sqlite3 CLI
  libzbar-dev        # barcode decoding (first decoder)
  libzxing-dev       # zxing-cpp, the second decoder (DataMatrix, PDF417, Aztec, FNC4, cross-checks)
  zbar-tools         # zbarimg, the benchmark peer for decoding
  libv4l-dev         # webcam capture (libv4l2)
  libpng-dev         # PNG frames
  libjpeg62-turbo-dev # JPEG frames
  zint libzint-dev   # barcode generation for fixtures and labels
  qrencode           # benchmarks compare a QR code drawn in the terminal against qrencode
  time               # GNU time: benchmarks measure the peak memory of other programs with it
  libcairo2-dev      # drawing generated codes and labels to PNG, SVG and PDF
  fonts-dejavu-core  # the font of the digits under a barcode and of label text
  poppler-utils      # pdftoppm: tests render label and card PDFs to images and scan them back
  tmux               # end-to-end tests drive the real UI in tmux
  cups-client        # lp and lpstat: --print and `stockroom printers` run them
  cups printer-driver-cups-pdf # tests only: a private cupsd with a PDF printer receives what --print sends
  postgresql         # tests only: the PostgreSQL store's suites start a private server (initdb) of their own
)

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
echo "stockroom: installing missing Debian packages: ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
  bash -c "$command"
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo bash -c "$command"
else
  echo "stockroom: cannot install packages without root. Run this, then try again:" >&2
  echo "  sudo bash -c '$command'" >&2
  exit 1
fi
