#!/usr/bin/env bash
# figgen benchmark: whole-process throughput and peak RSS of `figgen inspect --reader-only` (the reader) and
# `figgen generate` (the whole pipeline), measured in the same run
# as a Foundation JSONDecoder decode of an equivalent Codable model (Tests/Benchmarks/JSONDecoderBaseline.swift),
# plus a 10,000-level deep file (figgen only). See Tests/Benchmarks/README.md.
#
# Usage (from the repository root):
#   Tests/Benchmarks/run.sh [--sizes "1 10 100"] [--runs 3] [--deep 10000] [--wide 0] [--layout 0] [--cache DIR]
#
# The Markdown report goes to stdout; build and progress messages go to stderr, so
#   Tests/Benchmarks/run.sh > report.md
# gives a report that pastes into BENCHMARKS.md as it is.
set -euo pipefail

SIZES="1 10 100"
RUNS=3
DEEP=10000
WIDE=0
LAYOUT=0
TARGET=swiftui
CACHE="${FIGGEN_BENCH_CACHE:-${TMPDIR:-/tmp}/figgen-bench}"

usage() {
    sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
    cat <<'EOF'
Options:
  --sizes "N …"  synthetic file sizes in MB (default "1 10 100")
  --runs N       timed runs per program and size, interleaved (default 3)
  --deep N       nesting depth of the deep file, figgen only; 0 skips it (default 10000)
  --wide N       also one frame with N children (Tests/Benchmarks/gen_wide.py): generate, check and lookup
                 once each, with sizes of the Swift and the manifest; 0 skips it (default 0; the scale figure
                 of issue 14 is --wide 1000000)
  --layout N     also the layout model: `figgen inspect --layout` on a screen of N layers (gen_wide.py N; the
                 budget is 1,000 layers in under a second), and once on every corpus file; 0 skips it (default 0)
  --target T     the generate target: swiftui (default) or uikit
  --cache DIR    where generated files and the baseline binary are kept
                 (default $FIGGEN_BENCH_CACHE, else ${TMPDIR:-/tmp}/figgen-bench)
EOF
}

die() { echo "run.sh: $*" >&2; exit 1; }
log() { echo "run.sh: $*" >&2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) [ $# -ge 2 ] || die "--sizes needs a value"; SIZES="$2"; shift 2 ;;
        --sizes=*) SIZES="${1#*=}"; shift ;;
        --runs) [ $# -ge 2 ] || die "--runs needs a value"; RUNS="$2"; shift 2 ;;
        --runs=*) RUNS="${1#*=}"; shift ;;
        --deep) [ $# -ge 2 ] || die "--deep needs a value"; DEEP="$2"; shift 2 ;;
        --deep=*) DEEP="${1#*=}"; shift ;;
        --wide) [ $# -ge 2 ] || die "--wide needs a value"; WIDE="$2"; shift 2 ;;
        --wide=*) WIDE="${1#*=}"; shift ;;
        --layout) [ $# -ge 2 ] || die "--layout needs a value"; LAYOUT="$2"; shift 2 ;;
        --layout=*) LAYOUT="${1#*=}"; shift ;;
        --target) [ $# -ge 2 ] || die "--target needs a value"; TARGET="$2"; shift 2 ;;
        --target=*) TARGET="${1#*=}"; shift ;;
        --cache) [ $# -ge 2 ] || die "--cache needs a value"; CACHE="$2"; shift 2 ;;
        --cache=*) CACHE="${1#*=}"; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
done

[[ "$RUNS" =~ ^[1-9][0-9]*$ ]] || die "--runs must be a positive integer, got '$RUNS'"
[[ "$DEEP" =~ ^[0-9]+$ ]] || die "--deep must be a non-negative integer, got '$DEEP'"
[[ "$WIDE" =~ ^[0-9]+$ ]] || die "--wide must be a non-negative integer, got '$WIDE'"
[[ "$LAYOUT" =~ ^[0-9]+$ ]] || die "--layout must be a non-negative integer, got '$LAYOUT'"
[ -n "${SIZES// /}" ] || die "--sizes is empty"
for size in $SIZES; do
    [[ "$size" =~ ^[0-9]+([.][0-9]+)?$ ]] || die "--sizes: '$size' is not a size in MB"
