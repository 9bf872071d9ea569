package jvsim.tools;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The jvsim command line, declared for picocli. Holds values only; Cli validates and acts on them. */
@Command(name = "jvsim",
        mixinStandardHelpOptions = true,
        versionProvider = Version.class,
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {"Runs a Java 17 program inside the jvsim virtual machine.",
            "jvsim bench [options]: measures the search strategies on the subject corpus (see jvsim bench --help)."},
        footerHeading = "%nExit status:%n",
        footer = {
            "  0  search finished, no violation (--search=none: the target's own exit status)",
            "  1  violation found",
            "  2  usage or input error",
            "  3  stopped by a limit, or interrupted (Ctrl-C, SIGTERM), before finding a violation; or an execution was cut at --max-steps",
            "  4  internal error or unsupported feature"})
public final class CliOptions {

    @Option(names = {"-cp", "--classpath", "-classpath", "--class-path"}, paramLabel = "<path>",
            description = "Class path of the target: directories and jar files separated by '${sys:path.separator}' (default: .).")
    String classpath = ".";

    @Option(names = "--search", paramLabel = "<name>",
            description = "Search strategy (default: ${DEFAULT-VALUE}): one of the search strategies listed below, or none (run once, like java).")
    String search = "dpor";

    /** The strategies' own options given (--depth=3: "depth" to "3"); see StrategyOptions. */
    Map<String, String> strategyOptions = Map.of();

    @Option(names = "--sched", paramLabel = "<mode>",
            description = "Scheduling points: sync (synchronization only; assumes no data races), shared (also accesses to shared memory; default), all (every field and array access).")
    String sched = "shared";

    @Option(names = "--jdk", paramLabel = "<home>",
            description = "The JDK whose class library the target runs on: the home folder of an installed JDK 17 or later (default: the JDK jvsim runs on). Its version decides which class-file versions load.")
    Path jdk;

    @Option(names = "--jdk-internals", paramLabel = "<mode>",
            description = "How the JDK's java.util.concurrent classes are explored: atomic (each public operation one step, as they are linearizable; default), full (every internal access, for testing the JDK itself). --replay uses the report's mode unless given.")
    String jdkInternals;

    @Option(names = "--spurious-wakeups", paramLabel = "<where>", arity = "0..1", fallbackValue = "all",
            description = "While searching, let a thread in Object.wait or LockSupport.park also return spuriously, as the JVM may (once per thread and execution): none, program (the waits the program's own code calls; the default) or all (the JDK's too; the option alone). --replay uses the report's unless given.")
    String spuriousWakeups;

    @Option(names = "--virtual-threads", paramLabel = "<how>",
            description = "How virtual threads run: bound (each a thread of its own, as on a JVM without continuations; default) or continuations (experimental: the JDK's VirtualThread on carrier threads, through the VM's continuations; a larger search). --replay uses the report's unless given.")
    String virtualThreads;

    @Option(names = "--spin-loops", paramLabel = "<how>",
            description = "While searching, how a loop of the program's that comes back to the same state reading the same values and changing nothing is explored: wait (the default: its thread waits until another writes what it reads; when no thread can run but such a spinner, a non-termination) or run (each round a step of its own).")
    String spinLoops;

    @Option(names = "--early-timeouts", paramLabel = "<n>",
            description = "While searching, let a timed wait (sleep, a timed wait, join or park, a timed JDK operation, a scheduled task's delay) end while other threads can still run, as on a machine where they were descheduled until its deadline: at most n times per thread and execution (default 1; 0: time passes only when no thread can run). --replay uses the report's unless given.")
    Integer earlyTimeouts;

    @Option(names = "--early-timeout-limit", paramLabel = "<ms>",
            description = "With --early-timeouts: the longest timed wait, in milliseconds, that may end while other threads can run (default 1000); a longer one, a program's safety margin such as awaitTermination(1, MINUTES), ends only when no thread can run. --replay uses the report's unless given.")
    Long earlyTimeoutLimitMs;

    @Option(names = "--find-all", description = "Keep searching after a violation; report each distinct violation once.")
    boolean findAll;

    @Option(names = "--no-shorten", description = "Report each violation's trace as found, without shortening it to fewer context switches.")
    boolean noShorten;

    @Option(names = "--progress", description = "Show the live progress line on stderr even when it is not a terminal.")
    boolean progress;

    @Option(names = "--max-steps", paramLabel = "<n>",
            description = "Scheduling steps allowed per execution before it counts as possibly non-terminating: it is cut there, the search goes on,"
                    + " and without a violation the verdict is limit, exit status 3 (default: ${DEFAULT-VALUE}).")
    long maxSteps = 100_000;

    @Option(names = "--stateless", description = "dfs without state matching: every interleaving, each re-executed from the start (the other searches are stateless anyway).")
    boolean stateless;

    @Option(names = "--max-states", paramLabel = "<n>", description = "dfs/bfs: stop after visiting n distinct states (exit status 3).")
    Long maxStates;

    @Option(names = "--max-depth", paramLabel = "<n>", description = "dfs/bfs: do not explore beyond n steps from the start (exit status 3 when it cut the search).")
    Integer maxDepth;

    @Option(names = "--listener", paramLabel = "<name>", split = ",",
            description = "Listeners that check every explored execution: race (data races), deadlock (deadlock cycles and lock-order inversions), imunit (IMUnit schedules), mop (properties of --monitor and --enforce).")
    List<String> listeners = new ArrayList<>();

