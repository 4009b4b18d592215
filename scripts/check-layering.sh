#!/usr/bin/env bash
# Keeps the architecture honest: the core imports no C module, no storage and no front end,
# and each C module is imported only by its own thin wrapper folder.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
if grep -rnE '^import (CZBar|CZXing|CZint|CCairo|CV4L2|CNCursesW|CImageIO|GRDB|SQLiteStore|PostgresStore|PostgresNIO|StockroomCLI|Scanning|TerminalUI|App)\b' Sources/InventoryCore; then
  echo "layering: InventoryCore must stay pure Swift" >&2; status=1
fi
# CodeRendering draws codes and sheets: it knows no storage and no screen. Labelling (items to labels) sits on
# the store and the renderer, below both front ends.
if grep -rnE '^import (GRDB|SQLiteStore|Labelling|StockroomCLI|TerminalUI|App)\b' Sources/CodeRendering; then
  echo "layering: CodeRendering must not import storage or a front end" >&2; status=1
fi
if grep -rnE '^import (StockroomCLI|TerminalUI|App|ArgumentParser)\b' Sources/Labelling; then
  echo "layering: Labelling must not import a front end" >&2; status=1
fi
if grep -rnE '^import ' Sources/Printing | grep -vE ':import (Foundation|Dispatch|Glibc|Synchronization)$'; then
  echo "layering: Printing runs CUPS's programs with Foundation only" >&2; status=1
fi
# The stores sit side by side below the front ends: only the composition root (the CLI) picks one, the screens
# and the CLI's commands see the Inventory protocol. PostgresStore speaks to the server through postgres-nio alone.
hits=$(grep -rlE '^import PostgresStore\b' Sources | grep -vE '^Sources/(PostgresStore|StockroomCLI)/' || true)
if [[ -n "$hits" ]]; then echo "layering: PostgresStore imported outside the composition root: $hits" >&2; status=1; fi
if grep -rnE '^import ' Sources/PostgresStore | grep -vE ':import (Foundation|Glibc|InventoryCore|InventoryEngine|PostgresNIO|Synchronization)$'; then
  echo "layering: PostgresStore imports only InventoryCore, InventoryEngine and PostgresNIO" >&2; status=1
fi
# The engine holds the rules over the stores' storage protocols: it knows no store, no SQL library, no screen.
if grep -rnE '^import ' Sources/InventoryEngine | grep -vE ':import (Foundation|InventoryCore)$'; then
  echo "layering: InventoryEngine imports only InventoryCore" >&2; status=1
fi
# The offline journal wraps the server's inventory for the composition root; it keeps its own SQLite file.
hits=$(grep -rlE '^import OfflineScans\b' Sources | grep -vE '^Sources/(OfflineScans|StockroomCLI)/' || true)
if [[ -n "$hits" ]]; then echo "layering: OfflineScans imported outside the composition root: $hits" >&2; status=1; fi
if grep -rnE '^import ' Sources/OfflineScans | grep -vE ':import (Dispatch|Foundation|GRDB|InventoryCore|Synchronization)$'; then
  echo "layering: OfflineScans imports only InventoryCore, GRDB and the standard libraries" >&2; status=1
fi
# The product catalogue is its own SQLite file beside the inventory, whatever the inventory's store.
if grep -rnE '^import ' Sources/ProductCatalogue | grep -vE ':import (AtomicFiles|Foundation|Glibc|GRDB|InventoryCore)$'; then
  echo "layering: ProductCatalogue imports only InventoryCore, AtomicFiles and GRDB" >&2; status=1
fi
# Files written whole or not at all: POSIX calls only, below every store and front end that writes files. The
# screens and label sheets write files through it, not through a store.
if grep -rnE '^import ' Sources/AtomicFiles | grep -vE ':import (Foundation|Glibc)$'; then
  echo "layering: AtomicFiles imports only Foundation" >&2; status=1
fi
if grep -rnE '^import (SQLiteStore|PostgresStore|GRDB)\b' Sources/App Sources/Labelling; then
  echo "layering: the screens and label sheets see the Inventory protocol, not a store" >&2; status=1
fi
for module in CZBar CZXing CV4L2 CNCursesW CImageIO CZint CCairo; do
  allowed="Sources/Scanning/${module#C}"
  [[ $module == CZint || $module == CCairo ]] && allowed="Sources/CodeRendering/${module#C}"
  [[ $module == CNCursesW ]] && allowed="Sources/TerminalUI/Curses"
  hits=$(grep -rlE "^import $module\b" Sources | grep -v "^$allowed/" || true)
  if [[ -n "$hits" ]]; then echo "layering: $module imported outside $allowed: $hits" >&2; status=1; fi
done
[[ $status -eq 0 ]] && echo "layering: ok"
exit $status
