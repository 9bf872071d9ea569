package jvsim.embed;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import jvsim.search.ReplaySearch;
import jvsim.search.SearchConfig;
import jvsim.search.Strategies;
import jvsim.vm.SchedMode;
import jvsim.vm.VmConfig;
import jvsim.vm.VmInputException;

/**
 * Embedding API: searches the interleavings of a target program from Java code.
 * <pre>{@code
 * Report r = Jvsim.target("pkg.Main").classpath(dir).maxTime(Duration.ofSeconds(30)).run();
 * }</pre>
 * The settings mean what the CLI options of the same name mean. A Jvsim is a mutable builder; each
 * {@link #run} boots a fresh VM, so one builder may run several times.
 */
public final class Jvsim {
    /** What to search and how: the settings the CLI and @JvsimTest build their searches from too. */
    private final Settings s;
    /** Where {@link #run} writes the HTML page of its report (as --html), or null. */
    private Path html;
    /** Where {@link #run} writes its JSON report (as --report), or null. */
    private Path json;
    /** Where the HTML page finds the program's .java files besides its default places (as --source-path, see {@link HtmlReport#sourceRoots}). */
    private final List<Path> sourcePath = new ArrayList<>();

    private Jvsim(Settings settings) { this.s = settings; }

    /**
     * A class with a main method ("pkg.Main"), or a no-argument method ("pkg.Tests#method"; an instance
     * method runs on an instance made by the class's no-argument constructor inside the VM).
     * Throws IllegalArgumentException for a malformed name.
     */
    public static Jvsim target(String target) {
        Settings s = new Settings();
        s.target = Target.parse(target);
        return new Jvsim(s);
    }

    /** Replays the first violation of a report run by this API: same target and settings, that violation's schedule. */
    public static Jvsim replay(Report report) {
        if (report.origin() == null) throw new IllegalArgumentException("the report was not made by Jvsim.run (replay its schedule with Jvsim.target(...).replay)");
        if (report.violations().isEmpty()) throw new IllegalArgumentException("the report has no violation to replay");
        return report.origin().copy().replay(report.violations().get(0).schedule());
    }

