package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.VmStopped;

/**
 * Shortens a counterexample to fewer context switches: greedily moves runs of one thread's steps
 * next to that thread's neighbouring run (or to the end), re-executes each candidate with a
 * {@link ScheduleFollower}, and keeps the executed schedule when it fails the same way
 * ({@link Violation#identity}) with fewer switches. The kept trace is an actual execution, so it
 * replays exactly. Bounded by a number of re-executions and a deadline; a stop request (--max-time,
 * interrupt) ends it with the best trace so far.
 */
public final class CounterexampleShortener {
    private final Executor executor;
    private final long maxExecutions;
    private final long deadlineNanos;
    private long executions;

    /** deadlineNanos: a System.nanoTime() after which no candidate is started. */
    public CounterexampleShortener(Executor executor, long maxExecutions, long deadlineNanos) {
        this.executor = executor;
        this.maxExecutions = maxExecutions;
        this.deadlineNanos = deadlineNanos;
    }

    /** Re-executions run so far, over all violations shortened by this object. */
    public long executions() { return executions; }

    /** The violation with the fewest context switches found, or v itself when none beats it. */
    public Violation shorten(Violation v) {
        String identity = v.identity();
        List<String> best = v.schedule();
        int bestSwitches = Violation.contextSwitches(best);
        Violation found = null;
        int j = 0;
        while (true) {
            List<int[]> runs = runs(best);
            if (j >= runs.size()) break;
            Violation better = null;
            for (List<String> candidate : candidates(best, runs, j)) {
                if (executions >= maxExecutions || System.nanoTime() - deadlineNanos >= 0) return result(v, found);
                Execution e;
                try {
                    executions++;
                    e = executor.run(new ScheduleFollower(candidate));
                } catch (VmStopped stopped) {
                    return result(v, found);
                }
                if (Violation.contextSwitches(e.schedule()) >= bestSwitches) continue;
                for (Violation w : Search.violationsOf(e)) if (w.identity().equals(identity)) better = w;
                if (better != null) break;
            }
            if (better == null) {
                j++;
            } else {
                found = better;
                best = better.schedule();
                bestSwitches = Violation.contextSwitches(best);
                j = Math.max(0, j - 1);  // the runs before j may now merge too
            }
        }
        return result(v, found);
    }

    private static Violation result(Violation original, Violation found) {
        return found == null ? original : found.shortening(original);
    }

    /** Maximal runs of steps of one thread, as [from, to) index pairs. */
    static List<int[]> runs(List<String> schedule) {
        List<int[]> runs = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= schedule.size(); i++) {
            if (i == schedule.size() || !Step.threadOf(schedule.get(i)).equals(Step.threadOf(schedule.get(from)))) {
                runs.add(new int[] {from, i});
                from = i;
            }
        }
        return runs;
    }

    /**
     * Schedules that remove the switches around run j: its thread's next run pulled up to follow it,
     * run j pushed down to precede that next run, or (for the thread's last run) run j moved to the end.
     */
    static List<List<String>> candidates(List<String> s, List<int[]> runs, int j) {
        int[] r = runs.get(j);
        String thread = Step.threadOf(s.get(r[0]));
        int[] next = null;
        for (int k = j + 1; k < runs.size() && next == null; k++) if (Step.threadOf(s.get(runs.get(k)[0])).equals(thread)) next = runs.get(k);
        List<List<String>> out = new ArrayList<>();
        if (next != null) {
            out.add(concat(s.subList(0, r[1]), s.subList(next[0], next[1]), s.subList(r[1], next[0]), s.subList(next[1], s.size())));
            out.add(concat(s.subList(0, r[0]), s.subList(r[1], next[0]), s.subList(r[0], r[1]), s.subList(next[0], s.size())));
        } else if (j < runs.size() - 1) {
            out.add(concat(s.subList(0, r[0]), s.subList(r[1], s.size()), s.subList(r[0], r[1]), List.of()));
        }
        return out;
    }

    private static List<String> concat(List<String> a, List<String> b, List<String> c, List<String> d) {
        List<String> out = new ArrayList<>(a.size() + b.size() + c.size() + d.size());
        out.addAll(a);
        out.addAll(b);
        out.addAll(c);
        out.addAll(d);
        return out;
    }
}
