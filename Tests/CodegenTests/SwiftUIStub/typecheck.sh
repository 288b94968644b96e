#!/usr/bin/env bash
# Type-check Swift files against the SwiftUI stub module kept next to this script (DESIGN.md §10), or with
# --uikit against the UIKit stub module in ../UIKitStub.
#
# usage: typecheck.sh [--expect-fail] [--uikit] [--min-ios N] [--ios-sdk DIR] [--emit-module NAME DIR] [-I DIR]... [--swiftc-flag FLAG]... FILE_OR_DIR...
#
#   --swiftc-flag FLAG: one more argument for the type-checking swiftc (repeatable), e.g. `--swiftc-flag -Xfrontend
#   --swiftc-flag -debug-time-function-bodies` (scripts/compile-cost).
#
#   --emit-module NAME DIR: compile the files as module NAME into DIR/NAME.swiftmodule instead of only checking
#   them (a generated library, which a product's check then imports); -I DIR: a folder of such modules to import.
#
#   --min-ios N: the deployment target for the real SDK (`-target arm64-apple-iosN.0`, default 16), for output
#   generated with `figgen generate --min-ios N`. The stubs do not enforce availability, so it matters only there.
#
#   --uikit: check against the UIKit stub (../UIKitStub/UIKit.swift) instead of the SwiftUI stub. Only one
#   stub module is ever visible to a check: the SwiftUI and UIKit stubs are built into separate cache
#   directories and swiftc gets `-I` for just one of them. With --ios-sdk, --uikit changes nothing (the real
#   SDK has both frameworks).
#
#   --ios-sdk DIR (or FIGGEN_IOS_SDK=DIR): check against Apple's real iOS SDK instead of the stub — DIR is
#   what ../shared/tools/ios-sdk/setup.sh (or a copy of it) prepared: DIR/sdk and DIR/res; on a Mac, DIR may
#   be the SDK itself (`xcrun --sdk iphoneos --show-sdk-path`). Files are checked as
#     swiftc -typecheck -swift-version 6 -target arm64-apple-ios16.0 -sdk DIR/sdk -resource-dir DIR/res …
#   with `@available` enforced; the stand-in #Preview plugin is the same.
#
#   All given .swift files (directories are searched recursively; the list is sorted and de-duplicated)
#   are checked together as one module, as generated output is:
#     swiftc -typecheck -swift-version 6 -parse-as-library -I <stub module dir>
#            -load-plugin-executable <stand-in plugin>#PreviewsMacros <files>
#   The exit status is swiftc's. With --expect-fail it is inverted: 0 when swiftc reported an error
#   (and the compiler's errors are printed so a reader sees why), 1 when the files unexpectedly passed.
#   Files that load images from `Bundle.module` (code generated into a package target) get a stand-in for
#   the accessor SwiftPM synthesises.
#   Exit status 2 means a usage error or that the stub itself could not be built.
#
#   The stub module (SwiftUI.swift, or UIKit.swift with --uikit) and the #Preview stand-in plugin
#   (PreviewsMacrosPlugin.swift, shared by both) are built once per content hash (stub sources + compiler
#   version) into
#     ${TMPDIR:-/tmp}/figgen-swiftui-stub-<hash>/   or, with --uikit,   ${TMPDIR:-/tmp}/figgen-uikit-stub-<hash>/
#   Concurrent runs are safe: each builds into a private directory and renames it into place.
#   Set SWIFTC to use a specific compiler (default: swiftc on PATH).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
plugin_src="$here/PreviewsMacrosPlugin.swift"
swiftc="${SWIFTC:-swiftc}"

usage() {
    echo "usage: $(basename "$0") [--expect-fail] [--uikit] [--min-ios N] [--ios-sdk DIR] [--emit-module NAME DIR] [-I DIR]... [--swiftc-flag FLAG]... FILE_OR_DIR..." >&2
    exit 2
}

