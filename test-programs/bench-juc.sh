#!/usr/bin/env bash
# Executions and time to exhaust each juc program (correct) or to find its first bug, with the default
# search (optimal DPOR) in both ways of exploring the JDK: --jdk-internals=atomic (the default: each
# java.util.concurrent operation one step) and --jdk-internals=full (capped by --max-time).
# Prints a Markdown table on stdout (progress on stderr).
#   test-programs/bench-juc.sh [--full-time=60s] [--atomic-only] [--probes=N] [--write=docs/juc.md] [Program...]
#   (default: every program of the juc package)
# --write=FILE: also puts the table, with a line saying when, on which commit and machine and by which command it
# was measured, into FILE between the lines "<!-- bench-juc:begin -->" and "<!-- bench-juc:end -->" (docs/juc.md's
# current table is made this way: test-programs/bench-juc.sh --atomic-only --write=docs/juc.md).
# --atomic-only: no full-mode run (its columns say "-"); --probes=N: passed to every run (the table in
# docs/juc.md is measured with --probes=0, the exhaustive search alone).
# Builds the CLI through ./jvsim and the programs with mvn (offline) when their classes are missing.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
full_time=60s
atomic_only=false
extra=()
write=""
args="$*"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --full-time=*) full_time="${1#--full-time=}"; shift ;;
        --atomic-only) atomic_only=true; shift ;;
        --probes=*) extra+=("$1"); shift ;;
        --write=*) write="${1#--write=}"; shift ;;
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

table() {
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
}

if [[ -z "$write" ]]; then table; exit 0; fi
[[ -f "$write" ]] || { echo "bench-juc: $write: no such file" >&2; exit 2; }
grep -q '^<!-- bench-juc:begin -->$' "$write" && grep -q '^<!-- bench-juc:end -->$' "$write" \
    || { echo "bench-juc: $write has no lines <!-- bench-juc:begin --> and <!-- bench-juc:end -->" >&2; exit 2; }
rows="$(table)"
printf '%s\n' "$rows"
commit="$(cd "$root" && git rev-parse --short HEAD 2>/dev/null)"
[[ -n "$(cd "$root" && git status --porcelain --untracked-files=no -- . ':!*.md' 2>/dev/null)" ]] && commit="$commit with uncommitted changes"
java_version="$(java -version 2>&1 | head -1)"
load="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
about="Measured $(date -u '+%Y-%m-%d %H:%M') UTC on commit $commit, $(nproc) cores (load average $load at the end), $java_version, by \`test-programs/bench-juc.sh $args\`; seconds are whole processes, wall clock."
BENCH_ABOUT="$about" BENCH_ROWS="$rows" python3 - "$write" <<'PY'
import os, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
begin, end = "<!-- bench-juc:begin -->\n", "<!-- bench-juc:end -->"
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(path, "w", encoding="utf-8").write(head + begin + os.environ["BENCH_ABOUT"] + "\n\n" + os.environ["BENCH_ROWS"] + "\n" + end + tail)
PY
echo "bench-juc: wrote the table into $write" >&2
