#!/usr/bin/env bash
# Builds stockroom's Debian package (make deb):
#   scripts/build-deb.sh BINARY OUTPUT_FOLDER
# The binary (stripped), man pages, bash/zsh/fish completions, a copyright file and a changelog, with
# Depends worked out by dpkg-shlibdeps from the libraries the binary links (runtime packages only, never
# -dev). Prints the path of the .deb. The binary must not need the Swift toolchain's own libraries (build it
# with --static-swift-stdlib, as make deb does); STOCKROOM_DEB_ALLOW_SWIFT_RUNTIME=1 lets a test package a
# debug binary anyway, to check the package's shape; STOCKROOM_DEB_FAST=1 compresses it
# with gzip -1 instead of xz, for tests.
set -euo pipefail

binary="${1:?usage: scripts/build-deb.sh BINARY OUTPUT_FOLDER}"
output="${2:?usage: scripts/build-deb.sh BINARY OUTPUT_FOLDER}"
here="$(cd "$(dirname "$0")" && pwd)"
[[ -x "$binary" ]] || { echo "stockroom: no binary at $binary (make release builds it)" >&2; exit 66; }
for tool in dpkg-deb dpkg-shlibdeps chrpath; do
  command -v "$tool" >/dev/null || { echo "stockroom: $tool is missing (scripts/install-deps.sh deb)" >&2; exit 69; }
done

swift_runtime=$(objdump -p "$binary" | awk '$1 == "NEEDED" && $2 ~ /^lib(swift|Foundation|dispatch|BlocksRuntime)/ {print $2}')
if [[ -n "$swift_runtime" && "${STOCKROOM_DEB_ALLOW_SWIFT_RUNTIME:-}" != 1 ]]; then
  echo "stockroom: $binary needs the Swift toolchain's libraries ($(echo $swift_runtime)), which no Debian" \
    "package provides: build it with --static-swift-stdlib (make deb)" >&2
  exit 65
fi

version=$("$binary" --version)
architecture=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
package="$work/stockroom"
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git -C "$here/.." log -1 --format=%ct 2>/dev/null || date +%s)}"

# Files, as make install would put them under /usr.
DESTDIR="$package" PREFIX=/usr "$here/install.sh" install "$binary" >/dev/null
rm -rf "$package/usr/share/stockroom" # the manifest is for make uninstall; dpkg keeps its own list
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$package/usr/bin/stockroom"
# SwiftPM links a RUNPATH ($ORIGIN, the toolchain's folder); a packaged binary finds its libraries in /usr/lib.
chrpath -d "$package/usr/bin/stockroom" >/dev/null
gzip -9n "$package"/usr/share/man/man1/*.1
doc="$package/usr/share/doc/stockroom"
mkdir -p "$doc"
cat > "$doc/copyright" <<'COPYRIGHT'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: stockroom
Comment: The binary statically includes the Swift standard library, Foundation and Dispatch (Apache-2.0
 with Runtime Library Exception), GRDB.swift (MIT), swift-argument-parser (Apache-2.0) and postgres-nio
 with SwiftNIO (Apache-2.0).

Files: *
Copyright: 2026 the stockroom authors
License: other
 No licence has been chosen for stockroom yet; until one is, ask its maintainers before redistributing.

Files: GRDB.swift/*
Copyright: Gwendal Roué
License: Expat
 Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
 associated documentation files (the "Software"), to deal in the Software without restriction, including
 without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the
 following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or substantial
 portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
 LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.

Files: swift/* swift-argument-parser/* postgres-nio/* swift-nio/*
Copyright: Apple Inc. and the Swift project authors; the Vapor and SwiftNIO project authors
License: Apache-2.0
 On Debian systems, the full text of the Apache License, Version 2.0 can be found in
 /usr/share/common-licenses/Apache-2.0.
COPYRIGHT
printf 'stockroom (%s) unstable; urgency=medium\n\n  * Package built from the repository by scripts/build-deb.sh.\n\n -- stockroom maintainers <maintainers@stockroom.invalid>  %s\n' \
  "$version" "$(date -u -R -d "@$SOURCE_DATE_EPOCH")" | gzip -9n > "$doc/changelog.gz"

# Depends: the packages holding the libraries the binary links (dpkg-shlibdeps wants a debian/control).
mkdir -p "$work/src/debian"
printf 'Source: stockroom\n\nPackage: stockroom\nArchitecture: any\n' > "$work/src/debian/control"
shlibdeps_options=()
[[ -n "$swift_runtime" ]] && shlibdeps_options+=(--ignore-missing-info)
depends=$(cd "$work/src" && dpkg-shlibdeps -O "${shlibdeps_options[@]}" "$package/usr/bin/stockroom" 2>/dev/null \
  | sed -n 's/^shlibs:Depends=//p')
[[ -n "$depends" ]] || { echo "stockroom: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

mkdir -p "$package/DEBIAN"
cat > "$package/DEBIAN/control" <<CONTROL
Package: stockroom
Version: $version
Architecture: $architecture
Maintainer: stockroom maintainers <maintainers@stockroom.invalid>
Installed-Size: $(du -sk --exclude=DEBIAN "$package" | cut -f1)
Depends: $depends
Recommends: cups-client, fonts-dejavu-core
Section: utils
Priority: optional
Homepage: https://stockroom.invalid/
Description: terminal inventory manager with barcode scanning
 stockroom keeps a shop's or a store room's stock: scan products with a
 webcam or a USB barcode scanner, see what is running low, count, receive
 and remove stock in sessions, print labels, and keep CSV backups. It keeps
 its data in a SQLite file, or on a PostgreSQL server shared by several
 stations. Its terminal UI uses ncurses; every action also has a command.
CONTROL

mkdir -p "$output"
deb="$output/stockroom_${version}_${architecture}.deb"
compression=(-Zxz)
[[ "${STOCKROOM_DEB_FAST:-}" == 1 ]] && compression=(-Zgzip -z1)
dpkg-deb --root-owner-group "${compression[@]}" --build "$package" "$deb" >/dev/null
echo "$deb"
