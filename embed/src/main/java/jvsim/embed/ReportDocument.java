package jvsim.embed;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jvsim.search.Activity;
import jvsim.search.RunningThread;
import jvsim.vm.ThreadReport;

/**
 * The JSON report's schema as records, written and read by Jackson ({@link JsonReport}): every
 * member's name and type as docs/cli.md ("JSON report") gives them, in that order; a member that is
 * null is left out (except {@link Coverage#ratio}), so optional members are wrapper types. Each
 * record is made from the result model ({@link Report}, jvsim.search.Violation, jvsim.vm.Deadlock)
 * by its {@code of}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ReportDocument(String verdict, String error, String stoppedBy, StepLimit stepLimit, StoppedExecution stoppedExecution,
                             List<Violation> violations, Stats stats, Coverage coverage, Run run, Search search) {

    /** The report of a run of that search (null: a run without search). */
    public static ReportDocument of(Report o, SearchDescription search) {
        jvsim.search.StoppedExecution stopped = o.stoppedExecution();
        return new ReportDocument(o.verdict().json, o.error(), o.stoppedBy(), StepLimit.of(o.stepLimit()),
                stopped != null && !stopped.threads().isEmpty() ? StoppedExecution.of(stopped) : null,
                o.violations().stream().map(Violation::of).toList(), Stats.of(o.stats()), Coverage.of(o.coverage()), Run.of(o.invocation()),
                Search.of(search));
    }

    /** "stepLimit": executions cut at --max-steps, the first one's looping thread, its stack and what it did. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StepLimit(long executions, String thread, List<String> stack, String activity, Integer activitySteps, List<String> reads) {
        static StepLimit of(Report.StepLimit s) {
            if (s == null) return null;
            Activity a = s.activity();
            return new StepLimit(s.executions(), s.thread(), s.stack(), a == null ? null : a.kind().json, stepsOf(a), readsOf(a));
        }
    }

    /** "stoppedExecution": how far the execution a stop cut short had come, and its threads still running. */
    public record StoppedExecution(long steps, List<Thread> threads) {
        static StoppedExecution of(jvsim.search.StoppedExecution s) {
            List<Thread> threads = new ArrayList<>(s.threads().size());
            for (RunningThread t : s.threads()) threads.add(Thread.of(t.thread(), null, t.activity()));
            return new StoppedExecution(s.steps(), threads);
        }
    }

    /**
     * A violation or warning; "schedule", "steps" and "contextSwitches" with a search's steps,
     * "shortenedFrom" when shortening helped, "output" with the execution's output.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Violation(String kind, String message, String thread, String field, Boolean warning, Deadlock deadlock,
                            NonTermination nonTermination, List<Property> properties, List<String> trace, List<String> schedule, Integer steps, Integer contextSwitches, Size shortenedFrom, String output) {
        static Violation of(jvsim.search.Violation v) {
            List<String> schedule = v.schedule();
            boolean steps = !schedule.isEmpty();
            return new Violation(v.kind.id, v.message, v.thread, v.field, v.warning ? Boolean.TRUE : null, Deadlock.of(v.deadlock),
                    NonTermination.of(v.nonTermination), v.properties().isEmpty() ? null : v.properties().stream().map(Property::of).toList(), v.traceLines(),
                    steps ? schedule : null, steps ? schedule.size() : null, steps ? jvsim.search.Violation.contextSwitches(schedule) : null,
                    steps && v.shortenedFrom != null ? new Size(v.shortenedFrom.trace.size(), v.shortenedFrom.contextSwitches()) : null, v.stdout);
        }
    }

    /** A trace's size: "shortenedFrom". */
    public record Size(int steps, int contextSwitches) { }

    /**
     * "nonTermination": the spinning thread, the program's line it spins at, the locations its loop
     * reads (which no thread can write any more; empty when none), its stack, and the other threads
     * that cannot run.
     */
    public record NonTermination(String thread, String at, List<String> waitsFor, List<String> stack, List<Thread> others) {
        static NonTermination of(jvsim.vm.NonTermination n) {
            if (n == null) return null;
            return new NonTermination(n.thread(), n.at(), n.waitsFor(), n.stack(), n.others().stream().map(t -> Thread.of(t, null, null)).toList());
        }
    }

    /** "deadlock": the cycle's threads and the threads blocked behind it. */
    public record Deadlock(List<Thread> cycle, List<Thread> blocked) {
        static Deadlock of(jvsim.vm.Deadlock d) {
            if (d == null) return null;
            return new Deadlock(d.cycle().stream().map(t -> Thread.of(t, null, null)).toList(),
                    d.blocked().stream().map(t -> Thread.of(t, d.behindCycle(t), null)).toList());
        }
    }

    /**
     * A thread of a deadlock or of a stopped execution: where it is, what it waits for and who holds
     * that, what it holds; a blocked one whether it is behind the cycle, a running one what it did.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Thread(String thread, String state, String at, Resource waitsFor, String heldBy, List<Resource> holds, Boolean behindCycle,
                         String activity, Integer activitySteps, List<String> reads, List<String> stack) {
        static Thread of(ThreadReport t, Boolean behindCycle, Activity a) {
            return new Thread(t.thread(), t.state(), t.at(), Resource.of(t.waitsFor()), t.heldBy(),
                    t.holds().isEmpty() ? null : t.holds().stream().map(Resource::of).toList(), behindCycle,
                    a == null ? null : a.kind().json, stepsOf(a), readsOf(a), t.frames());
        }
    }

    /** What a thread waits for or holds: {"kind": "monitor", "name": ..., "class": ..., "allocatedAt": ...}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Resource(String kind, String name, @JsonProperty("class") String className, String allocatedAt) {
        static Resource of(ThreadReport.Resource r) {
            return r == null ? null : new Resource(r.kind().json, r.name(), r.className(), r.allocatedAt());
        }
    }

    private static Integer stepsOf(Activity a) { return a != null && a.steps() > 0 ? a.steps() : null; }

    private static List<String> readsOf(Activity a) { return a != null && !a.reads().isEmpty() ? a.reads() : null; }

    /** A monitor of a property-violation or enforcement-deadlock ("heldThread" only for the latter). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Property(String property, String formula, List<Binding> binding, List<Event> events, String heldThread) {
        static Property of(jvsim.vm.PropertyViolation p) {
            return new Property(p.property(), p.formula(), p.binding().stream().map(b -> new Binding(b.parameter(), b.object())).toList(),
                    p.events().stream().map(e -> new Event(e.name(), e.thread(), e.call())).toList(), p.heldThread());
        }
    }

    /** An object of a monitor's binding. */
    public record Binding(String parameter, String object) { }

    /** An event of a monitor. */
    public record Event(String event, String thread, String call) { }

    /**
     * "stats": the counters; those after elapsedMs only when there are some (the estimate when the
     * strategy made one), then the strategy's own counters by name.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Stats(long executions, long blocked, long states, long pruned, long transitions, long instructions, long elapsedMs,
                        Long shorteningExecutions, Long probes, Long stepLimited, Long estimatedExecutions, BigDecimal estimatedDone,
                        Long estimatedRemainingMs, Boolean estimateSettled, Long estimateLow, Long estimateHigh,
                        @JsonAnyGetter @JsonAnySetter Map<String, Long> strategy) {
        public Stats {
            strategy = strategy == null ? new LinkedHashMap<>() : strategy;
        }

        static Stats of(RunStats s) {
            boolean e = s.estimated();
            return new Stats(s.executions(), s.blocked(), s.states(), s.pruned(), s.transitions(), s.instructions(), s.elapsedMs(),
                    positive(s.shorteningExecutions()), positive(s.probes()), positive(s.stepLimited()),
                    e ? s.estimatedExecutions() : null, e ? decimal(s.estimatedDone(), 4) : null, e ? s.estimatedRemainingMs() : null,
                    e ? s.estimateSettled() : null, e ? s.estimateLow() : null, e ? s.estimateHigh() : null, new LinkedHashMap<>(s.strategy()));
        }

        private static Long positive(long n) { return n > 0 ? n : null; }
    }

    /** x with that many decimals (rounded half up, as printf does), written as such: 0.5 with 4 is 0.5000. */
    private static BigDecimal decimal(double x, int decimals) { return BigDecimal.valueOf(x).setScale(decimals, RoundingMode.HALF_UP); }

    /**
     * "coverage": strength, counts, the ratio (null when nothing is possible), the blocks found and
     * per execution a row of the columns "executionColumns" names.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Coverage(int t, int blocksFound, long covered, long possible, @JsonInclude(JsonInclude.Include.ALWAYS) BigDecimal ratio, Long leftOut,
                           List<String> blocks, List<String> executionColumns, List<List<Long>> executions) {
        /** The columns of a row of "executions". */
        public static final List<String> COLUMNS = List.of("blocks", "sequences", "added", "blocksFound", "covered", "possible");

        static Coverage of(jvsim.embed.Coverage c) {
            if (c == null) return null;
            double r = c.ratio();
            List<List<Long>> rows = new ArrayList<>(c.executions().size());
            for (jvsim.embed.Coverage.ExecutionCoverage e : c.executions())
                rows.add(List.of((long) e.blocks(), e.sequences(), e.added(), (long) e.blocksFound(), e.covered(), e.possible()));
            return new Coverage(c.t(), c.blocks().size(), c.covered(), c.possible(), Double.isNaN(r) ? null : decimal(r, 6),
                    c.leftOut() > 0 ? c.leftOut() : null, c.blocks(), COLUMNS, rows);
        }
    }

    /**
     * "run": what ran, so that a replay of the report needs nothing else ({@link Invocation}). Read
     * back, a member a report of an older jvsim lacks is null; {@link #invocation()} gives it its
     * value from before it was recorded.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Run(String target, List<String> args, List<String> classpath, String sched, List<String> listeners,
                      Map<String, List<String>> listenerOptions, Map<String, String> properties, Boolean assertions, List<String> gates,
                      List<String> mounts, Long maxHeap, @JsonDeserialize(using = SpuriousWakeups.class) String spuriousWakeups, Long earlyTimeouts,
                      Long earlyTimeoutLimit, String jdkHome, String virtualThreads, String spinLoops) {
        static Run of(Invocation r) {
            if (r == null) return null;
            return new Run(r.target(), r.args(), r.classpath(), r.sched(), r.listeners(), r.listenerOptions().isEmpty() ? null : r.listenerOptions(),
                    r.properties(), r.assertions(), r.gates(), r.mounts(), r.maxHeapBytes(), r.spuriousWakeups(), (long) r.earlyTimeouts(),
                    r.earlyTimeoutLimitMs(), r.jdkHome(), r.virtualThreads(), r.spinLoops());
        }

        /**
         * What ran, the members a report of an older jvsim lacks as they were then: shared
         * scheduling points, assertions on, a heap of 512 MB, no early timeouts (at most 1 s), no
         * lists, no options or properties, bound virtual threads, spin loops run round by round; null without a target.
         */
        public Invocation invocation() {
            if (target == null) return null;
            return new Invocation(target, list(args), list(classpath), sched == null ? "shared" : sched, list(listeners),
                    listenerOptions == null ? Map.of() : listenerOptions, properties == null ? Map.of() : properties, !Boolean.FALSE.equals(assertions),
                    list(gates), list(mounts), maxHeap == null ? 512L << 20 : maxHeap, spuriousWakeups == null ? "none" : spuriousWakeups,
                    earlyTimeouts == null ? 0 : (int) Math.max(0, Math.min(earlyTimeouts, Integer.MAX_VALUE)),
                    earlyTimeoutLimit == null || earlyTimeoutLimit < 0 ? 1000L : earlyTimeoutLimit, jdkHome,
                    virtualThreads == null ? "bound" : virtualThreads, spinLoops == null ? "run" : spinLoops);
        }

        private static List<String> list(List<String> l) { return l == null ? List.of() : l; }
    }

    /**
     * "spuriousWakeups": "none", "program" or "all"; reports before 2026-11-29 counted them (1 was in
     * every wait: --spurious-wakeups had no value), read as "all" for a count above 0, else "none".
     */
    static final class SpuriousWakeups extends StdDeserializer<String> {
        SpuriousWakeups() { super(String.class); }

        @Override public String deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.currentToken() == JsonToken.VALUE_NUMBER_INT) return p.getLongValue() > 0 ? "all" : "none";
            if (p.currentToken() == JsonToken.VALUE_STRING) return p.getText();
            return (String) ctxt.handleUnexpectedToken(String.class, p);
        }
    }

    /**
     * "search": the strategy, its parameters (every option's value, by name), the seed, how
     * java.util.concurrent was explored, and with change-aware prioritization the heuristic and the
     * impacted points.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Search(String strategy, Map<String, String> parameters, Long seed, String jdkInternals, String prioritize, List<String> impacted) {
        static Search of(SearchDescription s) {
            if (s == null) return null;
            return new Search(s.strategy(), new TreeMap<>(s.parameters()), s.seed(), s.jdkInternals(), s.prioritize(),
                    s.prioritize() == null ? null : s.impacted());
        }
    }
}
