#!/usr/bin/env bash
# Installs or uninstalls stockroom (make install / make uninstall):
#   scripts/install.sh install BINARY    the binary, man pages and bash/zsh/fish completions under
#                                        $DESTDIR$PREFIX, and a manifest of what it wrote
#   scripts/install.sh uninstall         removes exactly what the manifest lists, then the manifest
# PREFIX defaults to /usr/local. No resources are needed beside the binary: `stockroom demo` draws its
# video when it starts.
set -euo pipefail

prefix="${PREFIX:-/usr/local}"
root="${DESTDIR:-}$prefix"
manifest="$root/share/stockroom/install-manifest"
here="$(cd "$(dirname "$0")" && pwd)"

case "${1:-}" in
  install)
    binary="${2:?usage: scripts/install.sh install BINARY}"
    [[ -x "$binary" ]] || { echo "stockroom: no binary at $binary (make release builds it)" >&2; exit 66; }
    staging="$(mktemp -d)"
    trap 'rm -rf "$staging"' EXIT
    "$here/generate-man.py" "$binary" "$staging/man" >/dev/null
    # bash-completion sources the file: no #! line (argument-parser writes one).
    "$binary" --generate-completion-script bash | sed '1{/^#!/d}' > "$staging/stockroom.bash"
    "$binary" --generate-completion-script zsh > "$staging/_stockroom"
    "$binary" --generate-completion-script fish > "$staging/stockroom.fish"

    installed=()
    put() { # put MODE SOURCE DESTINATION (relative to $root)
      install -D -m "$1" "$2" "$root/$3"
      installed+=("$3")
    }
    put 755 "$binary" bin/stockroom
    for page in "$staging"/man/*.1; do put 644 "$page" "share/man/man1/$(basename "$page")"; done
    put 644 "$staging/stockroom.bash" share/bash-completion/completions/stockroom
    # zsh: Debian's zsh reads packages' functions from vendor-completions, local ones from site-functions.
    zsh_folder=share/zsh/site-functions
    [[ "$prefix" == /usr ]] && zsh_folder=share/zsh/vendor-completions
    put 644 "$staging/_stockroom" "$zsh_folder/_stockroom"
    put 644 "$staging/stockroom.fish" share/fish/vendor_completions.d/stockroom.fish
    mkdir -p "$(dirname "$manifest")"
    printf '%s\n' "${installed[@]}" > "$manifest"
    echo "stockroom: installed ${#installed[@]} files under $root (listed in $manifest)"
    ;;
  uninstall)
    [[ -f "$manifest" ]] || { echo "stockroom: nothing to uninstall: no $manifest" >&2; exit 66; }
    count=0
    while IFS= read -r file; do
      [[ -n "$file" && "$file" != /* && "$file" != *..* ]] || continue
      if [[ -e "$root/$file" || -L "$root/$file" ]]; then
        rm -f "$root/$file"
        count=$((count + 1))
      fi
    done < "$manifest"
    rm -f "$manifest"
    rmdir "$(dirname "$manifest")" 2>/dev/null || true
    echo "stockroom: removed $count files from $root"
    ;;
  *)
    echo "usage: scripts/install.sh install BINARY | uninstall" >&2
    exit 64
    ;;
esac
