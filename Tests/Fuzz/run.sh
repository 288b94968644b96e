#!/usr/bin/env bash
# Fuzz figgen's whole pipeline (reader → generate → manifest round trip) with libFuzzer + AddressSanitizer.
#
# usage: Tests/Fuzz/run.sh [dialect] [libFuzzer options…]     e.g. -runs=10000000, -max_total_time=600, -jobs=2
#        with `dialect`: the second entry, Tests/Fuzz/FuzzLayoutDialect.swift — mutated generated Swift through the
#        layout model's parser, evaluator and engine (seeded with the goldens' generated files; corpus-dialect/)
#
# Builds FigmaModel and Codegen from Sources/ with -sanitize=fuzzer,address into .build-fuzz/ (ignored by
# git), then runs Tests/Fuzz/FuzzPipeline.swift over a working corpus in .build-fuzz/corpus, seeded with
# the golden inputs and the sample. Crashing inputs are written to .build-fuzz/crash-*; reproduce one with
#   .build-fuzz/fuzz-pipeline .build-fuzz/crash-<hash>
# Not part of `swift test` or CI: it runs until told to stop (-runs / -max_total_time).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
out="$root/.build-fuzz"
mkdir -p "$out/corpus"
swiftc="${SWIFTC:-swiftc}"
# -enable-testing: the target compares containers streamed in tiny chunks with every view kept (internal API).
flags=(-sanitize=fuzzer,address -O -g -parse-as-library -swift-version 6 -wmo -enable-testing)

echo "building FigmaModel, Codegen and the fuzz target into $out" >&2
"$swiftc" "${flags[@]}" -c -module-name FigmaModel -emit-module -emit-module-path "$out/FigmaModel.swiftmodule" \
    $(find "$root/Sources/FigmaModel" -name '*.swift' | LC_ALL=C sort) -o "$out/FigmaModel.o"
"$swiftc" "${flags[@]}" -c -module-name Codegen -I "$out" -emit-module -emit-module-path "$out/Codegen.swiftmodule" \
    $(find "$root/Sources/Codegen" -name '*.swift' | LC_ALL=C sort) -o "$out/Codegen.o"
if [[ "${1:-}" == "dialect" ]]; then
    shift
    "$swiftc" "${flags[@]}" -module-name FuzzLayoutDialect -I "$out" "$root/Tests/Fuzz/FuzzLayoutDialect.swift" \
        "$out/FigmaModel.o" "$out/Codegen.o" -o "$out/fuzz-dialect"
    mkdir -p "$out/corpus-dialect"
    for file in "$root"/Tests/CodegenTests/Golden/*/expected*/*.swift; do
        case_name="$(basename "$(dirname "$(dirname "$file")")")-$(basename "$(dirname "$file")")"
        cp "$file" "$out/corpus-dialect/seed-$case_name-$(basename "$file")"
    done
    cd "$out"
    exec ./fuzz-dialect -max_len=65536 -timeout=20 -rss_limit_mb=4096 "$@" corpus-dialect
fi
"$swiftc" "${flags[@]}" -module-name FuzzPipeline -I "$out" "$root/Tests/Fuzz/FuzzPipeline.swift" \
    "$out/FigmaModel.o" "$out/Codegen.o" -o "$out/fuzz-pipeline"

# Seeds: every golden input and the sample (copied in; the working corpus grows as the fuzzer finds paths).
for input in "$root"/Tests/CodegenTests/Golden/*/input.json "$root"/samples/*/design.json; do
    cp "$input" "$out/corpus/seed-$(basename "$(dirname "$input")").json"
done
cd "$out"
exec ./fuzz-pipeline -dict="$root/Tests/Fuzz/figma.dict" -max_len=65536 -timeout=20 -rss_limit_mb=4096 "$@" corpus
