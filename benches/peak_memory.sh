#!/usr/bin/env bash
# Peak memory, measured with GNU time's maximum resident set size.
#
# solve: traced runs on Norvig's grid2, a short run (--max-steps 100000) and
#   the whole search (32 million events), should need the same few MB, since
#   the JSON Lines and text renderers stream.
# read: verify, render (to text) and diff (of a trace against itself) of a
#   saved trace of 10 million events (wikipedia_brute_force.txt cut at
#   --max-steps 10000000), as JSON Lines and as one JSON document, should
#   need a few MB too, since the reader streams both forms.
# bench: `bench` (singles, two threads) of 1,000,000 puzzle lines (the
#   classic puzzle, again and again), which should hold 8 bytes a puzzle
#   (its time) and one chunk of grids, not every puzzle and outcome.
#
# Usage, from anywhere in the repository:
#   benches/peak_memory.sh          # both parts
#   benches/peak_memory.sh solve    # or only one
#   benches/peak_memory.sh read
#   benches/peak_memory.sh bench
# SUDOKU_TRACE=path/to/sudoku-trace measures that binary (an older build, to
# compare) instead of building this one. The read part writes two traces of
# about 1.6 GB each into a directory under TMPDIR (default /tmp) and deletes
# them when it ends. Honours CARGO_TARGET_DIR; needs GNU time at /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
    set -- solve read bench
fi
if [ -n "${SUDOKU_TRACE:-}" ]; then
    bin="$SUDOKU_TRACE"
else
    cargo build --release --quiet
    bin="${CARGO_TARGET_DIR:-target}/release/sudoku-trace"
fi
report=$(mktemp)
dir=$(mktemp -d)
trap 'rm -rf "$report" "$dir"' EXIT

# Runs the command under GNU time, then prints its elapsed time and peak RSS.
# Exit code 1 (no solution yet, a trace that differs) is not a failure here.
measure() {
    /usr/bin/time -v -o "$report" "$@" >/dev/null || [ $? -eq 1 ]
    seconds=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$report")
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$report")
}

solve() {
    local puzzle=examples/puzzles/norvig_grid2.txt
    printf '%-7s %-16s %9s %13s\n' format run seconds "max RSS (KB)"
    for format in none jsonl text; do
        for run in short whole; do
            limit=()
            label="whole search"
            if [ "$run" = short ]; then
                limit=(--max-steps 100000)
                label="100000 steps"
            fi
            measure "$bin" solve "$puzzle" --format "$format" -o /dev/null "${limit[@]}"
            printf '%-7s %-16s %9s %13s\n' "$format" "$label" "$seconds" "$rss"
        done
    done
}

read_back() {
    local puzzle=examples/puzzles/wikipedia_brute_force.txt
    printf '%-6s %-8s %9s %13s\n' form command seconds "max RSS (KB)"
    for form in jsonl json; do
        local trace="$dir/t10m.$form"
        "$bin" solve "$puzzle" --format "$form" --max-steps 10000000 -o "$trace" || [ $? -eq 1 ]
        measure "$bin" verify "$trace"
        printf '%-6s %-8s %9s %13s\n' "$form" verify "$seconds" "$rss"
        measure "$bin" render "$trace" --format text -o /dev/null
        printf '%-6s %-8s %9s %13s\n' "$form" render "$seconds" "$rss"
        measure "$bin" diff "$trace" "$trace"
        printf '%-6s %-8s %9s %13s\n' "$form" diff "$seconds" "$rss"
        rm -f "$trace"
    done
}

bench_lines() {
    local lines="$dir/million.txt"
    local classic
    classic=$(grep -v '^#' examples/puzzles/classic.txt | tr -d '\n')
    awk -v line="$classic" 'BEGIN { for (i = 0; i < 1000000; i++) print line }' >"$lines"
    printf '%-9s %9s %13s\n' lines seconds "max RSS (KB)"
    measure "$bin" bench "$lines" --threads 2
    printf '%-9s %9s %13s\n' 1000000 "$seconds" "$rss"
    rm -f "$lines"
}

for part in "$@"; do
    case "$part" in
        solve) solve ;;
        read) read_back ;;
        bench) bench_lines ;;
        *) echo "unknown part: $part (solve, read or bench)" >&2; exit 2 ;;
    esac
done