done

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
GEN="$ROOT/../shared/tools/gen_figma.py"
BASELINE_SRC="$ROOT/Tests/Benchmarks/JSONDecoderBaseline.swift"

# MARK: Prerequisites

[ -f "$GEN" ] || die "synthetic file generator not found: $GEN
  The benchmark needs ../shared/tools/gen_figma.py next to the repository (the shared tools checkout).
  Without it there are no input files, so nothing is measured."
command -v python3 >/dev/null || die "python3 not found (needed to run $GEN)"
command -v swift >/dev/null || die "swift not found on PATH"
command -v swiftc >/dev/null || die "swiftc not found on PATH"
[ -f "$BASELINE_SRC" ] || die "missing $BASELINE_SRC"
if ! /usr/bin/time -f "%e %M" -o /dev/null true 2>/dev/null; then
    die "GNU time is required at /usr/bin/time (it reports peak RSS as %M).
  The bash keyword 'time' and BSD/macOS /usr/bin/time cannot report it in this format.
  Install it with: apt-get install time   (Debian/Ubuntu)   or   dnf install time   (Fedora)"
fi
[ -n "${EPOCHREALTIME:-}" ] || die "bash 5 or later is required (for \$EPOCHREALTIME wall-clock timing)"

# MARK: Build

log "building figgen (swift build -c release --product figgen)…"
swift build -c release --product figgen >&2 || die "swift build -c release --product figgen failed"
FIGGEN="$(swift build -c release --show-bin-path)/figgen"
[ -x "$FIGGEN" ] || die "figgen binary not found at $FIGGEN"

mkdir -p "$CACHE/bin"
BASELINE="$CACHE/bin/json-decoder-baseline"
if [ ! -x "$BASELINE" ] || [ "$BASELINE_SRC" -nt "$BASELINE" ] || [ "$(command -v swiftc)" -nt "$BASELINE" ]; then
    log "building the JSONDecoder baseline (swiftc -O -parse-as-library)…"
    swiftc -O -parse-as-library "$BASELINE_SRC" -o "$BASELINE.tmp" >&2 || die "the JSONDecoder baseline did not compile"
    mv "$BASELINE.tmp" "$BASELINE"
else
    log "JSONDecoder baseline is up to date ($BASELINE)"
fi

# MARK: Inputs

# Files are keyed by the generator's content, so a changed generator never reuses stale files.
GEN_HASH="$(sha256sum "$GEN" | cut -c1-12)"
DATA="$CACHE/data-$GEN_HASH"
mkdir -p "$DATA"

generate() {  # generate <output> <generator arguments…>
    local out="$1"; shift
    if [ -s "$out" ]; then
        log "reusing $out"
        return
    fi
    log "generating $out (gen_figma.py $*)…"
    python3 "$GEN" "$@" -o "$out.part" >&2 || die "gen_figma.py $* failed"
    mv "$out.part" "$out"
}

for size in $SIZES; do
    generate "$DATA/figma_$size.json" --size-mb "$size"
done
if [ "$DEEP" -gt 0 ]; then
    generate "$DATA/deep_$DEEP.json" --deep "$DEEP"
fi
if [ "$LAYOUT" -gt 0 ] && [ ! -s "$DATA/wide_$LAYOUT.json" ]; then
    log "generating $DATA/wide_$LAYOUT.json (gen_wide.py $LAYOUT)…"
    python3 "$ROOT/Tests/Benchmarks/gen_wide.py" "$LAYOUT" "$DATA/wide_$LAYOUT.json.part" >&2 || die "gen_wide.py failed"
    mv "$DATA/wide_$LAYOUT.json.part" "$DATA/wide_$LAYOUT.json"