    @Option(names = "--schedule", paramLabel = "<schedule>",
            description = "IMUnit schedule, e.g. \"[take@t1] -> add@main, added@main -> taken@t1\" (repeatable: one search per schedule; implies --listener=imunit; default: the target method's @Schedule).")
    List<String> schedules = new ArrayList<>();

    @Option(names = "--imunit", paramLabel = "<mode>",
            description = "IMUnit mode: enforce (default: threads wait for their events' conditions) or check (report executions that break the schedule).")
    String imunit;

    @Option(names = "--monitor", paramLabel = "<spec>",
            description = "Property spec file whose properties every explored execution is checked against: a violation is a property-violation (repeatable; implies --listener=mop).")
    List<String> monitor = new ArrayList<>();

    @Option(names = "--enforce", paramLabel = "<spec>",
            description = "Property spec file whose properties are enforced: a thread whose next event would violate one waits (repeatable; implies --listener=mop).")
    List<String> enforce = new ArrayList<>();

    @Option(names = "--gate", paramLabel = "<gate>",
            description = "A gate: \"<location> until <condition>\"; location pkg.Class.method[:exit|:<line>][@thread][#n], condition: locations passed and 'opened <name>' joined by && (repeatable).")
    List<String> gates = new ArrayList<>();

    @Option(names = "--report", paramLabel = "<file.json>", description = "Write a JSON report to this file.")
    Path report;

    @Option(names = "--html", paramLabel = "<file.html>",
            description = "Write the report as one self-contained HTML page: a swimlane per thread, each step with its source line, the violation's steps highlighted.")
    Path html;

    @Option(names = "--source-path", paramLabel = "<path>",
            description = "Where --html finds the program's .java files: directories separated by '${sys:path.separator}' (default: the class path's directories).")
    String sourcePath;

    @Option(names = "--max-time", paramLabel = "<duration>", converter = DurationParser.class,
            description = "Stop after this wall-clock time: 30s, 500ms, 5m, 2h (exit status 3).")
    Duration maxTime;

    @Option(names = "--max-executions", paramLabel = "<n>", description = "Stop the search after n executions.")
    Long maxExecutions;

    @Option(names = "--seed", paramLabel = "<n>", description = "Seed for randomized searches.")
    Long seed;

    @Option(names = "--coverage", paramLabel = "<t>",
            description = "Measure interleaving coverage: the t-way sequences (t = 2 or 3) of atomic blocks (a thread's code between two scheduling points)"
                    + " the executions ran, against those possible among the blocks found; in the summary line, the JSON report and the HTML page.")
    Integer coverage;

    @Option(names = "--changed-since", paramLabel = "<path>",
            description = "Change-aware prioritization: the old version of the program (its class path: directories and jars separated by '${sys:path.separator}'), "
                    + "or git:<rev>, the lines git's diff of the working tree's Java sources against that revision changes; "
                    + "the code points where the target's class path differs from it are explored first (--prioritize; default: " + jvsim.capp.Capp.DEFAULT + ").")
    String changedSince;

    @Option(names = "--changed-lines", paramLabel = "<file>",
            description = "Change-aware prioritization from a list instead of an old version: changed lines and fields, one a line, pkg.Class:42 or pkg.Class#field.")
    Path changedLines;

    @Option(names = "--prioritize", paramLabel = "<heuristic>",
            description = "The heuristic that orders a systematic search by the impacted points: capp:<match>:<all|some>, match one of class, class-on-stack, method, "
                    + "method-on-stack, line, line-on-stack, field. Postponed choices are explored later: a search that ends still explores every execution.")
    String prioritize;

    @Option(names = "--replay", paramLabel = "<report.json>",
            description = "Re-run the first violation recorded in a JSON report, with its output; without a target, the report's target, arguments, class path and settings.")
    Path replay;

    @Option(names = "--max-heap", paramLabel = "<size>", converter = SizeParser.class,
            description = "Heap bound of the target: 512m, 2g, ... (default: 512m).")
    long maxHeapBytes = 512L << 20;

    @Option(names = "--mount", paramLabel = "<dir>[:ro|:rw]",
            description = "Make a host directory visible to the target at its own path: read-only (:ro, the default) or "
                    + "writable copy-on-write (:rw: the target's changes stay in the VM, the host directory is never written). Repeatable.")
    List<String> mounts = new ArrayList<>();

    @Option(names = "-D", paramLabel = "<key>=<value>", mapFallbackValue = "",
            description = "Set a system property of the target.")
    Map<String, String> properties = new LinkedHashMap<>();

    boolean assertions = true;

    @Option(names = {"-ea", "-enableassertions"}, description = "Enable assertions in target classes (default).")
    void enableAssertions(boolean ignored) { assertions = true; }

    @Option(names = {"-da", "-disableassertions"}, description = "Disable assertions in target classes.")
    void disableAssertions(boolean ignored) { assertions = false; }

    @Option(names = {"-q", "--quiet"}, description = "Print no summary line; only the target's output and errors.")
    boolean quiet;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<target>",
            description = "Class with a main method (pkg.Main), or pkg.Class#method for a no-argument method (an instance method runs on new Class()); with --replay, the report's when not given.")
    String target;

    @Parameters(index = "1..*", paramLabel = "<args>", description = "Arguments passed to the target.")
    List<String> args = new ArrayList<>();

    /** Whether -cp was given (else the class path is the default "."). */
    boolean classpathGiven;
    /** The --replay report, read. */
    jvsim.embed.ReportFile replayed;
}
