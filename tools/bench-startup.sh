#!/usr/bin/env bash
# Start-up benchmark: whole-process wall-clock and CPU time (user + sys, from bash's `time`) of jvsim
# against the host JVM (`java`, `java -Xint`) on the small programs of tools/bench-startup/:
#   Hello       hello world (host start + VM boot)
#   Primes      CPU-bound, arrays and arithmetic
#   Words       CPU-bound, objects and the JDK's collections
#   LostUpdate  a two-thread lost update: `./jvsim` (default search) until it reports the violation
# Each command runs --runs times (default 5), the commands of a program taking turns (so a change of
# load hits them alike); the table gives the minimum of each (the machine may be shared: the minimum is
# the run least disturbed by others) and the load average before and after. Checks that jvsim prints
# what the host prints and finds the lost update; prints a Markdown table on stdout, progress on stderr.
#   tools/bench-startup.sh [--runs=N] [--jvsim=<launcher>]... [Program...]
# --jvsim: a launcher to measure, repeatable to compare several, e.g. a copy of an earlier build's
# (default: ./jvsim of this checkout, built first if needed).
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
runs=5
launchers=()
while [[ $# -gt 0 && "$1" == --* ]]; do
    case "$1" in
        --runs=*) runs="${1#--runs=}" ;;
        --jvsim=*) launchers+=("${1#--jvsim=}") ;;
        *) echo "bench-startup: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
[[ ${#launchers[@]} -gt 0 ]] || launchers=("$root/jvsim")
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "bench-startup: --runs must be a positive number" >&2; exit 2; }
if [[ $# -gt 0 ]]; then programs=("$@"); else programs=(Hello Primes Words LostUpdate); fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
javac="${JAVA_HOME:+$JAVA_HOME/bin/}javac"

classes="$(mktemp -d "${TMPDIR:-/tmp}/bench-startup.XXXXXX")"
trap 'rm -rf "$classes"' EXIT
"$javac" --release 17 -d "$classes" "$here"/bench-startup/*.java || { echo "bench-startup: javac failed" >&2; exit 4; }
# builds jvsim if needed, outside the measurements
for l in "${launchers[@]}"; do
    "$l" --version >/dev/null || { echo "bench-startup: $l --version failed" >&2; exit 4; }
done

fmin() { if [[ -z "$1" ]] || (( $(echo "$2 < $1" | bc) )); then echo "$2"; else echo "$1"; fi; }
ratio() { printf '%.1fx' "$(echo "$1 / $2" | bc -l)"; }

load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) CPUs ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)),"
echo "$("$java" -version 2>&1 | head -1); minimum of $runs runs each, wall-clock / CPU (user + sys) in seconds."
for ((l = 0; l < ${#launchers[@]}; l++)); do echo "jvsim $((l + 1)): ${launchers[l]}"; done
echo
header="| program | java | java -Xint |"; rule="|---|---|---|"
for ((l = 0; l < ${#launchers[@]}; l++)); do
    header+=" jvsim $((l + 1)) | jvsim $((l + 1)) / java -Xint (wall, CPU) |"; rule+="---|---|"
done
echo "$header"; echo "$rule"
for p in "${programs[@]}"; do
    [[ -f "$here/bench-startup/$p.java" ]] || { echo "bench-startup: no program $p in $here/bench-startup" >&2; exit 2; }
    echo "bench-startup: $p" >&2
    # the commands, taking turns; LostUpdate under the default search, the others run once
    # (each a shell-quoted command line, for eval)
    cmds=("$(printf '%q ' "$java" -cp "$classes" "$p")" "$(printf '%q ' "$java" -Xint -cp "$classes" "$p")")
    if [[ "$p" == LostUpdate ]]; then what="violation reported"; mode=(); else what="--search=none"; mode=(--search=none); fi
    for l in "${launchers[@]}"; do cmds+=("$(printf '%q ' "$l" "${mode[@]}" -cp "$classes" "$p")"); done
    walls=(); cpus=()
    for ((i = 0; i < runs; i++)); do
        for ((c = 0; c < ${#cmds[@]}; c++)); do
            out="$classes/out.$c"
            t="$( { TIMEFORMAT='%R %U %S'; time eval "${cmds[c]}" >"$out" 2>"$out.err"; echo "$?" >"$out.status"; } 2>&1 )"
            read -r wall user sys <<<"$t"
            walls[c]="$(fmin "${walls[c]:-}" "$wall")"
            cpus[c]="$(fmin "${cpus[c]:-}" "$(echo "$user + $sys" | bc)")"
        done
    done
    row="| $p ($what) |"
    for ((c = 0; c < ${#cmds[@]}; c++)); do
        row+="$(printf ' %.2f / %.2f |' "${walls[c]}" "${cpus[c]}")"
        (( c < 2 )) && continue
        status="$(cat "$classes/out.$c.status")"
        if [[ "$p" == LostUpdate ]]; then
            # exit status 1 and the lost update reported
            if [[ "$status" != 1 ]] || ! grep -q 'lost update: count = 1' "$classes/out.$c.err"; then
                echo "bench-startup: ${cmds[c]} did not report the lost update (exit status $status)" >&2; cat "$classes/out.$c.err" >&2; exit 1
            fi
        elif [[ "$status" != 0 ]] || ! cmp -s "$classes/out.0" "$classes/out.$c"; then
            echo "bench-startup: ${cmds[c]}: output differs from java's (exit status $status)" >&2; cat "$classes/out.$c.err" >&2; exit 1
        fi
        row+=" $(ratio "${walls[c]}" "${walls[1]}"), $(ratio "${cpus[c]}" "${cpus[1]}") |"
    done
    echo "$row"
done
echo
echo "Load average (1, 5, 15 min) before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)."
