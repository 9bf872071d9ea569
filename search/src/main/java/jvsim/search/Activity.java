package jvsim.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jvsim.vm.Op;
import jvsim.vm.ThreadReport;

/**
 * What a thread was doing when its execution was cut short (stopped by a limit or a signal, or cut
 * at --max-steps), judged by what it waits for and by its last steps.
 *
 * @param kind  what it was doing
 * @param steps for SPINNING and POLLING: how many of its last steps did that (at least one); else 0
 * @param reads for POLLING: the locations its latest steps read ("Spin.stop"), the latest first; else empty
 */
public record Activity(Kind kind, int steps, List<String> reads) {
    public Activity {
        reads = List.copyOf(reads);
    }

    public enum Kind {
        /**
         * Running code without any visible operation (no access to shared memory, no
         * synchronization): each of its last steps ran until the VM preempted it (a million
         * instructions), e.g. {@code while (true) { }} or a loop over thread-local data.
         */
        SPINNING("spinning"),
        /** Its last steps only read shared locations (and yielded), e.g. {@code while (!done) Thread.onSpinWait();}. */
        POLLING("polling"),
        /** Blocked entering a monitor, or waiting for a class's initialization. */
        BLOCKED("blocked"),
        /** Waiting (join, wait, park, a socket, ...). */
        WAITING("waiting"),
        /** It could run; nothing above. */
        RUNNABLE("runnable");

        /** The kind as the JSON report writes it. */
        public final String json;

        Kind(String json) { this.json = json; }
    }

    /** Trailing read or yield steps from which a thread counts as polling. */
    static final int POLLING_STEPS = 10;
    /** Of those, the latest this many tell what it polls. */
    private static final int READS_WINDOW = 20;

    /**
     * What thread t was doing: waiting or blocked when it waits for something, else judged by the
     * steps (of the execution cut short) of the thread with that uid, the last first.
     */
    public static Activity of(ThreadReport t, List<Step> steps) {
        if (t.waitsFor() != null) return new Activity(t.state().equals("BLOCKED") ? Kind.BLOCKED : Kind.WAITING, 0, List.of());
        return ofSteps(steps, t.uid());
    }

    /** What the thread with that uid was doing, judged by its last steps alone (SPINNING, POLLING or RUNNABLE). */
    public static Activity ofSteps(List<Step> steps, int uid) {
        int preempted = 0, quiet = 0;
        boolean spinning = true, polling = true;
        Set<String> reads = new LinkedHashSet<>();
        for (int i = steps.size() - 1; i >= 0 && (spinning || polling); i--) {
            Step s = steps.get(i);
            if (s.threadUid != uid) continue;
            Op op = s.op;
            boolean pre = op.kind == Op.YIELD && op.key == Op.KEY_PREEMPTED;
            if (spinning && pre) preempted++;
            else spinning = false;
            if (polling && !pre && (op.kind == Op.READ || op.kind == Op.YIELD) && op.also == null) {
                // what the loop reads: its latest reads (a read before the loop began is no part of it)
                if (quiet++ < READS_WINDOW && op.kind == Op.READ && op.what != null) reads.add(op.what);
            } else {
                polling = false;
            }
        }
        if (preempted > 0) return new Activity(Kind.SPINNING, preempted, List.of());
        if (quiet >= POLLING_STEPS && !reads.isEmpty()) return new Activity(Kind.POLLING, quiet, new ArrayList<>(reads));
        return new Activity(Kind.RUNNABLE, 0, List.of());
    }
}
