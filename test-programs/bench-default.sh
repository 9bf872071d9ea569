#!/usr/bin/env bash
# The default search (dpor with probes) as a user runs it: one whole process per bug program of the
# corpus (the subjects' buggy variants and the juc bug programs of juc-bugs.txt), each run as
# `./jvsim -q -cp test-programs/target/classes <Program>`. Prints a Markdown table on stdout: per
# program the exit status (1: the bug was found), the executions to it, the wall-clock seconds and
# the CPU seconds (user + system, host JVM included) of the process; then the medians and the load
# average before and after (the machine may be shared: CPU seconds are the figure that does not
# depend on other load).
#   test-programs/bench-default.sh [jvsim options...]   (e.g. --probes=0 for plain DPOR)
# Builds the CLI through ./jvsim and the programs with mvn (offline) when their classes are missing.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
classes="$here/target/classes"
if [[ ! -f "$classes/juc-bugs.txt" || ! -d "$classes/subjects" ]]; then
    (cd "$root" && mvn -q -B -o -pl test-programs -am compile) >&2 || { echo "bench-default: build failed" >&2; exit 4; }
fi
"$root/jvsim" --help >/dev/null || { echo "bench-default: the CLI does not start" >&2; exit 4; }

programs=()
for f in "$classes"/subjects/*.class; do
    n="$(basename "$f" .class)"
    [[ "$n" == *'$'* || "$n" == package-info ]] || programs+=("subjects.$n")
done
while read -r line; do
    [[ -z "$line" || "$line" == \#* ]] || programs+=("$line")
done <"$classes/juc-bugs.txt"

median() { sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
walls=() cpus=()
echo "| program | exit | executions | wall s | CPU s |"
echo "|---|---|---|---|---|"
for p in "${programs[@]}"; do
    out="$(mktemp)"
    TIMEFORMAT='%R %U %S'
    { time "$root/jvsim" -cp "$classes" "$@" "$p" >/dev/null 2>"$out"; echo "status $?" >>"$out"; } 2>>"$out"
    status="$(sed -n 's/^status //p' "$out")"
    read -r wall user sys <<<"$(tail -2 "$out" | head -1)"
    executions="$(grep '^jvsim: ' "$out" | tail -1 | sed -n 's/.* \([0-9][0-9]*\) executions*.*/\1/p')"
    cpu="$(echo "$user + $sys" | bc)"
    walls+=("$wall") cpus+=("$cpu")
    printf '| %s | %s | %s | %.2f | %.2f |\n' "$p" "$status" "${executions:-?}" "$wall" "$cpu"
    rm -f "$out"
done
printf '| median of %d | | | %.2f | %.2f |\n' "${#programs[@]}" "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${cpus[@]}" | median)"
echo
echo "load average (1, 5, 15 min) before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
