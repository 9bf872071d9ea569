#!/usr/bin/env bash
# Start-up benchmark: whole-process wall-clock and CPU time (user + sys, from bash's `time`) of jvsim
# against the host JVM (`java`, `java -Xint`) on the small programs of tools/bench-startup/:
#   Hello       hello world (host start + VM boot)
#   Primes      CPU-bound, arrays and arithmetic
#   Words       CPU-bound, objects and the JDK's collections
#   LostUpdate  a two-thread lost update: `./jvsim` (default search) until it reports the violation
# Each command runs --runs times (default 5); the table gives the minimum of each (the machine may be
# shared: the minimum is the run least disturbed by others) and the load average before and after.
# Checks that jvsim prints what the host prints and finds the lost update; prints a Markdown table
# on stdout, progress on stderr.
#   tools/bench-startup.sh [--runs=N] [--jvsim=<launcher>] [Program...]
# --jvsim: another launcher to measure (default: ./jvsim of this checkout, built first if needed).
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
runs=5
jvsim="$root/jvsim"
while [[ $# -gt 0 && "$1" == --* ]]; do
    case "$1" in
        --runs=*) runs="${1#--runs=}" ;;
        --jvsim=*) jvsim="${1#--jvsim=}" ;;
        *) echo "bench-startup: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "bench-startup: --runs must be a positive number" >&2; exit 2; }
if [[ $# -gt 0 ]]; then programs=("$@"); else programs=(Hello Primes Words LostUpdate); fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
javac="${JAVA_HOME:+$JAVA_HOME/bin/}javac"

classes="$(mktemp -d "${TMPDIR:-/tmp}/bench-startup.XXXXXX")"
trap 'rm -rf "$classes"' EXIT
"$javac" --release 17 -d "$classes" "$here"/bench-startup/*.java || { echo "bench-startup: javac failed" >&2; exit 4; }
# builds jvsim if needed, outside the measurements
"$jvsim" --version >/dev/null || { echo "bench-startup: $jvsim --version failed" >&2; exit 4; }

# measure <out-file> <command...>: runs the command $runs times; prints "min-wall min-cpu" (seconds),
# leaves the last run's stdout in <out-file>, its stderr in <out-file>.err, its exit status in <out-file>.status
measure() {
    local out="$1"; shift
    local best_wall="" best_cpu="" i t wall user sys cpu
    for ((i = 0; i < runs; i++)); do
        t="$( { TIMEFORMAT='%R %U %S'; time "$@" >"$out" 2>"$out.err"; echo "status $?" >"$out.status"; } 2>&1 )"
        read -r wall user sys <<<"$t"
        cpu="$(echo "$user + $sys" | bc)"
        [[ -z "$best_wall" || $(echo "$wall < $best_wall" | bc) == 1 ]] && best_wall="$wall"
        [[ -z "$best_cpu" || $(echo "$cpu < $best_cpu" | bc) == 1 ]] && best_cpu="$cpu"
    done
    printf '%.2f %.2f\n' "$best_wall" "$best_cpu"
}

ratio() { [[ "$2" == "-" || "$1" == "-" ]] && { echo "-"; return; }; printf '%.1fx' "$(echo "$1 / $2" | bc -l)"; }

load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) CPUs ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)),"
echo "$("$java" -version 2>&1 | head -1), launcher $jvsim; minimum of $runs runs each (wall-clock / CPU = user + sys, seconds)."
echo
echo "| program | java | java -Xint | jvsim | jvsim / java -Xint (wall, CPU) |"
echo "|---|---|---|---|---|"
for p in "${programs[@]}"; do
    [[ -f "$here/bench-startup/$p.java" ]] || { echo "bench-startup: no program $p in $here/bench-startup" >&2; exit 2; }
    echo "bench-startup: $p" >&2
    read -r jw jc <<<"$(measure "$classes/java.out" "$java" -cp "$classes" "$p")"
    read -r xw xc <<<"$(measure "$classes/xint.out" "$java" -Xint -cp "$classes" "$p")"
    if [[ "$p" == LostUpdate ]]; then
        # the default search: exit status 1 and the lost update reported
        read -r vw vc <<<"$(measure "$classes/jvsim.out" "$jvsim" -cp "$classes" "$p")"
        last_status="$(sed 's/status //' "$classes/jvsim.out.status")"
        if [[ "$last_status" != 1 ]] || ! grep -q 'lost update: count = 1' "$classes/jvsim.out.err"; then
            echo "bench-startup: jvsim did not report the lost update (exit status $last_status)" >&2; cat "$classes/jvsim.out.err" >&2; exit 1
        fi
        what="violation reported"
    else
        read -r vw vc <<<"$(measure "$classes/jvsim.out" "$jvsim" --search=none -cp "$classes" "$p")"
        last_status="$(sed 's/status //' "$classes/jvsim.out.status")"
        if [[ "$last_status" != 0 ]] || ! cmp -s "$classes/java.out" "$classes/jvsim.out"; then
            echo "bench-startup: jvsim's output of $p differs from java's (exit status $last_status)" >&2; cat "$classes/jvsim.out.err" >&2; exit 1
        fi
        what="--search=none"
    fi
    echo "| $p ($what) | $jw / $jc | $xw / $xc | $vw / $vc | $(ratio "$vw" "$xw"), $(ratio "$vc" "$xc") |"
done
echo
echo "Load average (1, 5, 15 min) before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)."
