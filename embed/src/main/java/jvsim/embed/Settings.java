package jvsim.embed;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvsim.search.SearchConfig;
import jvsim.vm.VmConfig;
import jvsim.vm.VmInputException;

/**
 * The settings of one search (or replay or single run): the one settings model that the CLI
 * ({@code jvsim.tools.Cli}), the embedding API ({@link Jvsim}) and the JUnit extension (through
 * {@link Jvsim}) fill in, each with its own names and checks, and that alone builds the VM's and the
 * search's configuration ({@link #vmConfig}, {@link #searchConfig}) and the {@link SearchRun}. Each
 * field means what the CLI option named beside it means; the defaults are the CLI's.
 */
public final class Settings implements Cloneable {
    /** The target: a class with a main method, or Class#method. */
    public Target target;
    /** Arguments of main. */
    public List<String> args = new ArrayList<>();
    /** -cp; empty: the current directory. */
    public List<Path> classpath = new ArrayList<>();
    /** -D, in order. */
    public Map<String, String> properties = new LinkedHashMap<>();
    /** --mount: host directories the target sees. */
    public List<VmConfig.Mount> mounts = new ArrayList<>();
    /** --search (with --stateless, dfs-stateless): a strategy's name ({@link jvsim.search.Strategies}). */
    public String search = "dpor";
    /** The strategy's own options (--depth=3: "depth" to "3"), as written. */
    public Map<String, String> strategyOptions = new LinkedHashMap<>();
    /** --sched: which accesses are scheduling points. */
    public jvsim.vm.SchedMode sched = jvsim.vm.SchedMode.SHARED;
    /** --max-executions; 0: no bound. */
    public long maxExecutions;
    /** --max-time; null: no bound. */
    public Duration maxTime;
    /** --max-steps. */
    public long maxSteps = 100_000;
    /** --max-states (dfs, bfs); 0: no bound. */
    public long maxStates;
    /** --max-depth (dfs, bfs); 0: no bound. */
    public int maxDepth;
    /** --seed. */
    public long seed;
    /** --coverage: 2 or 3; 0: not measured. */
    public int coverage;
    /** --find-all. */
    public boolean findAll;
    /** Not --no-shorten. */
    public boolean shorten = true;
    /** --listener, by name. */
    public List<String> listeners = new ArrayList<>();
    /** The listeners' options by option name (--schedule, --imunit, --monitor, --enforce), as written; see {@link Listeners#configure}. */
    public Map<String, List<String>> listenerOptions = new LinkedHashMap<>();
    /** --gate. */
    public List<String> gates = new ArrayList<>();
    /** --max-heap, in bytes. */
    public long maxHeapBytes = 512L << 20;
    /** --spurious-wakeups: none, program or all. */
    public String spuriousWakeups = "program";
    /** --early-timeouts. */
    public int earlyTimeouts = 1;
    /** --early-timeout-limit, in milliseconds. */
    public long earlyTimeoutLimitMs = 1000;
    /** --jdk-internals: atomic (true) or full (false). */
    public boolean atomicJdk = true;
    /** --virtual-threads: bound (each virtual thread a thread of its own) or continuations (experimental). */
    public String virtualThreads = "bound";
    /** --spin-loops: wait (true: a spinning thread waits for a write to what it reads) or run. */
    public boolean spinWaits = true;
    /** --jdk; null: the JDK jvsim runs on. */
    public Path jdkHome;
    /** -ea (true) or -da. */
    public boolean assertions = true;
    /** --changed-since: the old version's class path; null: none. */
    public List<Path> changedSince;
    /** --changed-since=git:&lt;rev&gt;: the revision git's diff compares the working tree with, or null. */
    public String changedSinceGit;
    /** --changed-lines; null: none. */
    public Path changedLines;
    /** --prioritize; null: the default heuristic. */
    public String prioritize;
    /** --replay: the schedule to follow once; null for a search. */
    public List<String> schedule;

