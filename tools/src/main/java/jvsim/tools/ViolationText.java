package jvsim.tools;

import jvsim.search.Step;
import jvsim.search.Violation;

/**
 * A violation for humans: what happened, the trace with runs of steps inside the JDK summarized
 * (the JSON report has them all), and the execution's output. Shared by the CLI and the embedding API.
 */
public final class ViolationText {
    private ViolationText() { }

    /** Several lines, each ending in a newline; the first is "kind in thread "t": message" ("warning: kind ..." for a warning). */
    public static String format(Violation v) {
        StringBuilder b = new StringBuilder();
        if (v.warning) b.append("warning: ");
        b.append(v.kind).append(" in thread \"").append(v.thread).append("\": ").append(Cli.oneLine(v.message)).append('\n');
        b.append("  trace (").append(v.trace.size()).append(" steps, ").append(v.contextSwitches()).append(" context switches");
        if (v.shortenedFrom != null)
            b.append(", shortened from ").append(v.shortenedFrom.trace.size()).append(" steps, ").append(v.shortenedFrom.contextSwitches()).append(" context switches");
        b.append("; steps inside the JDK are summarized, the JSON report has them all):\n");
        int jdkRun = 0;
        String runThread = null;
        for (int i = 0; i < v.trace.size(); i++) {
            Step s = v.trace.get(i);
            boolean inJdk = s.op.method != null && s.op.method.owner.jdk && !s.op.isSpuriousWakeup();
            if (runThread != null && (!inJdk || !s.threadName.equals(runThread))) {
                appendJdkRun(b, runThread, jdkRun);
                runThread = null;
                jdkRun = 0;
            }
            if (inJdk) {
                runThread = s.threadName;
                jdkRun++;
            } else {
                b.append(String.format("  %4d  %s\n", i + 1, s));
            }
        }
        if (runThread != null) appendJdkRun(b, runThread, jdkRun);
        if (!v.stdout.isEmpty() || !v.stderr.isEmpty()) {
            b.append("  output of this execution:\n");
            for (String line : (v.stdout + v.stderr).split("\n")) b.append("    | ").append(line).append('\n');
        }
        return b.toString();
    }

    private static void appendJdkRun(StringBuilder b, String thread, int steps) {
        b.append(String.format("  %4s  \"%s\" %d step%s in JDK code\n", "", thread, steps, steps == 1 ? "" : "s"));
    }
}
