#!/usr/bin/env bash
# The guide's pictures of the terminal UI, made from the real app: a small shop's inventory is built with the
# command line, the app runs in a private tmux server, each screen is captured with its colours
# (`tmux capture-pane -e`) and drawn as a PNG by terminal-screenshot. `make docs` runs it.
#   scripts/make-screenshots.sh STOCKROOM TERMINAL_SCREENSHOT OUT_FOLDER
set -euo pipefail
stockroom=$(realpath "$1"); shot=$(realpath "$2"); out=$3
columns=104; rows=26
work=$(mktemp -d)
socket="$work/tmux.sock"
cleanup() { tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$out"
db="$work/shop.sqlite"
export HOME="$work" STOCKROOM_STATION=till LANG=C.UTF-8
add() { "$stockroom" --db "$db" items add "$@" > /dev/null; }
add --name "Arabica coffee beans 1 kg" --barcode 4006381333931 --quantity 14 --minimum 6 --price 18.90 --category Coffee
add --name "Espresso roast 500 g" --barcode 5901234123457 --quantity 3 --minimum 6 --price 9.50 --category Coffee
add --name "Green tea, 20 bags" --barcode 0012345678905 --quantity 22 --minimum 10 --price 3.20 --category Tea
add --name "Earl Grey loose 250 g" --quantity 0 --minimum 4 --price 6.75 --category Tea
add --name "Oat milk 1 l" --barcode 4015000961707 --quantity 9 --minimum 12 --price 2.10 --category Dairy
add --name "Paper cups 8 oz (50)" --quantity 140 --minimum 100 --price 4.99 --category Supplies
add --name "Stirrers, wooden (1000)" --quantity 2 --minimum 1 --price 7.40 --category Supplies
add --name "Croissant, butter" --quantity 18 --minimum 12 --price 1.60 --category Bakery
add --name "Sourdough loaf" --quantity 4 --minimum 6 --price 4.20 --category Bakery
add --name "Café crème pods (10)" --barcode 7613036249928 --quantity 25 --minimum 10 --price 3.99 --category Coffee
"$stockroom" --db "$db" adjust "Green tea, 20 bags" +12 > /dev/null
"$stockroom" --db "$db" adjust "Oat milk 1 l" -3 > /dev/null
printf '4006381333931\n4006381333931\n' | "$stockroom" --db "$db" scan - > /dev/null

tmux -S "$socket" -f /dev/null new-session -d -x "$columns" -y "$rows" \
  -e TERM=tmux-256color -e LANG=C.UTF-8 -e HOME="$HOME" -e STOCKROOM_STATION=till "$stockroom" --db "$db"
capture() {
  sleep 1
  tmux -S "$socket" capture-pane -p -e -t 0 | "$shot" "$columns" "$out/$1.png"
  echo "wrote $out/$1.png"
}
keys() { tmux -S "$socket" send-keys -t 0 "$@"; }
keys 2; capture inventory
keys 3; capture low-stock
keys 4; capture history
keys 2; keys Enter; capture item-editor
keys Escape; keys q