fi
if [ "$WIDE" -gt 0 ] && [ ! -s "$DATA/wide_$WIDE.json" ]; then
    log "generating $DATA/wide_$WIDE.json (gen_wide.py $WIDE)…"
    python3 "$ROOT/Tests/Benchmarks/gen_wide.py" "$WIDE" "$DATA/wide_$WIDE.json.part" >&2 || die "gen_wide.py failed"
    mv "$DATA/wide_$WIDE.json.part" "$DATA/wide_$WIDE.json"
fi

# MARK: Measurement

WORK="$(mktemp -d "${TMPDIR:-/tmp}/figgen-bench-run.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

# run_once <label> <file> <command…>: one timed run. Appends "seconds rss_kb" to $WORK/<label>.samples
# and the program's node count to $WORK/<label>.nodes. Wall time comes from $EPOCHREALTIME (µs resolution;
# GNU time's %e has only 10 ms); peak RSS (max resident set size, KB) from GNU time's %M.
# With RUN_WITHOUT_FILE=1 the file is not appended to the command (it names it itself).
run_once() {
    local label="$1" file="$2"; shift 2
    local start end status=0
    local arguments=("$@")
    [ "${RUN_WITHOUT_FILE:-0}" = 1 ] || arguments+=("$file")
    start=$EPOCHREALTIME
    /usr/bin/time -f "%e %M" -o "$WORK/time" "${arguments[@]}" >"$WORK/out" 2>"$WORK/err" || status=$?
    end=$EPOCHREALTIME
    if [ "$status" -ne 0 ]; then
        echo "run.sh: $label failed on $file (exit $status):" >&2
        head -c 2000 "$WORK/err" >&2
        return 1
    fi
    local rss
    rss="$(awk 'END { print $2 }' "$WORK/time")"
    awk -v s="$start" -v e="$end" -v r="$rss" 'BEGIN { printf "%.6f %d\n", e - s, r }' >>"$WORK/$label.samples"
    sed -n 's/^Nodes: \([0-9]*\).*/\1/p' "$WORK/out" | head -n 1 >>"$WORK/$label.nodes"
}

# stats <samples file> <file bytes> → "best median mbps_best mbps_median rss_mb rss_ratio"
# (peak RSS is the largest over the runs).
stats() {
    sort -n -k1,1 "$1" | awk -v bytes="$2" '
        { t[NR] = $1; if ($2 > rss) rss = $2 }
        END {
            n = NR; best = t[1]
            median = (n % 2) ? t[(n + 1) / 2] : (t[n / 2] + t[n / 2 + 1]) / 2
            mb = bytes / 1e6; rss_mb = rss * 1024 / 1e6
            printf "%.3f %.3f %.1f %.1f %.1f %.2f\n", best, median, mb / best, mb / median, rss_mb, rss_mb / mb
        }'
}

LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")"
declare -A RESULT
declare -a FAILURES=()

for size in $SIZES; do
    file="$DATA/figma_$size.json"
    bytes="$(stat -c %s "$file")"
    cat "$file" >/dev/null  # page cache: every run reads the file from memory
    for run in $(seq 1 "$RUNS"); do
        log "size $size MB, run $run/$RUNS: figgen inspect --reader-only"
        run_once "figgen-$size" "$file" "$FIGGEN" inspect --reader-only || FAILURES+=("figgen inspect on figma_$size.json")
        log "size $size MB, run $run/$RUNS: figgen generate"
        rm -rf "$WORK/generated"
        run_once "generate-$size" "$file" "$FIGGEN" generate --target "$TARGET" -o "$WORK/generated" || FAILURES+=("figgen generate on figma_$size.json")
        log "size $size MB, run $run/$RUNS: JSONDecoder baseline"
        run_once "baseline-$size" "$file" "$BASELINE" || FAILURES+=("JSONDecoder baseline on figma_$size.json")
    done
    for label in figgen baseline generate; do
        if [ -s "$WORK/$label-$size.samples" ]; then
            RESULT[$label-$size]="$(stats "$WORK/$label-$size.samples" "$bytes")"
        fi
    done
    RESULT[bytes-$size]="$bytes"
    nodes_f="$(sort -u "$WORK/figgen-$size.nodes" 2>/dev/null | paste -sd/ -)"
    nodes_b="$(sort -u "$WORK/baseline-$size.nodes" 2>/dev/null | paste -sd/ -)"
    RESULT[nodes-$size]="${nodes_f:-?}"
    if [ "${nodes_f:-x}" != "${nodes_b:-y}" ]; then
        FAILURES+=("figma_$size.json: node counts differ (figgen ${nodes_f:-none}, JSONDecoder ${nodes_b:-none})")
    fi
