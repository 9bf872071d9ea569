package jvsim.embed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jvsim.search.Activity;
import jvsim.search.RunningThread;
import jvsim.search.StoppedExecution;
import jvsim.search.Violation;
import jvsim.vm.Deadlock;
import jvsim.vm.ThreadReport;

/** Writes a run's report as JSON (by hand: the format is small and fixed). */
public final class JsonReport {
    private JsonReport() { }

    public static void write(Path file, Report outcome) throws IOException {
        write(file, outcome, null);
    }

    /** The report of a run of that search (null: a run without search, --search=none). */
    public static void write(Path file, Report outcome, SearchDescription search) throws IOException {
        Files.writeString(file, toJson(outcome, search), StandardCharsets.UTF_8);
    }

    public static String toJson(Report o) { return toJson(o, null); }

    /**
     * The report; with a search, it ends with "run" (what ran: target, arguments, class path and
     * the settings a replay needs, {@link Invocation}) and "search": the strategy's name, its
     * parameters (the values of its options, defaults included) and the seed.
     */
    public static String toJson(Report o, SearchDescription search) {
        StringBuilder b = new StringBuilder();
        b.append("{\n");
        b.append("  \"verdict\": ").append(quote(o.verdict().json)).append(",\n");
        if (o.error() != null) b.append("  \"error\": ").append(quote(o.error())).append(",\n");
        if (o.stoppedBy() != null) b.append("  \"stoppedBy\": ").append(quote(o.stoppedBy())).append(",\n");
        if (o.stepLimit() != null) {
            b.append("  \"stepLimit\": {\"executions\": ").append(o.stepLimit().executions()).append(", \"thread\": ").append(quote(o.stepLimit().thread())).append(", \"stack\": ");
            appendStrings(b, o.stepLimit().stack());
            appendActivity(b, o.stepLimit().activity());
            b.append("},\n");
        }
        StoppedExecution stopped = o.stoppedExecution();
        if (stopped != null && !stopped.threads().isEmpty()) {
            b.append("  \"stoppedExecution\": {\"steps\": ").append(stopped.steps()).append(", \"threads\": [");
            for (int i = 0; i < stopped.threads().size(); i++) {
                RunningThread t = stopped.threads().get(i);
                b.append(i == 0 ? "" : ", ");
                appendThread(b, t.thread(), null, t.activity());
            }
            b.append("]},\n");
        }
        b.append("  \"violations\": [");
        List<Violation> vs = o.violations();
        for (int i = 0; i < vs.size(); i++) {
            b.append(i == 0 ? "\n" : ",\n");
            appendViolation(b, vs.get(i));
        }
        b.append(vs.isEmpty() ? "],\n" : "\n  ],\n");
        RunStats s = o.stats();
        b.append("  \"stats\": {")
                .append("\"executions\": ").append(s.executions())
                .append(", \"blocked\": ").append(s.blocked())
                .append(", \"states\": ").append(s.states())
                .append(", \"pruned\": ").append(s.pruned())
                .append(", \"transitions\": ").append(s.transitions())
                .append(", \"instructions\": ").append(s.instructions())
                .append(", \"elapsedMs\": ").append(s.elapsedMs());
        if (s.shorteningExecutions() > 0) b.append(", \"shorteningExecutions\": ").append(s.shorteningExecutions());
        if (s.probes() > 0) b.append(", \"probes\": ").append(s.probes());
        if (s.stepLimited() > 0) b.append(", \"stepLimited\": ").append(s.stepLimited());
        // the systematic strategies' estimate of their search's size (see RunStats)
        if (s.estimated())
            b.append(", \"estimatedExecutions\": ").append(s.estimatedExecutions())
                    .append(", \"estimatedDone\": ").append(String.format(java.util.Locale.ROOT, "%.4f", s.estimatedDone()))
                    .append(", \"estimatedRemainingMs\": ").append(s.estimatedRemainingMs())
                    .append(", \"estimateSettled\": ").append(s.estimateSettled())
                    .append(", \"estimateLow\": ").append(s.estimateLow()).append(", \"estimateHigh\": ").append(s.estimateHigh());
        // the strategy's own counters (causal search: solverCalls, solverMs, ...)
        for (var c : s.strategy().entrySet()) b.append(", ").append(quote(c.getKey())).append(": ").append(c.getValue());
        b.append(search == null && o.invocation() == null && o.coverage() == null ? "}\n" : "},\n");
        if (o.coverage() != null) appendCoverage(b, o.coverage(), search != null || o.invocation() != null);
        if (o.invocation() != null) appendRun(b, o.invocation(), search != null);
        if (search != null) {
            // after the violations: --replay reads the first "schedule" of the file
            b.append("  \"search\": {\"strategy\": ").append(quote(search.strategy())).append(", \"parameters\": {");
            int i = 0;
            for (var p : search.parameters().entrySet())
                b.append(i++ == 0 ? "" : ", ").append(quote(p.getKey())).append(": ").append(quote(p.getValue()));
            b.append('}');
            if (search.seed() != null) b.append(", \"seed\": ").append(search.seed());
            b.append(", \"jdkInternals\": ").append(quote(search.jdkInternals()));
            if (search.prioritize() != null) {
                // change-aware prioritization: the heuristic and the impacted points it ordered the search by
                b.append(", \"prioritize\": ").append(quote(search.prioritize())).append(", \"impacted\": [");
                for (int k = 0; k < search.impacted().size(); k++) b.append(k == 0 ? "" : ", ").append(quote(search.impacted().get(k)));
                b.append(']');
            }
            b.append("}\n");
        }
        b.append("}\n");
        return b.toString();
    }

