package jvsim.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jvsim.vm.Deadlock;
import jvsim.vm.ThreadReport;

/**
 * The text of a deadlock ({@link Deadlock}) and of threads that did not end ({@link ThreadReport}):
 * the one place they become words. The violation's message ({@link Violation#message}) is
 * {@link #message}; the CLI and the embedding API (jvsim.embed.ViolationText) add {@link #line}
 * for each thread; the JSON report writes the records themselves.
 */
public final class DeadlockText {
    private DeadlockText() { }

    /**
     * The deadlock in one line: the cycle's threads, what each waits for (the object's name, where
     * it was allocated) and who holds it, then the threads blocked behind the cycle; without a
     * cycle, each thread that cannot run and what it waits for. E.g. {@code cycle of 2 threads:
     * "alice" waits for bank.Bank$Account@2, held by "bob"; "bob" waits for bank.Bank$Account@1, held
     * by "alice"; both allocated at bank.Bank.main(Bank.java:17); blocked behind it: "main" (joins "alice")}.
     */
    public static String message(Deadlock d) {
        StringBuilder b = new StringBuilder(pinning(d));
        if (d.cycle().isEmpty()) {
            b.append("no thread can run: ");
            for (int i = 0; i < d.blocked().size(); i++) {
                ThreadReport t = d.blocked().get(i);
                b.append(i == 0 ? "" : "; ").append('"').append(t.thread()).append("\" ").append(t.state()).append(' ').append(waits(t, true));
            }
            return b.toString();
        }
        // the objects of the cycle: when they were all allocated at one place, that place is said once
        Set<String> sites = new LinkedHashSet<>();
        int objects = 0;
        for (ThreadReport t : d.cycle()) {
            ThreadReport.Resource r = t.waitsFor();
            if (r != null && r.objectId() != 0) {
                objects++;
                sites.add(r.allocatedAt());
            }
        }
        boolean shared = objects > 1 && sites.size() == 1 && sites.iterator().next() != null;
        b.append("cycle of ").append(d.cycle().size()).append(d.cycle().size() == 1 ? " thread: " : " threads: ");
        for (int i = 0; i < d.cycle().size(); i++) {
            ThreadReport t = d.cycle().get(i);
            b.append(i == 0 ? "" : "; ").append('"').append(t.thread()).append("\" ").append(waits(t, !shared));
        }
        if (shared) b.append("; ").append(objects == 2 ? "both" : "all " + objects).append(" allocated at ").append(sites.iterator().next());
        List<String> behind = new ArrayList<>(), others = new ArrayList<>();
        for (ThreadReport t : d.blocked()) (d.behindCycle(t) ? behind : others).add("\"" + t.thread() + "\" (" + waits(t, false) + ")");
        if (!behind.isEmpty()) b.append("; blocked behind it: ").append(String.join(", ", behind));
        if (!others.isEmpty()) b.append("; also blocked: ").append(String.join(", ", others));
        return b.toString();
    }

    /**
     * A deadlock of carriers pinned by virtual threads, first: {@code pinning deadlock: virtual
     * thread "#23" pins carrier "ForkJoinPool-1-worker-1" while it waits for ... (parked),
     * holding java.lang.Object allocated at ...; } (one clause a pinned carrier); "" when no
     * carrier is pinned.
     */
    static String pinning(Deadlock d) {
        if (d.pins().isEmpty()) return "";
        StringBuilder b = new StringBuilder("pinning deadlock: ");
        for (Deadlock.Pin p : d.pins()) {
            b.append("virtual thread \"").append(p.virtualThread()).append("\" pins carrier \"").append(p.carrier()).append("\" while it ");
            ThreadReport carrier = null;
            for (ThreadReport t : d.threads()) if (t.thread().equals(p.carrier())) carrier = t;
            String waits = carrier == null ? "" : waits(carrier, true);
            b.append(waits.isEmpty() ? "blocks" : waits.startsWith("waits") || waits.startsWith("joins") ? waits : "is " + waits);
            if (!p.monitors().isEmpty()) b.append(", holding the monitor").append(p.monitors().size() == 1 ? " of " : "s of ").append(String.join(", ", p.monitors()));
            b.append("; ");
        }
        return b.toString();
    }

    /** The deadlock in a few words, for a summary line: {@code deadlock of "alice" and "bob"}, or {@code deadlock: no thread can run}. */
    public static String summary(Deadlock d) {
        if (d.cycle().isEmpty()) return (d.pins().isEmpty() ? "deadlock" : "pinning deadlock") + ": no thread can run (" + names(d.blocked()) + ")";
        String s = "deadlock of " + names(d.cycle());
        long behind = d.blocked().stream().filter(d::behindCycle).count();
        return behind == 0 ? s : s + " (" + behind + " more thread" + (behind == 1 ? "" : "s") + " blocked behind them)";
    }

