#!/usr/bin/env bash
# Causal search against optimal DPOR and stateful DFS: executions and seconds (whole process, wall
# clock) to explore each program exhaustively with --find-all. Prints a Markdown table on stdout.
#   test-programs/bench-causal.sh ["Program args"...]   (default: the table of docs/search.md)
# Builds the CLI through ./jvsim and the programs with mvn (offline) when their classes are missing.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
classes="$here/target/classes"
if [[ ! -d "$classes/causal" ]]; then
    (cd "$root" && mvn -q -B -o -pl test-programs -am compile) >&2 || { echo "bench-causal: build failed" >&2; exit 4; }
fi
if [[ $# -gt 0 ]]; then programs=("$@")
else programs=("causal.SameValues 1" "causal.SameValues 2" "dpor.Inc 3" "dpor.Readers 3" "dpor.LastZero 4" "dpor.Indexer 12"); fi

# one run: prints "executions|seconds"
run() {
    local t0 t1 last
    t0=$(date +%s.%N)
    last="$("$root/jvsim" --find-all -cp "$classes" "$@" 2>&1 >/dev/null | grep '^jvsim: ' | tail -1)"
    t1=$(date +%s.%N)
    printf '%s|%.1f' "$(sed -n 's/.* \([0-9][0-9]*\) executions*.*/\1/p' <<<"$last")" "$(echo "$t1 - $t0" | bc)"
}

echo "| program | causal executions | causal s | dpor executions | dpor s | dfs executions | dfs s |"
echo "|---|---|---|---|---|---|---|"
for p in "${programs[@]}"; do
    read -r -a words <<<"$p"
    echo "bench-causal: $p" >&2
    row="| ${words[0]}(${words[1]:-}) "
    for s in causal dpor dfs; do
        IFS='|' read -r e t <<<"$(run --search=$s "${words[@]}")"
        row+="| $e | $t "
    done
    echo "$row|"
done