done

DEEP_LINE=""
if [ "$DEEP" -gt 0 ]; then
    file="$DATA/deep_$DEEP.json"
    bytes="$(stat -c %s "$file")"
    log "deep file ($DEEP levels): figgen inspect"
    if run_once "deep" "$file" "$FIGGEN" inspect --reader-only; then
        read -r secs rss <"$WORK/deep.samples"
        depth="$(sed -n 's/^Nodes: [0-9]* (max depth \([0-9]*\)).*/\1/p' "$WORK/out" | head -n 1)"
        DEEP_LINE="$(awk -v s="$secs" -v r="$rss" -v b="$bytes" -v n="$(cat "$WORK/deep.nodes")" -v d="${depth:-?}" -v lv="$DEEP" \
            'BEGIN { printf "| %d levels (%.2f MB) | ok: exit 0, %s nodes, max depth %s | %.3f | %.1f |", lv, b / 1e6, n, d, s, r * 1024 / 1e6 }')"
    else
        DEEP_LINE="| $DEEP levels | **FAILED** (see stderr) | – | – |"
        FAILURES+=("figgen inspect on the $DEEP-level deep file")
    fi
fi
# Where generate's time goes: one more run on the largest file with FIGGEN_TIMINGS=1 (per-stage wall times).
BREAKDOWN=""
largest_file="$DATA/figma_$(for size in $SIZES; do echo "$size"; done | sort -g | tail -n 1).json"
rm -rf "$WORK/generated"
if FIGGEN_TIMINGS=1 "$FIGGEN" generate --target "$TARGET" -o "$WORK/generated" "$largest_file" >/dev/null 2>"$WORK/timings"; then
    BREAKDOWN="$(sed -n 's/^figgen: timings: //p' "$WORK/timings")"
fi

# Variables (issue 13's budget): the real Spectrum 2 answer of the variables endpoint, every variable emitted,
# beside the small banking sample. Skipped when the shared corpus is absent.
VARIABLES="$ROOT/../shared/figma-corpus/variables/spectrum-s2-web-variables-2026.json"
VARIABLES_LINE=""
if [ -f "$VARIABLES" ]; then
    cat "$VARIABLES" >/dev/null
    for run in $(seq 1 "$RUNS"); do
        log "variables, run $run/$RUNS: figgen generate --variables spectrum --all-variables"
        rm -rf "$WORK/variables-out"
        run_once "variables" "$ROOT/samples/banking-home/design.json" "$FIGGEN" generate -o "$WORK/variables-out" \
            --variables "$VARIABLES" --all-variables || FAILURES+=("figgen generate --variables on the Spectrum answer")
    done
    if [ -s "$WORK/variables.samples" ]; then
        read -r vbest vmedian _ _ vrss _ <<<"$(stats "$WORK/variables.samples" "$(stat -c %s "$VARIABLES")")"
        VARIABLES_LINE="| Spectrum 2 variables ($(awk -v b="$(stat -c %s "$VARIABLES")" 'BEGIN { printf "%.2f MB", b / 1e6 }'), --all-variables) | $vbest | $vmedian | $vrss |"
    fi
else
    log "skipping the variables run: $VARIABLES is absent"
