package jvsim.embed;

import java.util.List;
import java.util.Map;
import jvsim.search.DeadlockText;
import jvsim.search.RunningThread;
import jvsim.search.Step;
import jvsim.search.StoppedExecution;
import jvsim.search.Violation;
import jvsim.vm.ThreadReport;
import jvsim.vm.ViolationKind;

/**
 * A violation for humans: what happened, the trace with runs of steps inside the JDK summarized
 * (the JSON report has them all), and the execution's output. Shared by the CLI and the embedding API.
 */
public final class ViolationText {
    private ViolationText() { }

    /**
     * Several lines, each ending in a newline; the first is "kind in thread "t": message" ("warning:
     * kind ..." for a warning; "deadlock: message" for a deadlock, whose message names its threads).
     * A deadlock the VM found then lists each thread that cannot run, where it is and what it waits
     * for, the cycle's first; a violation of a run without search (--search=none) its stack lines.
     * Then the trace, the objects the violation names by their names ("acquire bank.Bank$Account@2").
     */
    public static String format(Violation v) {
        StringBuilder b = new StringBuilder();
        b.append(headline(v)).append('\n');
        if (v.stack != null) {
            for (String line : v.stack) b.append("  ").append(line).append('\n');
            return b.toString();
        }
        if (v.deadlock != null) {
            for (ThreadReport t : v.deadlock.cycle()) b.append("  ").append(DeadlockText.line(t)).append('\n');
            for (ThreadReport t : v.deadlock.blocked())
                b.append("  ").append(v.deadlock.behindCycle(t) ? "blocked behind the cycle: " : v.deadlock.cycle().isEmpty() ? "" : "also blocked: ")
                        .append(DeadlockText.line(t)).append('\n');
        }
        if (v.nonTermination != null) {
            // the spinner's stack, then the threads that cannot run (which is why no one ends its loop)
            for (String f : v.nonTermination.stack()) b.append("      at ").append(f).append('\n');
            for (ThreadReport t : v.nonTermination.others()) b.append("  ").append(DeadlockText.line(t)).append('\n');
        }
        Map<Long, String> names = v.objectNames();
        b.append("  trace (").append(v.trace.size()).append(" steps, ").append(v.contextSwitches()).append(" context switches");
        if (v.shortenedFrom != null)
            b.append(", shortened from ").append(v.shortenedFrom.trace.size()).append(" steps, ").append(v.shortenedFrom.contextSwitches()).append(" context switches");
        boolean framework = v.trace.stream().anyMatch(s -> summarized(s) && inTestFramework(s));
        b.append(framework ? "; steps inside the JDK and the test framework are summarized by the line of the program that called them, the JSON report has them all):\n"
                : "; steps inside the JDK are summarized by the line of the program that called it, the JSON report has them all):\n");
        // a run: consecutive steps of one thread inside the JDK, called from one line of the program (or from none)
        int runStart = -1;
        for (int i = 0; i <= v.trace.size(); i++) {
            Step s = i < v.trace.size() ? v.trace.get(i) : null;
            boolean inJdk = s != null && summarized(s);
            if (runStart >= 0 && (!inJdk || !sameRun(v.trace.get(runStart), s))) {
                appendJdkRun(b, v.trace, runStart, i);
                runStart = -1;
            }
            if (s == null) break;
            if (inJdk) {
                if (runStart < 0) runStart = i;
            } else {
                b.append(String.format("  %4d  %s\n", i + 1, s.describe(names)));
                for (String note : s.notes(names)) b.append(String.format("  %4s  \"%s\" %s\n", "", s.threadName, note));
            }
        }
        if (!v.stdout.isEmpty() || !v.stderr.isEmpty()) {
            b.append("  output of this execution:\n");
            for (String line : (v.stdout + v.stderr).split("\n")) b.append("    | ").append(line).append('\n');
        }
        return b.toString();
    }

    /** The first line of {@link #format}: "kind in thread "t": message", "warning: ...", "deadlock: message". */
    public static String headline(Violation v) {
        String kind = (v.warning ? "warning: " : "") + v.kind;
        // a deadlock is in no one thread: its message names them
        if (v.kind == ViolationKind.DEADLOCK && !v.warning) return kind + ": " + oneLine(v.message);
        return kind + " in thread \"" + v.thread + "\": " + oneLine(v.message);
    }

    /**
     * The violation in a few words, for a summary line: "uncaught-exception java.lang.AssertionError:
     * lost update", a deadlock the VM found as its threads: "deadlock of \"alice\" and \"bob\"".
     */
    public static String summary(Violation v) {
        if (v.deadlock != null) return DeadlockText.summary(v.deadlock);
        if (v.nonTermination != null) return v.kind + " of \"" + v.thread + "\" at " + v.nonTermination.at();
        return v.kind + " " + oneLine(v.message);
    }