    /**
     * The interleaving coverage: strength, counts, ratio (null when nothing is possible), the blocks
     * found, and per execution a row of the columns "executionColumns" names.
     */
    private static void appendCoverage(StringBuilder b, Coverage c, boolean more) {
        double r = c.ratio();
        b.append("  \"coverage\": {\"t\": ").append(c.t()).append(", \"blocksFound\": ").append(c.blocks().size())
                .append(", \"covered\": ").append(c.covered()).append(", \"possible\": ").append(c.possible())
                .append(", \"ratio\": ").append(Double.isNaN(r) ? "null" : String.format(java.util.Locale.ROOT, "%.6f", r));
        if (c.leftOut() > 0) b.append(", \"leftOut\": ").append(c.leftOut());
        b.append(",\n    \"blocks\": ");
        appendStrings(b, c.blocks());
        b.append(",\n    \"executionColumns\": [\"blocks\", \"sequences\", \"added\", \"blocksFound\", \"covered\", \"possible\"],\n    \"executions\": [");
        for (int i = 0; i < c.executions().size(); i++) {
            Coverage.ExecutionCoverage e = c.executions().get(i);
            b.append(i == 0 ? "" : ", ").append('[').append(e.blocks()).append(", ").append(e.sequences()).append(", ").append(e.added())
                    .append(", ").append(e.blocksFound()).append(", ").append(e.covered()).append(", ").append(e.possible()).append(']');
        }
        b.append(more ? "]},\n" : "]}\n");
    }