fi
# Scale (issue 14): one frame with $WIDE children — generate, then check (in parity) and lookup of the last layer.
WIDE_LINES=()
if [ "$WIDE" -gt 0 ]; then
    file="$DATA/wide_$WIDE.json"
    bytes="$(stat -c %s "$file")"
    cat "$file" >/dev/null
    rm -rf "$WORK/wide-out"
    for step in generate check lookup; do
        log "wide frame ($WIDE children): figgen $step"
        case "$step" in
            generate) command=("$FIGGEN" generate "$file" --target "$TARGET" -o "$WORK/wide-out") ;;
            check) command=("$FIGGEN" check "$file" -o "$WORK/wide-out") ;;
            lookup) command=("$FIGGEN" lookup "Row $((WIDE - 2))" -o "$WORK/wide-out") ;;
        esac
        if RUN_WITHOUT_FILE=1 run_once "wide-$step" "$file" "${command[@]}"; then
            read -r secs rss <"$WORK/wide-$step.samples"
            WIDE_LINES+=("$(awk -v s="$secs" -v r="$rss" -v b="$bytes" -v c="$step" 'BEGIN { printf "| figgen %s | %.2f | %.1f | %.2f× |", c, s, r * 1024 / 1e6, r * 1024 / b }')")
        else
            WIDE_LINES+=("| figgen $step | **FAILED** (see stderr) | – | – |")
            FAILURES+=("figgen $step on the wide file")
        fi
    done
    swift_bytes="$(cat "$WORK"/wide-out/*.swift 2>/dev/null | wc -c)"
    manifest_bytes="$(stat -c %s "$WORK/wide-out/figgen.manifest.json" 2>/dev/null || echo 0)"
    WIDE_SIZES="$(awk -v i="$bytes" -v s="$swift_bytes" -v m="$manifest_bytes" -v n="$WIDE" 'BEGIN { printf "One frame with %d children: input %.1f MB, generated Swift %.1f MB, manifest %.1f MB (%.2f× the Swift).", n, i / 1e6, s / 1e6, m / 1e6, m / s }')"
fi