    /**
     * Replays the first violation of a JSON report file (written by {@link #report(Path)}, the CLI's
     * --report or {@code @JvsimTest}): its target, arguments, class path and settings as the report
     * records them, that violation's schedule. IllegalArgumentException for a file that cannot be
     * read, is no jvsim report, has no schedule or does not record what ran (an older jvsim's).
     */
    public static Jvsim replay(Path reportFile) {
        ReportFile f;
        try {
            f = ReportFile.read(reportFile);
        } catch (ReportFile.BadReport e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Invocation run = f.invocation();
        if (run == null) throw new IllegalArgumentException("replay trace " + reportFile + " does not record its target and class path (an older jvsim wrote it)");
        Jvsim j = target(run.target()).args(run.args().toArray(new String[0])).sched(run.sched()).assertions(run.assertions())
                .maxHeap(run.maxHeapBytes()).spuriousWakeups(run.spuriousWakeups()).earlyTimeouts(run.earlyTimeouts()).earlyTimeoutLimit(run.earlyTimeoutLimitMs()).atomicJdk(!"full".equals(f.jdkInternals()));
        for (String entry : run.classpath()) j.classpath(Path.of(entry));
        if (run.jdkHome() != null) j.jdk(Path.of(run.jdkHome()));
        j.virtualThreads(run.virtualThreads());
        j.spinLoopsWait("wait".equals(run.spinLoops()));
        j.s.listenerOptions.putAll(run.listenerOptions().entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, e -> new ArrayList<>(e.getValue()))));
        for (String name : run.listeners()) j.listener(name);
        run.properties().forEach(j::property);
        for (String gate : run.gates()) j.gate(gate);
        for (String mount : run.mounts()) j.mount(mount);
        return j.replay(f.schedule());
    }

    /** Follows this schedule (thread paths, one per step, as in {@link jvsim.search.Violation#schedule}) once. */
    public Jvsim replay(List<String> schedule) {
        s.schedule = List.copyOf(schedule);
        return this;
    }

    /** Arguments of main (a Class#method target takes none). */
    public Jvsim args(String... args) {
        s.args.addAll(Arrays.asList(args));
        return this;
    }

    /** Appends directories and jar files to the target's class path (empty: the current directory). */
    public Jvsim classpath(Path... entries) {
        return classpath(Arrays.asList(entries));
    }

    public Jvsim classpath(Collection<Path> entries) {
        s.classpath.addAll(entries);
        return this;
    }

    /** A search strategy by name (as --search): dpor (default), dpor-source, dfs, bfs, random, icb, pct, ... ({@link Strategies}). */
    public Jvsim search(String name) {
        if (Strategies.find(name) == null)
            throw new IllegalArgumentException("unknown search '" + name + "' (expected " + Strategies.names() + ")");
        s.search = name;
        return this;
    }

    /**
     * An option of the search strategy (as --name=value on the command line), e.g.
     * {@code search("pct").option("depth", 2)}. A name no strategy has is rejected at once; whether
     * the strategy has it, and the value, are checked by {@link #run} (IllegalArgumentException).
     */
    public Jvsim option(String name, Object value) {
        if (Strategies.options().stream().noneMatch(o -> o.name().equals(name)))
            throw new IllegalArgumentException("unknown strategy option '" + name + "'");
        s.strategyOptions.put(name, String.valueOf(value));
        return this;
    }

    /**
     * Change-aware prioritization (as --changed-since): the impacted points are where this program's
     * class path differs from the old version's (its class path: the previous build's classes, a
     * jar, e.g. compiled from a git revision), and the search explores first the preemptions at
     * them ({@link #prioritize}; default {@link jvsim.capp.Capp#DEFAULT}).
     */
    public Jvsim changedSince(Path... oldClassPath) {
        s.changedSince = List.of(oldClassPath);
        return this;
    }

    /**
     * As --changed-since=git:&lt;rev&gt;: the impacted points are the lines git's diff of the Java
     * sources of the working directory's repository against revision rev changes (see docs/capp.md).
     */
    public Jvsim changedSinceGit(String rev) {
        s.changedSinceGit = rev;
        return this;
    }

    /** As --changed-lines: the impacted points from a list ("pkg.Class:42", "pkg.Class#field", one a line). */
    public Jvsim changedLines(Path file) {
        s.changedLines = file;
        return this;
    }

    /** The heuristic of change-aware prioritization, as --prioritize: "capp:&lt;match&gt;:&lt;all|some&gt;". */
    public Jvsim prioritize(String heuristic) {
        jvsim.capp.Capp.heuristic(heuristic, new jvsim.capp.ImpactedPoints(List.of(), "")); // checks the name
        s.prioritize = heuristic;
        return this;
    }

    /** Scheduling points: sync, shared (default) or all. */
    public Jvsim sched(String mode) {
        jvsim.vm.SchedMode m = jvsim.vm.SchedMode.parse(mode);
        if (m == null) throw new IllegalArgumentException("unknown sched mode '" + mode + "' (expected sync, shared or all)");
        s.sched = m;
        return this;
    }

    /** Stops after n executions (verdict LIMIT if nothing was found). */
    public Jvsim maxExecutions(long n) {
        if (n <= 0) throw new IllegalArgumentException("maxExecutions must be at least 1");
        s.maxExecutions = n;
        return this;
    }

    /** Stops after this wall-clock time (verdict LIMIT if nothing was found). */
    public Jvsim maxTime(Duration d) {
        if (d.isNegative() || d.isZero()) throw new IllegalArgumentException("maxTime must be positive");
        s.maxTime = d;
        return this;
    }

    /** Scheduling steps per execution before it counts as non-terminating. */
    public Jvsim maxSteps(long n) {
        if (n <= 0) throw new IllegalArgumentException("maxSteps must be at least 1");
        s.maxSteps = n;
        return this;
    }

    /** The stateful searches (dfs, bfs): stop after visiting n distinct states, as --max-states (verdict LIMIT if nothing was found). */
    public Jvsim maxStates(long n) {
        if (n <= 0) throw new IllegalArgumentException("maxStates must be at least 1");
        s.maxStates = n;
        return this;
    }

    /** The stateful searches (dfs, bfs): explore no further than n steps from the start, as --max-depth (verdict LIMIT when it cut the search). */
    public Jvsim maxDepth(int n) {
        if (n <= 0) throw new IllegalArgumentException("maxDepth must be at least 1");
        s.maxDepth = n;
        return this;
    }

    /** Seed of the random search. */
    public Jvsim seed(long seed) {
        s.seed = seed;
        return this;
    }

    /**
     * Measures interleaving coverage (as --coverage=t): the t-way sequences of atomic blocks (t = 2
     * or 3) the executions ran, against those possible among the blocks found;
     * {@link Report#coverage} has it, with the figures after each execution. 0: not measured (the default).
     */
    public Jvsim coverage(int t) {
        if (t != 0 && (t < 2 || t > 3)) throw new IllegalArgumentException("coverage is measured for t = 2 or 3, not " + t);
        s.coverage = t;
        return this;
    }

    /** Keeps searching after a violation and reports each distinct one once. */
    public Jvsim findAll(boolean findAll) {
        s.findAll = findAll;
        return this;
    }

    /** Shortens each violation's trace to fewer context switches before reporting it (default: true; as --no-shorten when false). */
    public Jvsim shorten(boolean shorten) {
        s.shorten = shorten;
        return this;
    }

    /** Attaches a listener by name (as --listener), e.g. "race"; unknown names are rejected at once. */
    public Jvsim listener(String name) {
        if (Listeners.find(name) == null) throw new IllegalArgumentException("unknown listener '" + name + "'");
        s.listeners.add(name);
        return this;
    }

    /**
     * An IMUnit schedule (as --schedule; repeatable: one search per schedule); attaches the imunit
     * listener. A schedule that does not parse is rejected at once.
     */
    public Jvsim imunitSchedule(String schedule) {
        s.listenerOptions.computeIfAbsent("schedule", k -> new ArrayList<>()).add(schedule);
        return imunit();
    }

    /** The IMUnit mode (as --imunit): "enforce" (default) or "check"; attaches the imunit listener. */
    public Jvsim imunitMode(String mode) {
        s.listenerOptions.put("imunit", List.of(mode));
        return imunit();
    }

    /**
     * A property spec file whose properties every explored execution is checked against (as
     * --monitor; repeatable): a violation is a property-violation. A spec that cannot be read is
     * rejected at once (IllegalArgumentException, one line).
     */
    public Jvsim monitor(java.nio.file.Path spec) { return properties("monitor", spec); }

    /**
     * A property spec file whose properties are enforced (as --enforce; repeatable): a thread whose
     * next event would violate one waits until other threads' events allow it.
     */
    public Jvsim enforce(java.nio.file.Path spec) { return properties("enforce", spec); }

    private Jvsim properties(String option, java.nio.file.Path spec) {
        List<String> before = s.listenerOptions.get(option);
        s.listenerOptions.computeIfAbsent(option, k -> new ArrayList<>()).add(spec.toString());
        boolean attached = s.listeners.contains("mop");
        if (!attached) s.listeners.add("mop");
        try {
            Listeners.create(s.listeners, s.listenerOptions, 0); // validates the spec
        } catch (IllegalArgumentException e) {
            if (before == null) s.listenerOptions.remove(option);
            else before.remove(before.size() - 1);
            if (!attached) s.listeners.remove("mop");
            throw e;
        }
        return this;
    }

    private Jvsim imunit() {
        if (!s.listeners.contains("imunit")) s.listeners.add("imunit");
        Listeners.create(s.listeners, s.listenerOptions, 0); // validates the options
        return this;
    }

    /** A gate (as --gate): "location until condition"; a gate that does not parse is rejected at once. */
    public Jvsim gate(String gate) {
        jvsim.vm.gates.GateSpec.parse(gate);
        s.gates.add(gate);
        return this;
    }

    /**
     * Makes a host directory visible to the target at its own path (as --mount; repeatable):
     * "dir" or "dir:ro" read-only, "dir:rw" writable copy-on-write (the target's changes stay in the
     * VM). IllegalArgumentException at once for a directory that does not exist.
     */
    public Jvsim mount(String spec) {
        try {
            s.mounts.add(Settings.mount(spec));
        } catch (VmInputException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        return this;
    }

    /** Heap bound of the target in bytes (default 512 MiB). */
    public Jvsim maxHeap(long bytes) {
        if (bytes <= 0) throw new IllegalArgumentException("maxHeap must be positive");
        s.maxHeapBytes = bytes;
        return this;
    }

    /**
     * Where a thread in Object.wait or LockSupport.park may return spuriously, as the JVM may (once
     * per thread and execution while searching): none, program (in the waits the program's own
     * code calls; the default) or all (the JDK's too), as --spurious-wakeups.
     */
    public Jvsim spuriousWakeups(String where) {
        if (!VmConfig.SPURIOUS_WAKEUPS.contains(where)) throw new IllegalArgumentException("spuriousWakeups: none, program or all, not '" + where + "'");
        s.spuriousWakeups = where;
        return this;
    }

    /**
     * Whether spin loops are waits, as --spin-loops=wait (true, the default: a thread that comes back
     * to the same state reading the same values and changing nothing waits until another thread
     * writes what it reads, and a run where only such spinners are left is a non-termination) or
     * --spin-loops=run (false: each round is a step of its own).
     */
    public Jvsim spinLoopsWait(boolean wait) {
        s.spinWaits = wait;
        return this;
    }

    /**
     * How virtual threads run, as --virtual-threads: bound (the default: each a thread of its own, as
     * on a JVM without continuations) or continuations (experimental: the JDK's VirtualThread mounted
     * on carrier threads through the VM's continuations, searched at a higher cost).
     */
    public Jvsim virtualThreads(String how) {
        if (!VmConfig.VIRTUAL_THREADS.contains(how)) throw new IllegalArgumentException("virtualThreads: bound or continuations, not '" + how + "'");
        s.virtualThreads = how;
        return this;
    }

    /**
     * How many times per thread and execution a timed wait (sleep, a timed wait, join, park or JDK
     * operation) may end while other threads can still run, as --early-timeouts: default 1; 0 lets
     * time pass only when no thread can run.
     */
    public Jvsim earlyTimeouts(int perThread) {
        if (perThread < 0) throw new IllegalArgumentException("earlyTimeouts must not be negative");
        s.earlyTimeouts = perThread;
        return this;
    }

    /** The longest timed wait, in milliseconds, that may end early (see {@link #earlyTimeouts}), as --early-timeout-limit: default 1000. */
    public Jvsim earlyTimeoutLimit(long millis) {
        if (millis < 0) throw new IllegalArgumentException("earlyTimeoutLimit must not be negative");
        s.earlyTimeoutLimitMs = millis;
        return this;
    }

    /**
     * How java.util.concurrent is explored (as --jdk-internals): true (the default), each public
     * operation of its classes is one step; false, their internals access by access.
     */
    public Jvsim atomicJdk(boolean atomic) {
        s.atomicJdk = atomic;
        return this;
    }

    /**
     * The JDK whose class library the target runs on (as --jdk): the home folder of an installed JDK
     * 17 or later; null (the default) for the JDK jvsim runs on. Its version decides which class-file
     * versions load. IllegalArgumentException at once for a folder that is no such JDK.
     */
    public Jvsim jdk(Path home) {
        if (home != null) jvsim.vm.classpath.JrtSource.of(home);
        s.jdkHome = home;
        return this;
    }

    /** Assertions in the target's classes (enabled by default, like the CLI). */
    public Jvsim assertions(boolean enabled) {
        s.assertions = enabled;
        return this;
    }

    /**
     * Writes the report of each {@link #run} as one self-contained HTML page to this file (as
     * --html): a swimlane per thread, each step with its source line, the violation's steps
     * highlighted. null: none (the default).
     */
    public Jvsim html(Path file) {
        this.html = file;
        return this;
    }

    /**
     * Writes the JSON report of each {@link #run} to this file (as --report; {@link #replay(Path)}
     * replays it, as jvsim --replay=file does). null: none (the default).
     */
    public Jvsim report(Path file) {
        this.json = file;
        return this;
    }

    /**
     * Directories where the HTML page finds the program's .java files (as --source-path), looked in
     * before the default places: beside the class path (a class directory X/target/classes: X's
     * src/main/java, src/test/java, src) and the current directory's src/main/java, src/test/java,
     * src ({@link HtmlReport#sourceRoots}).
     */
    public Jvsim sourcePath(Path... roots) {
        sourcePath.addAll(Arrays.asList(roots));
        return this;
    }

    /** A system property of the target (-Dkey=value). */
    public Jvsim property(String key, String value) {
        s.properties.put(key, value);
        return this;
    }

    /**
     * Runs the search (or the replay) and waits for it. Throws JvsimException when the target cannot
     * be searched (class not found, schedule does not fit, internal error).
     */
    public Report run() {
        if (s.target.isMethod() && !s.args.isEmpty()) throw new IllegalArgumentException("a Class#method target takes no arguments");
        SearchRun run = s.searchRun(searchConfig());
        Report report;
        try {
            report = run.report(run.search(), copy());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JvsimException("interrupted", e);
        } catch (VmInputException e) {
            throw new JvsimException(e.getMessage() + SearchRun.classNotFoundHint(e.getMessage(), s.classpathOrDefault(),
                    s.classpath.isEmpty()).replace("-cp <dir-or-jar>", "classpath(...)"), e);
        } catch (ReplaySearch.Mismatch | UnsupportedOperationException e) {
            throw new JvsimException(e.getMessage(), e);
        } catch (RuntimeException | Error e) {  // a host exception escaping the VM is an internal error
            throw new JvsimException("internal error: " + e, e);
        }
        if (json != null) {
            try {
                JsonReport.write(json, report, report.search());
            } catch (java.io.IOException | RuntimeException e) {
                throw new JvsimException("cannot write report " + json + ": " + e.getMessage(), e);
            }
        }
        if (html != null) writeHtml(report);
        return report;
    }

    private void writeHtml(Report report) {
        List<Path> roots = HtmlReport.sourceRoots(sourcePath, s.classpathOrDefault());
        try {
            new HtmlReport(report, report.search(), s.target.toString(), roots).write(html);
        } catch (java.io.IOException e) {
            throw new JvsimException("cannot write HTML report " + html + ": " + e.getMessage(), e);
        }
    }

    private SearchConfig searchConfig() {
        SearchConfig c = s.searchConfig(s.vmConfig());
        if (c.priority != null && (s.schedule != null || !Strategies.find(s.search).prioritizable()))
            throw new IllegalArgumentException("prioritization (changedSince, changedLines) does not apply to " + (s.schedule != null ? "a replay" : "the " + s.search + " search"));
        return c;
    }

    private Jvsim copy() {
        Jvsim j = new Jvsim(s.copy());
        j.html = html;
        j.json = json;
        j.sourcePath.addAll(sourcePath);
        return j;
    }

    @Override public String toString() {
        return s.target + (s.schedule != null ? " (replay)" : " (" + s.search + " search)");
    }
}