    /**
     * The execution a stop cut short, for the CLI: a line that says how far it had come, then each
     * thread that had not ended, where it was, what it was doing (waiting for what, spinning with
     * no shared access, ...) and its stack (runs of JDK frames summarized); "" when no thread was left.
     */
    public static String stopped(StoppedExecution e) {
        if (e == null || e.threads().isEmpty()) return "";
        StringBuilder b = new StringBuilder("the execution running when the run stopped");
        if (e.steps() > 0) b.append(" (").append(e.steps()).append(e.steps() == 1 ? " step" : " steps").append(" so far)");
        List<RunningThread> ts = e.threads();
        b.append(" had ").append(ts.size()).append(ts.size() == 1 ? " thread" : " threads").append(" still running:\n");
        for (RunningThread t : ts) {
            b.append("  ").append(DeadlockText.line(t)).append('\n');
            for (String f : DeadlockText.frames(t.thread())) b.append("      ").append(f).append('\n');
        }
        return b.toString();
    }

    /** s on one line: stripped, line breaks and the blanks around them replaced by one space ("" for null). */
    public static String oneLine(String s) {
        if (s == null) return "";
        return s.strip().replaceAll("\\s*\\R\\s*", " ");
    }

    /**
     * Whether a step is one of a run of JDK or test-framework steps shown as a count: an access or a
     * lock of the JDK's own inside JDK code, and anything a test framework (JUnit's assertions
     * building their message, ...) does itself or has the JDK do. Synchronization the program asked
     * for stays a line of its own: a thread's beginning and end, wait, park, unpark, sleep, start,
     * join, a monitor the JDK method the program called takes itself (the re-acquisition in
     * Object.wait), a call of the program's into a linearizable JDK operation, a step with a notify.
     * The JDK's own work on a thread with no line of the program on its stack (a pool's worker
     * taking its next task and completing its future, ending) is summarized whatever it is, but for
     * a thread's beginning, end and start (a worker starting another). Code the VM generated for the program (string concatenation)
     * counts as the JDK's.
     */
    static boolean summarized(Step s) {
        jvsim.vm.Op op = s.op;
        if (op.method == null || op.isWakeUp() || op.notes != null) return false;
        boolean framework = inTestFramework(s);
        boolean internal = !framework && s.inJdk() && op.userMethod == null && op.appMethod == null;
        if (!framework && !internal && (!s.inJdk() || op.region)) return false;
        return switch (op.kind) {
            case jvsim.vm.Op.BEGIN, jvsim.vm.Op.END, jvsim.vm.Op.START -> false;
            case jvsim.vm.Op.WAIT, jvsim.vm.Op.PARK, jvsim.vm.Op.UNPARK, jvsim.vm.Op.SLEEP, jvsim.vm.Op.JOIN -> internal;
            case jvsim.vm.Op.ACQUIRE, jvsim.vm.Op.RELEASE -> framework || internal || op.api == null || op.method != op.api;
            default -> true;
        };
    }

    /** Whether the step is inside a string concatenation of the program's (the JDK code the VM's concatenation calls). */
    static boolean inConcatenation(Step s) {
        jvsim.vm.Op op = s.op;
        jvsim.vm.VmMethod m = op.api != null && op.api.owner.hidden ? op.api : op.method;
        return m != null && m.owner.hidden && "<jvsim concat>".equals(m.owner.sourceFile);
    }

    /** Whether the step is in test-framework code, or in JDK code a test framework called (see VmClass#testFramework). */
    static boolean inTestFramework(Step s) {
        jvsim.vm.Op op = s.op;
        return op.method != null && (op.method.owner.testFramework || op.method.owner.jdk && op.userMethod != null && op.userMethod.owner.testFramework);
    }

    private static boolean sameRun(Step first, Step s) {
        return s.threadName.equals(first.threadName) && caller(s).equals(caller(first)) && inConcatenation(s) == inConcatenation(first);
    }

    /**
     * " called from" the program's line that led into the JDK or the test framework, or "" (also for
     * test-framework code the JDK called on its own, e.g. an exception's toString as the JDK prints it).
     */
    private static String caller(Step s) {
        jvsim.vm.Op op = s.op;
        if (op.appMethod != null) return " called from " + jvsim.vm.Op.where(op.appMethod, op.appPc);
        return op.userMethod == null || inTestFramework(s) ? "" : " called from " + jvsim.vm.Op.where(op.userMethod, op.userPc);
    }

    /**
     * Steps [from, to) of one thread inside the JDK or a test framework: one JDK step as it is, with
     * the program's line that called into the JDK; several, or test-framework steps, as a count with
     * that line.
     */
    private static void appendJdkRun(StringBuilder b, java.util.List<Step> trace, int from, int to) {
        Step first = trace.get(from);
        String caller = caller(first);
        long framework = trace.subList(from, to).stream().filter(ViolationText::inTestFramework).count();
        if (to - from == 1 && framework == 0 && !caller.isEmpty() && !first.op.method.owner.hidden) {
            b.append(String.format("  %4d  %s\n", from + 1, first.describe()));
            return;
        }
        String where = framework == 0 ? "JDK code" : framework == to - from ? "test-framework code" : "test-framework and JDK code";
        if (framework == 0 && inConcatenation(first)) where += " (string concatenation)";
        b.append(String.format("  %4s  \"%s\" %d step%s in %s%s\n", "", first.threadName, to - from, to - from == 1 ? "" : "s", where, caller));
    }
}