# The layout model (issue 29): inspect --layout on a screen of $LAYOUT layers ($RUNS runs; it also regenerates the
# design once to say drift, so the model's own share is less), and once on every corpus file.
LAYOUT_LINES=()
if [ "$LAYOUT" -gt 0 ]; then
    file="$DATA/wide_$LAYOUT.json"
    rm -rf "$WORK/layout-out"
    "$FIGGEN" generate "$file" --target "$TARGET" -o "$WORK/layout-out" 2>/dev/null || FAILURES+=("figgen generate on the layout screen")
    for run in $(seq 1 "$RUNS"); do
        log "layout screen ($LAYOUT layers), run $run/$RUNS: figgen inspect --layout"
        RUN_WITHOUT_FILE=1 run_once "layout-screen" "$file" "$FIGGEN" inspect --layout "$file" -o "$WORK/layout-out" || FAILURES+=("inspect --layout on the layout screen")
    done
    if [ -s "$WORK/layout-screen.samples" ]; then
        read -r best median _ _ rss_mb _ <<<"$(stats "$WORK/layout-screen.samples" "$(stat -c %s "$file")")"
        LAYOUT_LINES+=("| inspect --layout, one screen of $LAYOUT layers | $best | $median | $rss_mb |")
    fi
    CORPUS="$ROOT/../shared/figma-corpus"
    if [ -d "$CORPUS" ]; then
        total=0; count=0; slowest=0; slowest_name=""
        for design in "$CORPUS"/*.json; do
            name="$(basename "$design" .json)"
            rm -rf "$WORK/corpus-out"
            "$FIGGEN" generate "$design" --target "$TARGET" -o "$WORK/corpus-out" >/dev/null 2>&1 || { FAILURES+=("generate on $name"); continue; }
            log "corpus $name: figgen inspect --layout"
            RUN_WITHOUT_FILE=1 run_once "layout-corpus-$name" "$design" "$FIGGEN" inspect --layout "$design" -o "$WORK/corpus-out" || { FAILURES+=("inspect --layout on $name"); continue; }
            read -r secs _ <"$WORK/layout-corpus-$name.samples"
            total="$(awk -v a="$total" -v b="$secs" 'BEGIN { printf "%.3f", a + b }')"; count=$((count + 1))
            if awk -v a="$secs" -v b="$slowest" 'BEGIN { exit !(a > b) }'; then slowest="$secs"; slowest_name="$name"; fi
        done
        slowest="$(awk -v s="$slowest" 'BEGIN { printf "%.3f", s }')"
        LAYOUT_LINES+=("| inspect --layout, each of the $count corpus files once | total $total | slowest $slowest ($slowest_name) | – |")
    fi
fi

LOAD_AFTER="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")"

# MARK: Report

cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)"
mem="$(awk '/^MemTotal:/ { printf "%.1f GB", $2 / 1048576 }' /proc/meminfo 2>/dev/null)"
swift_version="$(swift --version 2>&1 | head -n 1)"
commit="$(git rev-parse --short HEAD 2>/dev/null || echo "?")"
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$commit (with uncommitted changes)"; fi

echo "## figgen (reader and generate) vs JSONDecoder"
echo
echo "$(date -u +%Y-%m-%d), commit $commit. Machine: $(nproc) cores, ${cpu:-unknown CPU}, ${mem:-? memory}; $swift_version."
echo "Load average (1/5/15 min) before: $LOAD_BEFORE, after: $LOAD_AFTER. $RUNS runs per program and size, interleaved;"
echo "whole process (exec, read, decode, summary, exit), files in the page cache. MB/s = file bytes / 10^6 / wall seconds."
echo
echo "| Size | Program | Best s | Median s | MB/s (best) | MB/s (median) | Peak RSS MB | RSS ÷ file |"
echo "|---:|---|---:|---:|---:|---:|---:|---:|"
for size in $SIZES; do
    mb="$(awk -v b="${RESULT[bytes-$size]}" 'BEGIN { printf "%.1f MB", b / 1e6 }')"
    for label in figgen baseline generate; do
        name="figgen inspect --reader-only"; [ "$label" = baseline ] && name="JSONDecoder"; [ "$label" = generate ] && name="figgen generate"
        if [ -n "${RESULT[$label-$size]:-}" ]; then
            read -r best median mbps_best mbps_median rss_mb rss_ratio <<<"${RESULT[$label-$size]}"
            echo "| $mb | $name | $best | $median | $mbps_best | $mbps_median | $rss_mb | ${rss_ratio}× |"
        else
            echo "| $mb | $name | failed | | | | | |"
        fi
    done
done
echo
echo "| Size | Nodes | figgen ÷ JSONDecoder (best) | figgen ÷ JSONDecoder (median) |"
echo "|---:|---:|---:|---:|"
for size in $SIZES; do
    if [ -n "${RESULT[figgen-$size]:-}" ] && [ -n "${RESULT[baseline-$size]:-}" ]; then
        read -r _ _ fb fm _ _ <<<"${RESULT[figgen-$size]}"
        read -r _ _ bb bm _ _ <<<"${RESULT[baseline-$size]}"
        awk -v s="$(awk -v b="${RESULT[bytes-$size]}" 'BEGIN { printf "%.1f MB", b / 1e6 }')" -v n="${RESULT[nodes-$size]}" \
            -v fb="$fb" -v fm="$fm" -v bb="$bb" -v bm="$bm" \
            'BEGIN { printf "| %s | %s | %.1f× | %.1f× |\n", s, n, fb / bb, fm / bm }'
    fi
done

if [ "${#WIDE_LINES[@]}" -gt 0 ]; then
    echo
    echo "$WIDE_SIZES"
    echo
    echo "| Wide frame ($WIDE children) | Wall s | Peak RSS MB | RSS ÷ input |"
    echo "|---|---:|---:|---:|"
    printf '%s\n' "${WIDE_LINES[@]}"
fi
if [ "${#LAYOUT_LINES[@]}" -gt 0 ]; then
    echo
    echo "| Layout model | Best s | Median s | Peak RSS MB |"
    echo "|---|---:|---:|---:|"
    printf '%s\n' "${LAYOUT_LINES[@]}"
fi
if [ -n "$DEEP_LINE" ]; then
    echo
    echo "| Deep file (figgen only) | Result | Wall s | Peak RSS MB |"
    echo "|---|---|---:|---:|"
    echo "$DEEP_LINE"
fi

if [ -n "$BREAKDOWN" ]; then
    echo
    echo "figgen generate on $(basename "$largest_file"), per stage (one run, FIGGEN_TIMINGS=1): $BREAKDOWN"
fi

if [ -n "$VARIABLES_LINE" ]; then
    echo
    echo "| Variables (generate of the banking sample) | Best s | Median s | Peak RSS MB |"
    echo "|---|---:|---:|---:|"
    echo "$VARIABLES_LINE"
    awk -v v="$vbest" 'BEGIN { printf "\n- reading the Spectrum variables and emitting all of them < 0.3 s whole process: %.3f s (best) — %s\n", v, (v < 0.3 ? "**met**" : "**not met**") }'
fi

# Budgets (DESIGN.md §11), judged on the largest size measured.
largest="$(for size in $SIZES; do echo "$size"; done | sort -g | tail -n 1)"
smallest="$(for size in $SIZES; do echo "$size"; done | sort -g | head -n 1)"
if [ -n "${RESULT[figgen-$largest]:-}" ]; then
    read -r _ _ fb _ _ rss_ratio <<<"${RESULT[figgen-$largest]}"
    echo
    echo "Budgets (DESIGN.md §11, stated for a 100 MB file), judged on the largest file measured (${largest} MB):"
    awk -v v="$fb" 'BEGIN { printf "- reader (inspect --reader-only) throughput ≥ 150 MB/s whole process: %.1f MB/s (best of runs) — %s\n", v, (v >= 150 ? "**met**" : "**not met**") }'
    if [ -n "${RESULT[generate-$largest]:-}" ]; then
        read -r _ _ gb _ _ grss <<<"${RESULT[generate-$largest]}"
        awk -v v="$gb" -v r="$grss" 'BEGIN { printf "- generate throughput ≥ 150 MB/s whole process: %.1f MB/s (best of runs) — %s; peak RSS %.2f× file size — %s\n", v, (v >= 150 ? "**met**" : "**not met**"), r, (r <= 4 ? "**met**" : "**not met**") }'
    fi
    awk -v v="$rss_ratio" 'BEGIN { printf "- peak RSS ≤ 4× file size: %.2f× — %s\n", v, (v <= 4 ? "**met**" : "**not met**") }'
    if [ "$largest" != "$smallest" ]; then
        # Linear in size: throughput should not fall as files grow. The smallest file is dominated by process start-up,
        # so compare per-MB cost at the two largest sizes when there are three or more.
        mid="$(for size in $SIZES; do echo "$size"; done | sort -g | tail -n 2 | head -n 1)"
        [ "$mid" = "$largest" ] && mid="$smallest"
        if [ -n "${RESULT[figgen-$mid]:-}" ]; then
            read -r tmid _ fmid _ _ _ <<<"${RESULT[figgen-$mid]}"
            read -r tbig _ _ _ _ _ <<<"${RESULT[figgen-$largest]}"
            awk -v a="$fmid" -v b="$fb" -v sa="$mid" -v sb="$largest" \
                -v ta="$tmid" -v tb="$tbig" -v ba="${RESULT[bytes-$mid]}" -v bb="${RESULT[bytes-$largest]}" \
                'BEGIN {
                    printf "- linear in size: %.1f MB/s at %s MB, %.1f MB/s at %s MB (%.2f× at the larger size; ≥ 0.8× counts as linear) — %s", a, sa, b, sb, b / a, (b / a >= 0.8 ? "**met**" : "**not met**")
                    if (tb > ta) printf "; marginal throughput between them %.1f MB/s (start-up excluded)", (bb - ba) / 1e6 / (tb - ta)
                    printf "\n"
                }'
        fi
    fi
    if [ "$DEEP" -gt 0 ]; then
        if [[ "$DEEP_LINE" == *"ok: exit 0"* ]]; then
            echo "- $DEEP levels of nesting: no crash — **met**"
        else
            echo "- $DEEP levels of nesting: no crash — **not met**"
        fi
    fi
fi

if [ ${#FAILURES[@]} -gt 0 ]; then
    echo
    echo "Failures:"
    for failure in "${FAILURES[@]}"; do echo "- $failure"; done
    exit 2
fi
