#!/usr/bin/env bash
# Executions and time to exhaust each juc program (correct) or to find its first bug, with the default
# search (optimal DPOR) in both ways of exploring the JDK: --jdk-internals=atomic (the default: each
# java.util.concurrent operation one step) and --jdk-internals=full (capped by --max-time).
# Prints a Markdown table on stdout (progress on stderr).
#   test-programs/bench-juc.sh [--full-time=60s] [--atomic-only] [--probes=N] [Program...]    (default: every program of the juc package)
# --atomic-only: no full-mode run (its columns say "-"); --probes=N: passed to every run (the table in
# docs/juc.md is measured with --probes=0, the exhaustive search alone).
# Builds the CLI through ./jvsim and the programs with mvn (offline) when their classes are missing.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
full_time=60s
atomic_only=false
extra=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --full-time=*) full_time="${1#--full-time=}"; shift ;;
        --atomic-only) atomic_only=true; shift ;;
        --probes=*) extra+=("$1"); shift ;;
        *) break ;;
    esac
done
classes="$here/target/classes"
src="$here/src/main/java/juc"
if [[ ! -d "$classes/juc" ]]; then
    (cd "$root" && mvn -q -B -o -pl test-programs -am compile) >&2 || { echo "bench-juc: build failed" >&2; exit 4; }
fi
if [[ $# -gt 0 ]]; then programs=("$@")
else programs=($(cd "$src" && ls *.java | sed 's/\.java$//')); fi

# one run: prints "outcome|executions|seconds" (seconds: whole process, wall clock)
run() {
    local program="$1"; shift
    local t0 t1 last execs outcome
    t0=$(date +%s.%N)
    last="$("$root/jvsim" -cp "$classes" "$@" "juc.$program" 2>&1 >/dev/null | grep '^jvsim: ' | tail -1)"
    t1=$(date +%s.%N)
    execs="$(sed -n 's/.* \([0-9][0-9]*\) executions*.*/\1/p' <<<"$last")"
    case "$last" in
        "jvsim: no violation"*) outcome="verified" ;;
        *"violation"*"exit status"*) outcome="found: $(sed -n 's/^jvsim: [0-9]* violations*: \([^ ;]*\).*/\1/p' <<<"$last")" ;;
        "jvsim: stopped by"*) outcome="not finished" ;;
        *) outcome="error: $last" ;;
    esac
    printf '%s|%s|%.1f\n' "$outcome" "${execs:-?}" "$(echo "$t1 - $t0" | bc)"
}

echo "| program | expected | atomic (default): verdict | executions | s | full: verdict | executions | s |"
echo "|---|---|---|---|---|---|---|---|"
for p in "${programs[@]}"; do
    if grep -q 'Correct\.' "$src/$p.java"; then expected=correct; else expected=bug; fi
    echo "bench-juc: $p" >&2
    IFS='|' read -r ao ae as <<<"$(run "$p" "${extra[@]}")"
    if $atomic_only; then fo=-; fe=-; fs=-
    else IFS='|' read -r fo fe fs <<<"$(run "$p" "${extra[@]}" --jdk-internals=full --max-time="$full_time")"; fi
    [[ "$fo" == "not finished" ]] && fo="not finished after $fe executions"
    # a verdict that contradicts the program's javadoc is marked (for atomic mode: a soundness bug)
    for v in ao fo; do
        case "$expected:${!v}" in
            correct:found*) printf -v "$v" '%s' "**${!v} (false alarm)**" ;;
            bug:verified) printf -v "$v" '%s' "**verified (bug missed)**" ;;
        esac
    done
    echo "| $p | $expected | $ao | $ae | $as | $fo | $fe | $fs |"
done