    /** What ran: target, arguments, class path and the settings --replay=<report> alone needs. */
    private static void appendRun(StringBuilder b, Invocation r, boolean more) {
        b.append("  \"run\": {\"target\": ").append(quote(r.target())).append(", \"args\": ");
        appendStrings(b, r.args());
        b.append(", \"classpath\": ");
        appendStrings(b, r.classpath());
        b.append(", \"sched\": ").append(quote(r.sched())).append(", \"listeners\": ");
        appendStrings(b, r.listeners());
        if (!r.listenerOptions().isEmpty()) {
            b.append(", \"listenerOptions\": {");
            int i = 0;
            for (var e : r.listenerOptions().entrySet()) {
                b.append(i++ == 0 ? "" : ", ").append(quote(e.getKey())).append(": ");
                appendStrings(b, e.getValue());
            }
            b.append('}');
        }
        b.append(", \"properties\": {");
        int i = 0;
        for (var e : r.properties().entrySet()) b.append(i++ == 0 ? "" : ", ").append(quote(e.getKey())).append(": ").append(quote(e.getValue()));
        b.append("}, \"assertions\": ").append(r.assertions()).append(", \"gates\": ");
        appendStrings(b, r.gates());
        b.append(", \"mounts\": ");
        appendStrings(b, r.mounts());
        b.append(", \"maxHeap\": ").append(r.maxHeapBytes()).append(", \"spuriousWakeups\": ").append(quote(r.spuriousWakeups()))
                .append(", \"earlyTimeouts\": ").append(r.earlyTimeouts()).append(", \"earlyTimeoutLimit\": ").append(r.earlyTimeoutLimitMs());
        if (r.jdkHome() != null) b.append(", \"jdkHome\": ").append(quote(r.jdkHome()));
        b.append(more ? "},\n" : "}\n");
    }

    /**
     * A property-violation's or enforcement-deadlock's monitors: {@code "properties": [{"property": "P",
     * "formula": "...", "binding": [{"parameter": "c", "object": "java.util.ArrayList@1"}], "events":
     * [{"event": "create", "thread": "main", "call": "end java.util.ArrayList.iterator"}], "heldThread": "main"}]}
     * (heldThread only for an enforcement-deadlock).
     */
    private static void appendProperties(StringBuilder b, List<jvsim.vm.PropertyViolation> ps) {
        b.append(", \"properties\": [");
        for (int i = 0; i < ps.size(); i++) {
            jvsim.vm.PropertyViolation p = ps.get(i);
            b.append(i == 0 ? "" : ", ").append("{\"property\": ").append(quote(p.property())).append(", \"formula\": ").append(quote(p.formula()))
                    .append(", \"binding\": [");
            for (int k = 0; k < p.binding().size(); k++)
                b.append(k == 0 ? "" : ", ").append("{\"parameter\": ").append(quote(p.binding().get(k).parameter()))
                        .append(", \"object\": ").append(quote(p.binding().get(k).object())).append('}');
            b.append("], \"events\": [");
            for (int k = 0; k < p.events().size(); k++) {
                jvsim.vm.PropertyViolation.Event e = p.events().get(k);
                b.append(k == 0 ? "" : ", ").append("{\"event\": ").append(quote(e.name())).append(", \"thread\": ").append(quote(e.thread()))
                        .append(", \"call\": ").append(quote(e.call())).append('}');
            }
            b.append(']');
            if (p.heldThread() != null) b.append(", \"heldThread\": ").append(quote(p.heldThread()));
            b.append('}');
        }
        b.append(']');
    }

    private static void appendViolation(StringBuilder b, Violation v) {
        b.append("    {\"kind\": ").append(quote(v.kind))
                .append(", \"message\": ").append(quote(v.message))
                .append(", \"thread\": ").append(quote(v.thread));
        if (v.field != null) b.append(", \"field\": ").append(quote(v.field));
        if (v.warning) b.append(", \"warning\": true");
        if (v.deadlock != null) appendDeadlock(b, v.deadlock);
        if (!v.properties().isEmpty()) appendProperties(b, v.properties());
        b.append(", \"trace\": ");
        appendStrings(b, v.traceLines());
        List<String> schedule = v.schedule();
        if (!schedule.isEmpty()) {
            b.append(", \"schedule\": ");
            appendStrings(b, schedule);
            b.append(", \"steps\": ").append(schedule.size()).append(", \"contextSwitches\": ").append(Violation.contextSwitches(schedule));
            if (v.shortenedFrom != null)
                b.append(", \"shortenedFrom\": {\"steps\": ").append(v.shortenedFrom.trace.size())
                        .append(", \"contextSwitches\": ").append(v.shortenedFrom.contextSwitches()).append('}');
        }
        if (v.stdout != null) b.append(", \"output\": ").append(quote(v.stdout));
        b.append("}");
    }