expect_fail=0
uikit=0
min_ios=16
ios_sdk="${FIGGEN_IOS_SDK:-}"
inputs=()
emit_name=""
emit_dir=""
imports=()
extra=()
while [ "$#" -gt 0 ]; do
    case "$1" in
        --expect-fail) expect_fail=1 ;;
        --uikit) uikit=1 ;;
        --min-ios) shift; [ "$#" -gt 0 ] || usage; case "$1" in ''|*[!0-9]*) usage ;; esac; min_ios="$1" ;;
        --ios-sdk) shift; [ "$#" -gt 0 ] || usage; ios_sdk="$1" ;;
        --emit-module) shift; [ "$#" -gt 1 ] || usage; emit_name="$1"; shift; emit_dir="$1" ;;
        -I) shift; [ "$#" -gt 0 ] || usage; imports+=(-I "$1") ;;
        --swiftc-flag) shift; [ "$#" -gt 0 ] || usage; extra+=("$1") ;;
        -h|--help) usage ;;
        -*) echo "typecheck.sh: unknown option: $1" >&2; usage ;;
        *) inputs+=("$1") ;;
    esac
    shift
done
[ "${#inputs[@]}" -gt 0 ] || usage

# Which stub module. Against the real SDK the stub only supplies the plugin, so --uikit changes nothing.
if [ "$uikit" -eq 1 ] && [ -z "$ios_sdk" ]; then
    module=UIKit
    stub="$here/../UIKitStub/UIKit.swift"
    cache_prefix=figgen-uikit-stub
else
    module=SwiftUI
    stub="$here/SwiftUI.swift"
    cache_prefix=figgen-swiftui-stub
fi
if [ ! -f "$stub" ]; then
    echo "typecheck.sh: stub module source not found: $stub" >&2
    exit 2
fi

# Collect the files.
for input in "${inputs[@]}"; do
    if [ ! -e "$input" ]; then
        echo "typecheck.sh: no such file or directory: $input" >&2
        exit 2
    fi
done
files=()
while IFS= read -r -d '' f; do
    files+=("$f")
done < <(
    for input in "${inputs[@]}"; do
        if [ -d "$input" ]; then
            find "$input" -type f -name '*.swift' -print0
        else
            printf '%s\0' "$input"
        fi
    done | LC_ALL=C sort -z -u
)
if [ "${#files[@]}" -eq 0 ]; then
    echo "typecheck.sh: no .swift files in: ${inputs[*]}" >&2
    exit 2
fi
# Code generated into a package target loads images from `Bundle.module`, which SwiftPM synthesises when it
# builds the target's resources. A bare swiftc has no such accessor: stand one in, as SwiftPM's would be.
if grep -lqE '(bundle|in): \.module' "${files[@]}" 2>/dev/null && ! grep -lq 'static let module' "${files[@]}" 2>/dev/null; then
    shim_dir=$(mktemp -d "${TMPDIR:-/tmp}/figgen-bundle-module.XXXXXX")
    trap 'rm -rf "$shim_dir"' EXIT
    printf 'import Foundation\n\nextension Foundation.Bundle {\n    static let module = Bundle.main\n}\n' >"$shim_dir/resource_bundle_accessor.swift"
    files+=("$shim_dir/resource_bundle_accessor.swift")
fi

# Build (or reuse) the stub module and the plugin.
hash_input() {
    cat "$stub" "$plugin_src"
    "$swiftc" --version 2>&1
}
if command -v sha256sum >/dev/null 2>&1; then
    key="$(hash_input | sha256sum | cut -c1-16)"
else
    key="$(hash_input | cksum | tr ' ' '-')"
fi
cache="${TMPDIR:-/tmp}/$cache_prefix-$key"
plugin_bin="$cache/PreviewsMacrosPlugin"
plugin_flag="$plugin_bin#PreviewsMacros"

