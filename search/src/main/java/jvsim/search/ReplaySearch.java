package jvsim.search;

import java.util.List;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.VmThread;

/**
 * Re-runs one recorded schedule (thread paths, one per step, and data choices as "path=value");
 * past its end, continues with the first enabled thread and the smallest values.
 */
public final class ReplaySearch extends Search {
    /** The recorded schedule does not fit the program (the program or its class path changed). */
    public static final class Mismatch extends RuntimeException {
        Mismatch(String m) { super(m); }
    }

    @Override protected void explore() {
        List<String> schedule = config.schedule;
        SchedulingStrategy follow = new SchedulingStrategy() {
            int step;
            @Override public boolean followsFromStart() { return true; }

            @Override public VmThread choose(List<VmThread> enabled) {
                if (step < schedule.size()) {
                    String want = schedule.get(step++);
                    for (VmThread t : enabled) if (t.path.equals(want)) return t;
                    throw new Mismatch("the trace does not match the program: at step " + step + " thread " + want + " cannot run");
                }
                step++;
                return enabled.get(0);
            }

            @Override public int chooseValue(VmThread t, int min, int max) {
                if (step >= schedule.size()) return min;
                String entry = schedule.get(step++);
                Integer v = Step.valueOf(entry);
                if (v != null && Step.threadOf(entry).equals(t.path) && v >= min && v <= max) return v;
                throw new Mismatch("the trace does not match the program: at step " + step + " thread " + t.path
                        + " makes a data choice in " + min + ".." + max + ", the trace has " + entry);
            }
        };
        Execution e = executor.run(follow);
        result.states += e.steps.size();
        finished(e);
    }
}