    /** A --mount value: an existing host directory, then :ro (the default) or :rw; VmInputException (one line) otherwise. */
    public static VmConfig.Mount mount(String spec) {
        boolean writable = spec.endsWith(":rw");
        String dir = writable || spec.endsWith(":ro") ? spec.substring(0, spec.length() - 3) : spec;
        Path p;
        try {
            p = Path.of(dir.isEmpty() ? "." : dir).toAbsolutePath().normalize();
        } catch (java.nio.file.InvalidPathException e) {
            throw new VmInputException("bad --mount '" + spec + "': " + e.getReason());
        }
        if (!java.nio.file.Files.isDirectory(p)) throw new VmInputException("bad --mount '" + spec + "': " + p + " is not a directory");
        return new VmConfig.Mount(p, writable);
    }

    /** The class path, "." when none was given. */
    public List<Path> classpathOrDefault() { return classpath.isEmpty() ? List.of(Path.of(".")) : classpath; }

    /** The VM's configuration (its output streams the host's: a front end may redirect them). */
    public VmConfig vmConfig() {
        VmConfig vm = new VmConfig();
        vm.classpath.addAll(classpathOrDefault());
        vm.mounts.addAll(mounts);
        vm.maxHeapBytes = maxHeapBytes;
        vm.gates = new ArrayList<>(gates);
        vm.assertions = assertions;
        vm.spuriousWakeups(spuriousWakeups);
        vm.earlyTimeouts = earlyTimeouts;
        vm.earlyTimeoutLimitNanos = jvsim.vm.Threads.nanosOf(earlyTimeoutLimitMs);
        vm.atomicJdk = atomicJdk;
        vm.virtualThreads(virtualThreads);
        vm.spinWaits = spinWaits;
        vm.jdkHome = jdkHome;
        properties.forEach((k, v) -> vm.properties.add(new String[] {k, v}));
        return vm;
    }

    /**
     * The search's configuration on that VM configuration: a replay follows {@link #schedule} to its
     * end, a search takes the limits (a replay with a prioritization is the front end's to refuse). The prioritization of --changed-since/--changed-lines is made
     * here (IllegalArgumentException or VmInputException, one line, when it cannot be).
     */
    public SearchConfig searchConfig(VmConfig vm) {
        SearchConfig c = new SearchConfig();
        c.vm = vm;
        c.className = target.className();
        c.method = target.method();
        c.args = new ArrayList<>(args);
        c.sched = sched;
        c.maxTimeMs = SearchRun.millis(maxTime);
        c.seed = seed;
        c.coverage = coverage;
        c.priority = jvsim.capp.Capp.prioritization(prioritize, changedSince, changedSinceGit, changedLines, vm.classpath);
        if (schedule == null) {
            c.maxExecutions = maxExecutions;
            c.maxSteps = maxSteps;
            c.maxStates = maxStates;
            c.maxDepth = maxDepth;
            c.findAll = findAll;
        } else {
            c.schedule = List.copyOf(schedule);
            c.maxSteps = Long.MAX_VALUE;
        }
        return c;
    }

    /** The search (or replay) of these settings over that search configuration, with its listeners. IllegalArgumentException for bad strategy or listener options. */
    public SearchRun searchRun(SearchConfig config) {
        SearchRun run = schedule == null ? new SearchRun(search, strategyOptions, config) : new SearchRun(SearchRun.REPLAY, config);
        return run.shorten(shorten).listeners(listeners, listenerOptions);
    }

    /** A deep copy: changing it leaves these settings as they are. */
    public Settings copy() {
        Settings s;
        try {
            s = (Settings) clone();  // the values; then each collection copied
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
        s.args = new ArrayList<>(args);
        s.classpath = new ArrayList<>(classpath);
        s.properties = new LinkedHashMap<>(properties);
        s.mounts = new ArrayList<>(mounts);
        s.strategyOptions = new LinkedHashMap<>(strategyOptions);
        s.listeners = new ArrayList<>(listeners);
        s.listenerOptions = new LinkedHashMap<>();
        listenerOptions.forEach((k, v) -> s.listenerOptions.put(k, new ArrayList<>(v)));
        s.gates = new ArrayList<>(gates);
        s.changedSince = changedSince == null ? null : new ArrayList<>(changedSince);
        s.schedule = schedule == null ? null : List.copyOf(schedule);
        return s;
    }
}