    /**
     * "deadlock": {"cycle": [thread, ...], "blocked": [thread, ...]}, each thread with its state,
     * where it is, what it waits for (kind, name, class, allocation site), who holds that, what it
     * holds of what the others wait for, and its stack; a blocked one also whether it is behind the cycle.
     */
    private static void appendDeadlock(StringBuilder b, Deadlock d) {
        b.append(", \"deadlock\": {\"cycle\": [");
        for (int i = 0; i < d.cycle().size(); i++) {
            b.append(i == 0 ? "" : ", ");
            appendThread(b, d.cycle().get(i), null, null);
        }
        b.append("], \"blocked\": [");
        for (int i = 0; i < d.blocked().size(); i++) {
            b.append(i == 0 ? "" : ", ");
            appendThread(b, d.blocked().get(i), d.behindCycle(d.blocked().get(i)), null);
        }
        b.append("]}");
    }

    private static void appendThread(StringBuilder b, ThreadReport t, Boolean behindCycle, Activity activity) {
        b.append("{\"thread\": ").append(quote(t.thread())).append(", \"state\": ").append(quote(t.state())).append(", \"at\": ").append(quote(t.at()));
        if (t.waitsFor() != null) {
            b.append(", \"waitsFor\": ");
            appendResource(b, t.waitsFor());
        }
        if (t.heldBy() != null) b.append(", \"heldBy\": ").append(quote(t.heldBy()));
        if (!t.holds().isEmpty()) {
            b.append(", \"holds\": [");
            for (int i = 0; i < t.holds().size(); i++) {
                b.append(i == 0 ? "" : ", ");
                appendResource(b, t.holds().get(i));
            }
            b.append(']');
        }
        if (behindCycle != null) b.append(", \"behindCycle\": ").append(behindCycle);
        appendActivity(b, activity);
        b.append(", \"stack\": ");
        appendStrings(b, t.frames());
        b.append('}');
    }

    /** {"kind": "monitor", "name": "bank.Bank$Account@2", "class": "bank.Bank$Account", "allocatedAt": "..."}, null members left out. */
    private static void appendResource(StringBuilder b, ThreadReport.Resource r) {
        b.append("{\"kind\": ").append(quote(r.kind().json));
        if (r.name() != null) b.append(", \"name\": ").append(quote(r.name()));
        if (r.className() != null) b.append(", \"class\": ").append(quote(r.className()));
        if (r.allocatedAt() != null) b.append(", \"allocatedAt\": ").append(quote(r.allocatedAt()));
        b.append('}');
    }

    /** ", "activity": "spinning", "activitySteps": 12, "reads": [...]" (steps and reads only when it has them), or nothing for null. */
    private static void appendActivity(StringBuilder b, Activity a) {
        if (a == null) return;
        b.append(", \"activity\": ").append(quote(a.kind().json));
        if (a.steps() > 0) b.append(", \"activitySteps\": ").append(a.steps());
        if (!a.reads().isEmpty()) {
            b.append(", \"reads\": ");
            appendStrings(b, a.reads());
        }
    }

    private static void appendStrings(StringBuilder b, List<String> values) {
        b.append('[');
        for (int i = 0; i < values.size(); i++) {
            if (i > 0) b.append(", ");
            b.append(quote(values.get(i)));
        }
        b.append(']');
    }

    /** A JSON string literal (RFC 8259), or null. */
    public static String quote(String s) {
        if (s == null) return "null";
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': b.append("\\\""); break;
                case '\\': b.append("\\\\"); break;
                case '\n': b.append("\\n"); break;
                case '\r': b.append("\\r"); break;
                case '\t': b.append("\\t"); break;
                case '\b': b.append("\\b"); break;
                case '\f': b.append("\\f"); break;
                default:
                    // control characters, and lone surrogates and line separators kept safe for any reader
                    if (c < 0x20 || c == '\u2028' || c == '\u2029' || Character.isSurrogate(c) && !validPair(s, i)) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
            }
        }
        return b.append('"').toString();
    }

    private static boolean validPair(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }
}