if [ ! -f "$cache/$module.swiftmodule" ] || [ ! -x "$plugin_bin" ]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/$cache_prefix-build.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    if ! "$swiftc" -swift-version 6 -O "$plugin_src" -o "$work/PreviewsMacrosPlugin" >"$work/log" 2>&1; then
        echo "typecheck.sh: building the PreviewsMacros stand-in plugin failed:" >&2
        cat "$work/log" >&2
        exit 2
    fi
    if ! (cd "$work" && "$swiftc" -emit-module -module-name "$module" -parse-as-library -swift-version 6 \
            -load-plugin-executable "$work/PreviewsMacrosPlugin#PreviewsMacros" \
            -emit-module-path "$work/$module.swiftmodule" "$stub") >"$work/log" 2>&1; then
        echo "typecheck.sh: building the $module stub module failed:" >&2
        cat "$work/log" >&2
        exit 2
    fi
    rm -f "$work/log"
    # Publish atomically; if another run won the race, keep theirs. (`mv -T` is GNU; the fallback is
    # for BSD mv, with a harmless leftover inside the cache directory if two runs race there.)
    if mv -T "$work" "$cache" 2>/dev/null; then
        :
    elif [ ! -d "$cache" ] && mv "$work" "$cache" 2>/dev/null; then
        :
    else
        rm -rf "$work"
    fi
    trap - EXIT
fi

# Type-check. A trailing closure Swift gives to a handler by its backward match (the closure meant for a slot,
# silently dropped) is an error, not a warning: generated calls label their contents where that could happen.
strict=(-Werror TrailingClosureMatching)
if [ -n "$emit_name" ]; then
    mkdir -p "$emit_dir"
    mode=(-emit-module -module-name "$emit_name" -emit-module-path "$emit_dir/$emit_name.swiftmodule")
else
    mode=(-typecheck -module-name FiggenTypeCheck)
fi
out="$(mktemp "${TMPDIR:-/tmp}/figgen-typecheck-out.XXXXXX")"
trap 'rm -f "$out"; if [ -n "${shim_dir:-}" ]; then rm -rf "$shim_dir"; fi' EXIT
set +e
if [ -n "$ios_sdk" ]; then
    if [ -d "$ios_sdk/sdk" ]; then sdk_flags=(-sdk "$ios_sdk/sdk" -resource-dir "$ios_sdk/res"); else sdk_flags=(-sdk "$ios_sdk"); fi
    mkdir -p "${TMPDIR:-/tmp}/figgen-ios-module-cache"
    "$swiftc" "${mode[@]}" -swift-version 6 -parse-as-library "${strict[@]}" ${imports[@]+"${imports[@]}"} \
        -target "arm64-apple-ios${min_ios}.0" "${sdk_flags[@]}" -module-cache-path "${TMPDIR:-/tmp}/figgen-ios-module-cache" \
        -load-plugin-executable "$plugin_flag" ${extra[@]+"${extra[@]}"} "${files[@]}" >"$out" 2>&1
else
    "$swiftc" "${mode[@]}" -swift-version 6 -parse-as-library "${strict[@]}" ${imports[@]+"${imports[@]}"} \
        -I "$cache" -load-plugin-executable "$plugin_flag" ${extra[@]+"${extra[@]}"} \
        "${files[@]}" >"$out" 2>&1
fi
status=$?
set -e

if [ "$expect_fail" -eq 0 ]; then
    cat "$out"
    exit "$status"
fi

if [ "$status" -eq 0 ]; then
    cat "$out"
    echo "typecheck.sh: expected a type-check failure, but these files passed:" >&2
    printf '  %s\n' "${files[@]}" >&2
    exit 1
fi
if ! grep -q "error:" "$out"; then
    # swiftc failed without a diagnostic (crash, missing tool): not the failure we were asked to expect.
    cat "$out" >&2
    echo "typecheck.sh: swiftc exited with status $status without reporting an error" >&2
    exit 1
fi
echo "typecheck.sh: failed as expected (swiftc status $status):"
cat "$out"
exit 0
