#!/usr/bin/env bash
# Peak memory of traced runs on Norvig's grid2: a short run (--max-steps 100000)
# and the whole search (32 million events) should need the same few MB, since
# the JSON Lines and text renderers stream. Measured with GNU time's maximum
# resident set size.
#
# Usage, from anywhere in the repository:  benches/peak_memory.sh
# (honours CARGO_TARGET_DIR; needs GNU time at /usr/bin/time)
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --quiet
bin="${CARGO_TARGET_DIR:-target}/release/sudoku-trace"
puzzle=examples/puzzles/norvig_grid2.txt
report=$(mktemp)
trap 'rm -f "$report"' EXIT

printf '%-7s %-16s %9s %13s\n' format run seconds "max RSS (KB)"
for format in none jsonl text; do
    for run in short whole; do
        limit=()
        if [ "$run" = short ]; then
            limit=(--max-steps 100000)
        fi
        # Exit code 1 means no solution yet (the short run): expected here.
        /usr/bin/time -v -o "$report" \
            "$bin" solve "$puzzle" --format "$format" -o /dev/null "${limit[@]}" ||
            [ $? -eq 1 ]
        seconds=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$report")
        rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$report")
        if [ "$run" = short ]; then
            label="100000 steps"
        else
            label="whole search"
        fi
        printf '%-7s %-16s %9s %13s\n' "$format" "$label" "$seconds" "$rss"
    done
done
