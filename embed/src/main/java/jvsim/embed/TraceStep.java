package jvsim.embed;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jvsim.search.Step;
import jvsim.vm.Op;
import jvsim.vm.VmMethod;

/**
 * One step of a violation's trace, structured (the HTML view reads it; the JSON report writes its
 * text form, {@link Violation#trace}).
 * @param thread      the thread's name, as the program set it
 * @param threadPath  the thread's creation path (as in the schedule)
 * @param operation   the operation for humans: "write Counter.count", "notify java.lang.Object", ...
 * @param at          where the operation is (inside the JDK for a JDK step), or null for a VM-internal step
 * @param calledFrom  for a step inside the JDK or a test framework: the innermost frame of the program's own code
 *                    that led there (or, when none, of the test framework's that called the JDK), else null
 * @param inJdk       the operation is inside JDK code
 * @param inTestFramework the operation is inside a test framework's code (JUnit, opentest4j, ...), or inside JDK code it called
 * @param culprit     the step is part of the violation: an access of a race, a step of a deadlocked
 *                    thread (its locking and its last step), the step that threw
 * @param notes       what the step did besides its operation that the search does not see ("notify ... at ..."), in order
 */
public record TraceStep(String thread, String threadPath, String operation, Location at, Location calledFrom, boolean inJdk,
                        boolean inTestFramework, boolean culprit, List<String> notes) {
    public TraceStep {
        notes = List.copyOf(notes);
    }


    /**
     * A place in the code: Class.method(File.java:line); file null when unknown, line 0 when unknown;
     * program: the class is the program's own (neither the JDK's nor a test framework's).
     */
    public record Location(String className, String method, String file, int line, boolean program) {
        static Location of(VmMethod m, int pc) {
            return m == null ? null : new Location(m.owner.javaName(), m.name, m.owner.sourceFile, m.lineAt(pc), !m.owner.jdk && !m.owner.testFramework && !m.owner.hidden);
        }

        /** The package of the class, as a directory ("a/b/"), "" for the unnamed package. */
        public String packageDir() {
            int dot = className.lastIndexOf('.');
            return dot < 0 ? "" : className.substring(0, dot + 1).replace('.', '/');
        }

        /** As in stack traces: "pkg.Class.method(File.java:12)". */
        @Override public String toString() {
            return className + "." + method + "(" + (file == null ? "Unknown Source" : line > 0 ? file + ":" + line : file) + ")";
        }
    }

    /** The step of the program's own code: where it called into the JDK, or where it is. */
    public Location userLocation() { return calledFrom != null ? calledFrom : at; }

    /** The steps of a violation's trace, those that make up the violation marked as culprits. */
    public static List<TraceStep> of(jvsim.search.Violation v) {
        Set<Integer> culprits = culprits(v);
        java.util.Map<Long, String> names = v.objectNames();
        List<TraceStep> out = new ArrayList<>(v.trace.size());
        for (int i = 0; i < v.trace.size(); i++) {
            Step s = v.trace.get(i);
            Op op = s.op;
            if (op.beginsIn() != null) {
                // a thread begins, for the program, in its Runnable's run or its lambda's body (Thread.run only calls it)
                out.add(new TraceStep(s.threadName, s.threadPath, s.operation(names), Location.of(op.beginsIn(), 0), null,
                        op.beginsIn().owner.jdk, op.beginsIn().owner.testFramework, culprits.contains(i), s.notes(names)));
                continue;
            }
            Location calledFrom = op.appMethod != null ? Location.of(op.appMethod, op.appPc) : Location.of(op.userMethod, op.userPc);
            out.add(new TraceStep(s.threadName, s.threadPath, s.operation(names), Location.of(op.method, op.pc), calledFrom,
                    s.inJdk(), ViolationText.inTestFramework(s), culprits.contains(i), s.notes(names)));
        }
        return out;
    }

    /**
     * Indices of the steps that make up the violation, from its typed data. A race: the later access
     * (the reported thread's first access of the field where the race's later access was) and the
     * latest conflicting access of another thread before it, where the race's earlier access was. A
     * deadlock: the lock acquisitions of what the listed threads wait for and the last step of each.
     * A potential deadlock: the inversion's acquisitions. An enforcement-deadlock: the last step of
     * each held thread. Else (an uncaught exception, ...): the thread's last step.
     */
    private static Set<Integer> culprits(jvsim.search.Violation v) {
        Set<Integer> out = new HashSet<>();
        List<Step> t = v.trace;
        if (v.race != null) {
            int later = -1;
            for (int j = 0; j < t.size() && later < 0; j++) {
                Op op = t.get(j).op;
                if (t.get(j).threadName.equals(v.thread) && op.isAccess() && v.field.equals(op.what) && is(v.race.later(), t.get(j))) later = j;
            }
            if (later < 0) return out;
            out.add(later);
            Op l = t.get(later).op;
            for (int i = later - 1; i >= 0; i--) {
                Op op = t.get(i).op;
                if (!t.get(i).threadName.equals(v.thread) && op.isAccess() && op.overlaps(l) && (op.writes() || l.writes()) && is(v.race.earlier(), t.get(i))) {
                    out.add(i);
                    break;
                }
            }
        } else if (v.deadlock != null) {
            // each listed thread's acquisitions of what the others wait for, and its last step
            Set<Long> objects = v.objectNames().keySet();
            Set<String> threads = new HashSet<>();
            for (jvsim.vm.ThreadReport r : v.deadlock.threads()) threads.add(r.thread());
            for (int i = 0; i < t.size(); i++) {
                Step s = t.get(i);
                if (threads.contains(s.threadName) && s.op.kind == Op.ACQUIRE && s.op.obj != null && objects.contains(s.op.obj.id)) out.add(i);
            }
            for (String name : threads) lastStepOf(t, name, out);
        } else if (v.lockOrder != null) {
            Set<String> sites = new HashSet<>();
            for (jvsim.vm.LockOrder.Acquisitions a : v.lockOrder.acquisitions()) {
                sites.add(a.thread() + "\u0000" + a.firstSite());
                sites.add(a.thread() + "\u0000" + a.thenSite());
            }
            for (int i = 0; i < t.size(); i++) {
                Step s = t.get(i);
                if (s.op.kind == Op.ACQUIRE && sites.contains(s.threadName + "\u0000" + s.op.userWhere())) out.add(i);
            }
        } else if (v.kind == jvsim.vm.ViolationKind.ENFORCEMENT_DEADLOCK) {
            for (jvsim.vm.PropertyViolation p : v.properties()) if (p.heldThread() != null) lastStepOf(t, p.heldThread(), out);
        } else if (v.thread != null) {
            lastStepOf(t, v.thread, out);
        }
        return out;
    }

    /** Whether step s is that access of a race. */
    private static boolean is(jvsim.vm.Race.Access a, Step s) {
        return s.threadName.equals(a.thread()) && s.op.whereWithCaller().equals(a.where());
    }

    private static void lastStepOf(List<Step> trace, String thread, Set<Integer> out) {
        for (int i = trace.size() - 1; i >= 0; i--) {
            if (trace.get(i).threadName.equals(thread)) {
                out.add(i);
                return;
            }
        }
    }
}
