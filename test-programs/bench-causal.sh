#!/usr/bin/env bash
# Causal search against optimal DPOR (--probes=0) and stateful DFS: executions and seconds (whole process, wall
# clock) to explore each program exhaustively with --find-all. Prints a Markdown table on stdout.
#   test-programs/bench-causal.sh ["Program args"...]   (default: the table of docs/causal.md)
# Each search stops after ${MAX_TIME:-300s} (a stopped one shows "stopped after N").
# Builds the CLI through ./jvsim and the programs with mvn (offline) when their classes are missing.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
classes="$here/target/classes"
if [[ ! -d "$classes/causal" ]]; then
    (cd "$root" && mvn -q -B -o -pl test-programs -am compile) >&2 || { echo "bench-causal: build failed" >&2; exit 4; }
fi
if [[ $# -gt 0 ]]; then programs=("$@")
else programs=("causal.SameValues 1" "causal.SameValues 2" "causal.UnusedReads" "dpor.Inc 3" "dpor.Readers 3" "dpor.LastZero 4" "dpor.Indexer 12"); fi

# one run: prints "executions|seconds"
run() {
    local t0 t1 last status n err
    err="$(mktemp)"
    t0=$(date +%s.%N)
    "$root/jvsim" --find-all --max-time="${MAX_TIME:-300s}" -cp "$classes" "$@" >/dev/null 2>"$err"
    status=$?
    t1=$(date +%s.%N)
    last="$(grep '^jvsim: ' "$err" | tail -1)"
    rm -f "$err"
    n="$(sed -n 's/.* \([0-9][0-9]*\) executions*.*/\1/p' <<<"$last")"
    [[ $status -eq 3 ]] && n="stopped after $n"
    printf '%s|%.1f' "$n" "$(echo "$t1 - $t0" | bc)"
}

echo "| program | causal executions | causal s | dpor executions | dpor s | dfs executions | dfs s |"
echo "|---|---|---|---|---|---|---|"
for p in "${programs[@]}"; do
    read -r -a words <<<"$p"
    echo "bench-causal: $p" >&2
    row="| ${words[0]}(${words[1]:-}) "
    for s in causal dpor dfs; do
        # optimal DPOR: one execution per Mazurkiewicz trace, without the default's extra probes
        extra=(); [[ $s == dpor ]] && extra=(--probes=0)
        IFS='|' read -r e t <<<"$(run --search=$s "${extra[@]}" "${words[@]}")"
        row+="| $e | $t "
    done
    echo "$row|"
done
