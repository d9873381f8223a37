#!/usr/bin/env bash
# Time and peak memory of refusing inputs far larger than any puzzle: the
# issue's 10 MB file (ten lines of a million digits) and 100 MB file (a
# hundred such lines), as a file, on standard input and to bench, and the
# worst 1 MiB shapes just under the limit (which are parsed, then refused).
# Measured with GNU time's elapsed time and maximum resident set size.
#
# Usage, from anywhere in the repository:  benches/hostile_memory.sh
# (honours CARGO_TARGET_DIR; needs GNU time at /usr/bin/time)
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release --quiet
bin="$(pwd)/${CARGO_TARGET_DIR:-target}/release/sudoku-trace"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
python3 - <<'PY'
line = '123456789' * 116508 + '\n'
open('10mb.txt', 'w').write(line * 10)
open('100mb.txt', 'w').write(line * 100)
limit = 1 << 20
open('long_line.txt', 'w').write(('123456789' * (limit // 9))[:limit - 1])
open('many_lines.txt', 'w').write('1\n' * (limit // 2 - 1))
open('blank_separated.txt', 'w').write('1\n\n' * (limit // 3 - 1))
PY

measure() { # label, then the command (refused: exit code 2, or 1 for bench --keep-going)
    local label=$1
    shift
    /usr/bin/time -f '%e %M' -o time.txt "$@" >/dev/null 2>&1 || [ $? -le 2 ]
    read -r seconds rss < <(tail -n 1 time.txt)
    printf '%-38s %8s %13s\n' "$label" "$seconds" "$rss"
}

printf '%-38s %8s %13s\n' input seconds "max RSS (KB)"
for file in 10mb.txt 100mb.txt; do
    measure "solve $file" "$bin" solve "$file"
    measure "check $file" "$bin" check "$file"
    measure "solve - < $file" sh -c "exec '$bin' solve - < $file"
    measure "bench $file" "$bin" bench --threads 1 "$file"
    measure "bench --keep-going $file" "$bin" bench --threads 1 --keep-going "$file"
done
for file in long_line.txt many_lines.txt blank_separated.txt; do
    measure "check $file (1 MiB)" "$bin" check "$file"
done
