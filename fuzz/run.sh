#!/usr/bin/env bash
# Builds a fuzz target with libFuzzer on the stable toolchain and runs it.
#
#   fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#
# TARGET is `parse`, `read_trace` or `render_trace`. The working corpus grows in
# fuzz/corpus/TARGET (not committed), started from the seeds below; crashes
# land in fuzz/artifacts/TARGET. Extra arguments
# go to libFuzzer (e.g. -jobs=2, -max_len=100000). The default limits are
# -rss_limit_mb=512 -timeout=5; the run is niced, the machine is shared.
set -euo pipefail
cd "$(dirname "$0")"

if [ $# -lt 2 ]; then
    echo "usage: fuzz/run.sh TARGET SECONDS [libFuzzer flags...]" >&2
    exit 2
fi
target=$1
seconds=$2
shift 2
case $target in
    parse | read_trace | render_trace) ;;
    *)
        echo "unknown target $target: parse, read_trace or render_trace" >&2
        exit 2
        ;;
esac

triple=x86_64-unknown-linux-gnu
# libFuzzer's coverage instrumentation by hand (what cargo fuzz adds on
# nightly). The explicit --target keeps RUSTFLAGS away from build scripts.
export RUSTFLAGS="-Cpasses=sancov-module \
-Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters \
-Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares \
--cfg fuzzing"
# Not --locked: fuzz/Cargo.lock follows the main crate, whose dependencies
# change under it; cargo adds what is new and moves nothing else.
nice -n 19 cargo build --release --target "$triple" --bin "$target"

mkdir -p "corpus/$target" "artifacts/$target"
# Seeds, read in place: the hostile corpus of tests/hostile (issue 8, item 5)
# and, for the parser, the example puzzles; for traces, the valid traces of
# fuzz/seeds/read_trace. render_trace reads what read_trace reads: the same
# seeds and dictionary.
family=${target/render_trace/read_trace}
seeds=()
case $target in
    parse) extra=(../tests/hostile/puzzles ../examples/puzzles) ;;
    read_trace | render_trace) extra=(seeds/read_trace ../tests/hostile/traces) ;;
esac
for dir in "${extra[@]}"; do
    if [ -d "$dir" ]; then
        seeds+=("$dir")
    fi
done
dict=()
if [ -f "dict/$family.dict" ]; then
    dict=("-dict=dict/$family.dict")
fi
exec nice -n 19 "target/$triple/release/$target" \
    -rss_limit_mb=512 -timeout=5 \
    -max_total_time="$seconds" \
    -artifact_prefix="artifacts/$target/" \
    "${dict[@]}" \
    "$@" \
    "corpus/$target" "${seeds[@]}"