    /** "\"a\"", "\"a\" and \"b\"", "\"a\", \"b\" and \"c\"". */
    private static String names(List<ThreadReport> ts) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ts.size(); i++) {
            b.append(i == 0 ? "" : i == ts.size() - 1 ? " and " : ", ").append('"').append(ts.get(i).thread()).append('"');
        }
        return b.toString();
    }

    /**
     * A thread, what it waits for and what of it it holds, and where the program is:
     * {@code "alice" BLOCKED at bank.Bank.transfer(Bank.java:10): waits for bank.Bank$Account@2
     * (allocated at bank.Bank.main(Bank.java:17)), held by "bob"; holds bank.Bank$Account@1}.
     * A thread that could run: {@code "main" RUNNABLE at Spin.main(Spin.java:3)}.
     */
    public static String line(ThreadReport t) {
        StringBuilder b = new StringBuilder().append('"').append(t.thread()).append("\" ").append(t.state());
        if (!t.at().isEmpty()) b.append(" at ").append(t.at());
        if (t.waitsFor() != null) b.append(": ").append(waits(t, true));
        if (!t.holds().isEmpty()) {
            b.append("; holds ");
            for (int i = 0; i < t.holds().size(); i++) {
                ThreadReport.Resource r = t.holds().get(i);
                b.append(i == 0 ? "" : ", ").append(r.kind() == ThreadReport.Kind.CLASS_INIT ? "the initialization of class " + r.name() : r.name());
            }
        }
        return b.toString();
    }

    /** What t waits for: "waits for X (allocated at ...), held by \"h\"", "joins \"h\"", ...; "" when it could run. */
    public static String waits(ThreadReport t, boolean allocation) {
        ThreadReport.Resource r = t.waitsFor();
        if (r == null) return "";
        String held = t.heldBy() == null ? "" : ", held by \"" + t.heldBy() + "\"";
        String object = r.name() + (allocation && r.allocatedAt() != null ? " (allocated at " + r.allocatedAt() + ")" : "");
        return switch (r.kind()) {
            case MONITOR -> "waits for " + object + held;
            case LOCK -> "waits for lock " + object + held;
            case JOIN -> "joins \"" + r.name() + "\"";
            case CLASS_INIT -> "waits for the initialization of class " + r.name() + (t.heldBy() == null ? "" : ", being initialized by \"" + t.heldBy() + "\"");
            case NOTIFY -> "waits for a notification on " + object;
            case PARK -> r.name() == null ? "parked" : "parked on " + object;
            case OTHER -> r.name();
        };
    }

    /**
     * The frames of t, innermost first, each "at Class.method(File.java:line)", a run of frames of
     * the JDK as its innermost frame and how many more there are.
     */
    public static List<String> frames(ThreadReport t) {
        List<String> out = new ArrayList<>();
        List<ThreadReport.StackFrame> s = t.stack();
        for (int i = 0; i < s.size(); ) {
            int j = i + 1;
            if (s.get(i).jdk()) while (j < s.size() && s.get(j).jdk()) j++;
            int more = j - i - 1;
            out.add("at " + s.get(i).where() + (more == 0 ? "" : " and " + more + " more frame" + (more == 1 ? "" : "s") + " in the JDK"));
            i = j;
        }
        return out;
    }

    /**
     * The deadlock as lines, for a run without search (the violation's {@link Violation#stack}):
     * each thread's {@link #line}, then its frames, indented.
     */
    public static List<String> lines(Deadlock d) {
        List<String> out = new ArrayList<>();
        for (ThreadReport t : d.threads()) {
            out.add(line(t));
            for (String f : frames(t)) out.add("    " + f);
        }
        return out;
    }

    /** What a thread was doing, in words: "spinning with no shared access (each of its last 3 steps ran over a million instructions without a visible operation)". */
    public static String doing(Activity a) { return doing(a, true); }

    /** As {@link #doing(Activity)}; without detail, without the parenthesis that says how it was judged. */
    public static String doing(Activity a, boolean detail) {
        return switch (a.kind()) {
            case SPINNING -> "spinning with no shared access" + (!detail ? "" : " (" + (a.steps() == 1 ? "its last step" : "each of its last " + a.steps() + " steps")
                    + " ran over a million instructions without a visible operation)");
            case POLLING -> "spinning on " + String.join(", ", a.reads()) + (!detail ? "" : " (its last " + a.steps() + " steps only read "
                    + (a.reads().size() == 1 ? "it" : "them") + " or yielded)");
            case BLOCKED -> "blocked";
            case WAITING -> "waiting";
            case RUNNABLE -> "runnable";
        };
    }

    /**
     * A thread that had not ended when its execution was cut short, and what it was doing:
     * {@code "main" RUNNABLE at Spin.main(Spin.java:3): spinning with no shared access (...)}, or
     * for a waiting thread its {@link #line}.
     */
    public static String line(RunningThread r) {
        if (r.thread().waitsFor() != null) return line(r.thread());
        return line(r.thread()) + ": " + doing(r.activity());
    }
}
