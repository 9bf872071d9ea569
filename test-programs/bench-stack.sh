#!/usr/bin/env bash
# Stack walking in jvsim against the host's interpreter (java -Xint): per operation, the CPU seconds
# each pays (user + system; the difference between n operations and none, so start-up cancels out,
# and CPU time, so that other load on the machine counts less than in wall-clock time) and their
# ratio, and the bytecodes jvsim executes, for bench.StackCost's modes (30 frames deep). The
# compute mode (a plain loop) is the reference: stack walking should cost about the ratio it has.
# Prints a Markdown table on stdout.
#   test-programs/bench-stack.sh [n]     (default n: 2000)
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
n="${1:-2000}"
classes="$here/target/classes"
if [[ ! -f "$classes/bench/StackCost.class" ]]; then
    (cd "$root" && mvn -q -B -o -pl test-programs -am compile) >&2 || { echo "bench-stack: build failed" >&2; exit 4; }
fi
java="${JAVA_HOME:+$JAVA_HOME/bin/}java"

# CPU seconds of a command (user + system, as /usr/bin/time reports them on its last line)
seconds() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ print $1 + $2 }'; }
# bytecodes of a jvsim run
bytecodes() { "$root/jvsim" --search=none -cp "$classes" bench.StackCost "$@" 2>&1 >/dev/null | sed -n 's/^jvsim: .* \([0-9][0-9]*\) instructions.*/\1/p'; }

"$root/jvsim" --version >/dev/null 2>&1 # builds the CLI when needed
echo "| mode (n=$n) | java -Xint s/op | jvsim s/op | ratio | jvsim bytecodes/op |"
echo "|---|---|---|---|---|"
for mode in compute throwable method walker; do
    echo "bench-stack: $mode" >&2
    # the host's interpreter runs the plain loop too fast to measure n of them
    hn=$n; [[ "$mode" == compute ]] && hn=$((n * 100))
    h0=$(seconds "$java" -Xint -cp "$classes" bench.StackCost "$mode" 0)
    h1=$(seconds "$java" -Xint -cp "$classes" bench.StackCost "$mode" "$hn")
    v0=$(seconds "$root/jvsim" --search=none -cp "$classes" bench.StackCost "$mode" 0)
    v1=$(seconds "$root/jvsim" --search=none -cp "$classes" bench.StackCost "$mode" "$n")
    b0=$(bytecodes "$mode" 0)
    b1=$(bytecodes "$mode" "$n")
    host=$(echo "scale=8; ($h1 - $h0) / $hn" | bc)
    vm=$(echo "scale=6; ($v1 - $v0) / $n" | bc)
    ratio=$(echo "scale=1; if ($host > 0) $vm / $host else 0" | bc)
    printf '| %s | %s | %s | %s | %s |\n' "$mode" "$host" "$vm" "$ratio" "$(( (b1 - b0) / n ))"
done
