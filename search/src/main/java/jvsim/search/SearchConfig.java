package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.SchedMode;
import jvsim.vm.VmConfig;

/** What to explore and how far: the target, the scheduling-point granularity and the limits. */
public final class SearchConfig {
    /** VM settings (class path, heap bound, properties, assertions); its out/err are replaced per execution. */
    public VmConfig vm = new VmConfig();
    public String className;
    /** A static no-argument method to run instead of main (null: main). */
    public String method;
    public List<String> args = new ArrayList<>();
    /** Which accesses are scheduling points (--sched). */
    public SchedMode sched = SchedMode.SHARED;
    /** Stop after this many executions (0: no bound). */
    public long maxExecutions;
    /** Stop after this much wall-clock time in milliseconds (0: no bound). */
    public long maxTimeMs;
    /** Stateful searches: stop after visiting this many distinct states (0: no bound). */
    public long maxStates;
    /** Stateful searches: do not expand states deeper than this many steps (0: no bound). */
    public int maxDepth;
    /** Steps (scheduling choices) allowed per execution before it counts as non-terminating. */
    public long maxSteps = 100_000;
    /** Keep searching after a violation and report each distinct one once. */
    public boolean findAll;
    public long seed;
    /** Listeners that check every execution (a fresh set per search). */
    public List<jvsim.vm.ExecutionListener> listeners = new ArrayList<>();
    /** Told after each complete execution (on the search thread), e.g. for a progress line; null: nobody. */
    public SearchProgress progress;
    /** Measure interleaving coverage of t-way block sequences (2 or 3; see jvsim.search.coverage.InterleavingCoverage); 0: not measured. */
    public int coverage;
    /** Which thread choices systematic searches explore first (--prioritize); null: none. */
    public ChoicePriority priority;
    /** For replay: the schedule to follow, as thread paths ("main", "main.1", ...). */
    public List<String> schedule;
}
