package jvsim.tools;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.embed.HtmlReport;
import jvsim.embed.Invocation;
import jvsim.embed.JsonReport;
import jvsim.embed.Listeners;
import jvsim.embed.Report;
import jvsim.embed.ReportFile;
import jvsim.embed.RunStats;
import jvsim.embed.SearchDescription;
import jvsim.embed.SearchRun;
import jvsim.embed.Settings;
import jvsim.embed.Target;
import jvsim.embed.Verdict;
import jvsim.embed.ViolationText;
import jvsim.vm.BootClasses;
import jvsim.vm.ExecutionListener;
import jvsim.search.SearchConfig;
import jvsim.search.Strategies;
import jvsim.vm.SchedMode;
import jvsim.vm.VmConfig;
import jvsim.vm.VmInputException;
import jvsim.vm.VmInternalError;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * The {@code jvsim} command: {@code jvsim [options] <target> [args...]}, and {@code jvsim bench} ({@link Bench}).
 * Exit status: 0 no violation, 1 violation, 2 usage or input error, 3 limit or interrupt (Ctrl-C,
 * SIGTERM), or an execution cut at --max-steps, without a violation, 4 internal error or
 * unsupported feature; with {@code --search=none} the target's own exit status.
 */
public final class Cli {
    static final int OK = 0, USAGE = 2, INTERNAL = 4;

    private final InputStream in;
    private final PrintStream out, err;
    private final boolean debug;
    private final Interruption interruption;
    /** Whether err is a terminal that shows a progress line. */
    private final boolean errIsTerminal;

    private Cli(InputStream in, PrintStream out, PrintStream err, Map<String, String> env, Interruption interruption, boolean errIsTerminal) {
        this.in = in;
        this.out = out;
        this.err = err;
        this.debug = "1".equals(env.get("JVSIM_DEBUG"));
        this.interruption = interruption;
        this.errIsTerminal = errIsTerminal;
    }

    /**
     * System property naming the list of JDK classes the VM's boot parses, which the {@code ./jvsim}
     * launcher sets (its training run records the list): they are parsed ahead on another thread.
     */
    static final String BOOT_CLASSES = "jvsim.bootClasses";

    public static void main(String[] args) {
        String bootClasses = System.getProperty(BOOT_CLASSES);
        // the list names the host JDK's classes: of no use with another JDK's class library (--jdk)
        boolean otherJdk = java.util.Arrays.stream(args).anyMatch(a -> a.equals("--jdk") || a.startsWith("--jdk="));
        if (bootClasses != null && !otherJdk) BootClasses.prefetch(Path.of(bootClasses));
        Interruption interruption = Interruption.onSignals();
        int status = run(args, System.in, System.out, System.err, System.getenv(), interruption, System.console() != null);
        interruption.finished(status);
        System.exit(status);
    }

    /** Runs the command in-process with no standard input; returns the exit status. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, InputStream.nullInputStream(), out, err, System.getenv());
    }

    static int run(String[] args, InputStream in, PrintStream out, PrintStream err, Map<String, String> env) {
        return run(args, in, out, err, env, Interruption.NONE, false);
    }

    private static int run(String[] args, InputStream in, PrintStream out, PrintStream err, Map<String, String> env,
                           Interruption interruption, boolean errIsTerminal) {
        Cli cli = new Cli(in, out, err, env, interruption, errIsTerminal);
        try {
            return cli.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    private int execute(String[] args) {
        if (args.length > 0 && args[0].equals("bench")) return Bench.run(java.util.Arrays.copyOfRange(args, 1, args.length), out, err);
        CliOptions o = new CliOptions();
        CommandLine cl = new CommandLine(o)
                .setStopAtPositional(true)
                .setOverwrittenOptionsAllowed(true)
                .setCaseInsensitiveEnumValuesAllowed(true);
        StrategyOptions.addTo(cl);
        CommandLine.ParseResult parsed;
        try {
            parsed = cl.parseArgs(args);
        } catch (CommandLine.UnmatchedArgumentException e) {
            return usageError(unknownOption(cl, e));
        } catch (ParameterException e) {
            return usageError(e.getMessage() + " (see jvsim --help)");
        }
        o.strategyOptions = StrategyOptions.given(cl);
        if (cl.isUsageHelpRequested()) {
            cl.usage(out);
            return OK;
        }
        if (cl.isVersionHelpRequested()) {
            cl.printVersionHelp(out);
            return OK;
        }
        o.classpathGiven = parsed.hasMatchedOption("--classpath");
        boolean targetGiven = o.target != null;
        if (o.replay != null) {
            if (!Files.isReadable(o.replay)) return usageError("cannot read replay trace " + o.replay);
            try {
                o.replayed = ReportFile.read(o.replay);
            } catch (ReportFile.BadReport e) {
                return usageError(e.getMessage());
            }
            if (o.target == null) {
                String missing = fromReport(o, parsed);
                if (missing != null) return usageError(missing);
            }
        }
        if (o.target == null) return usageError("missing the target: jvsim [options] <target> [args...], e.g. jvsim -cp classes pkg.Main (see jvsim --help)");
        if (targetGiven && !o.quiet) warnOfOptionsAfterTheTarget(cl, o, args);
        String invalid = validate(o);
        if (invalid != null) return usageError(invalid);

        Report outcome = outcomeOf(o);
        // a report that cannot be written (checked before the search, but the file system may change) does not hide the verdict
        boolean written = o.report == null || writeReport(o.report, outcome);
        written &= o.html == null || writeHtml(o, outcome);
        // stopped within an execution: the threads that had not ended, before the line that says why
        if (!o.quiet && outcome.stoppedExecution() != null) err.print(prefixed(ViolationText.stopped(outcome.stoppedExecution())));
        if (outcome.verdict() == Verdict.LIMIT) err.println("jvsim: " + outcome.error() + (outcome.coverage() == null ? "" : "; " + outcome.coverage().summary()));
        else if (!o.quiet && outcome.verdict() != Verdict.ERROR) err.println(summary(outcome));
        // executions cut at --max-steps: the first one's looping thread's stack, as a stack trace
        if (outcome.stepLimit() != null && (!o.quiet || outcome.verdict() == Verdict.LIMIT))
            for (String frame : outcome.stepLimit().stack()) err.println("    at " + frame);
        return written || outcome.verdict() == Verdict.VIOLATION ? outcome.exitStatus() : USAGE;
    }

    /**
     * "unknown option '--max-exections=5'; did you mean '--max-executions=5'?": the option name
     * nearest to the unknown one by edit distance, when it is near enough.
     */
    private static String unknownOption(CommandLine cl, CommandLine.UnmatchedArgumentException e) {
        List<String> unmatched = e.getUnmatched();
        if (!e.isUnknownOption() || unmatched.isEmpty()) return e.getMessage() + " (see jvsim --help)";
        String arg = unmatched.get(0);
        int eq = arg.indexOf('=');
        String name = eq < 0 ? arg : arg.substring(0, eq);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (CommandLine.Model.OptionSpec option : cl.getCommandSpec().options()) {
            for (String candidate : option.names()) {
                int d = editDistance(name, candidate);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = candidate;
                }
            }
        }
        String message = "unknown option '" + arg + "'";
        if (best != null && bestDistance <= (name.length() >= 6 ? 2 : 1)) message += "; did you mean '" + best + (eq < 0 ? "" : arg.substring(eq)) + "'?";
        return message + " (see jvsim --help)";
    }

    /** The optimal string alignment distance: insertions, deletions, substitutions and transpositions of adjacent characters. */
    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1))
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
        return d[a.length()][b.length()];
    }

    /**
     * A warning on err when arguments after the target look like jvsim's options: they are the
     * program's arguments. Not when "--" before the target said that everything after it is.
     */
    private void warnOfOptionsAfterTheTarget(CommandLine cl, CliOptions o, String[] args) {
        long dashes = java.util.Arrays.stream(args).filter("--"::equals).count();
        if (dashes > o.args.stream().filter("--"::equals).count()) return;
        Map<String, CommandLine.Model.OptionSpec> options = cl.getCommandSpec().optionsMap();
        List<String> ours = new ArrayList<>();
        for (String arg : o.args) {
            if (!arg.startsWith("-") || arg.equals("-") || arg.equals("--")) continue;
            int eq = arg.indexOf('=');
            String name = eq < 0 ? arg : arg.substring(0, eq);
            if (options.containsKey(name) || name.startsWith("-D") && name.length() > 2) ours.add("'" + arg + "'");
        }
        if (ours.isEmpty()) return;
        err.println("jvsim: warning: " + String.join(", ", ours) + (ours.size() == 1 ? " comes" : " come") + " after the target " + o.target
                + " and " + (ours.size() == 1 ? "is" : "are") + " passed to the program; put jvsim's options before the target"
                + " (or '--' before it to pass them on without this warning)");
    }

    /**
     * --replay=<report> without a target: the report's target, arguments, class path and the
     * settings it recorded, each unless given on the command line. A one-line reason when the
     * report does not record them, else null.
     */
    private static String fromReport(CliOptions o, CommandLine.ParseResult given) {
        Invocation run = o.replayed.invocation();
        if (run == null)
            return "replay trace " + o.replay + " does not record its target and class path (an older jvsim wrote it): give them, as in jvsim --replay="
                    + o.replay + " -cp <path> <target>";
        o.target = run.target();
        o.args = new ArrayList<>(run.args());
        if (!o.classpathGiven) o.classpath = String.join(File.pathSeparator, run.classpath());
        if (!given.hasMatchedOption("--sched")) o.sched = run.sched();
        if (!given.hasMatchedOption("--listener")) {
            o.listeners = new ArrayList<>(run.listeners());
            if (!given.hasMatchedOption("--schedule")) o.schedules = new ArrayList<>(run.listenerOptions().getOrDefault("schedule", List.of()));
            if (!given.hasMatchedOption("--imunit") && run.listenerOptions().containsKey("imunit")) o.imunit = run.listenerOptions().get("imunit").get(0);
            if (!given.hasMatchedOption("--monitor")) o.monitor = new ArrayList<>(run.listenerOptions().getOrDefault("monitor", List.of()));
            if (!given.hasMatchedOption("--enforce")) o.enforce = new ArrayList<>(run.listenerOptions().getOrDefault("enforce", List.of()));
        }
        Map<String, String> properties = new java.util.LinkedHashMap<>(run.properties());
        properties.putAll(o.properties);
        o.properties = properties;
        if (!given.hasMatchedOption("-ea") && !given.hasMatchedOption("-da")) o.assertions = run.assertions();
        if (!given.hasMatchedOption("--gate")) o.gates = new ArrayList<>(run.gates());
        if (!given.hasMatchedOption("--mount")) o.mounts = new ArrayList<>(run.mounts());
        if (!given.hasMatchedOption("--max-heap")) o.maxHeapBytes = run.maxHeapBytes();
        if (!given.hasMatchedOption("--spurious-wakeups")) o.spuriousWakeups = run.spuriousWakeups();
        if (!given.hasMatchedOption("--early-timeouts")) o.earlyTimeouts = run.earlyTimeouts();
        if (!given.hasMatchedOption("--early-timeout-limit")) o.earlyTimeoutLimitMs = run.earlyTimeoutLimitMs();
        if (!given.hasMatchedOption("--jdk") && run.jdkHome() != null) o.jdk = Path.of(run.jdkHome());
        if (!given.hasMatchedOption("--virtual-threads")) o.virtualThreads = run.virtualThreads();
        if (!given.hasMatchedOption("--spin-loops")) o.spinLoops = run.spinLoops();
        return null;
    }

    /** Problems with the command line that do not need the VM: a one-line reason, or null. */
    private static String validate(CliOptions o) {
        if ((!o.schedules.isEmpty() || o.imunit != null) && !o.listeners.contains("imunit")) o.listeners.add("imunit");
        if ((!o.monitor.isEmpty() || !o.enforce.isEmpty()) && !o.listeners.contains("mop")) o.listeners.add("mop");
        for (String name : o.listeners) {
            ExecutionListener.Provider<?> p = Listeners.find(name);
            if (p == null) return "unknown listener '" + name + "' (available: " + String.join(", ", Listeners.names()) + ")";
            if (o.search.equals("none")) return "--listener needs a search; use e.g. --search=random for one checked execution";
            if (SchedMode.parse(o.sched) != null && !SchedMode.parse(o.sched).atLeast(p.minSched())) return "--listener=" + name + " needs --sched=shared or --sched=all";
        }
        if (o.spuriousWakeups != null && !VmConfig.SPURIOUS_WAKEUPS.contains(o.spuriousWakeups))
            return "--spurious-wakeups: none, program or all, not '" + o.spuriousWakeups + "'";
        if (o.spinLoops != null && !o.spinLoops.equals("wait") && !o.spinLoops.equals("run"))
            return "--spin-loops: wait or run, not '" + o.spinLoops + "'";
        if (o.virtualThreads != null && !VmConfig.VIRTUAL_THREADS.contains(o.virtualThreads))
            return "--virtual-threads: bound or continuations, not '" + o.virtualThreads + "'";
        if (o.earlyTimeouts != null && o.earlyTimeouts < 0) return "--early-timeouts must not be negative";
        if (o.earlyTimeoutLimitMs != null && o.earlyTimeoutLimitMs < 0) return "--early-timeout-limit must not be negative";
        if (o.maxExecutions != null && o.maxExecutions <= 0) return "--max-executions must be at least 1";
        if (o.coverage != null && (o.coverage < 2 || o.coverage > 3)) return "--coverage must be 2 or 3 (the t of t-way block sequences), not " + o.coverage;
        if (o.coverage != null && o.search.equals("none")) return "--coverage needs a search; use e.g. --search=random --coverage=" + o.coverage;
        if (o.maxStates != null && o.maxStates <= 0) return "--max-states must be at least 1";
        if (o.maxDepth != null && o.maxDepth <= 0) return "--max-depth must be at least 1";
        if ((o.maxStates != null || o.maxDepth != null) && !o.search.equals("dfs") && !o.search.equals("bfs"))
            return "--max-states and --max-depth apply to the stateful searches (--search=dfs or bfs)";
        if (o.stateless && o.search.equals("bfs")) return "bfs is stateful only; use --search=dfs --stateless";
        if (!o.search.equals("none") && Strategies.find(o.search) == null)
            return "unknown search '" + o.search + "' (expected " + Strategies.names() + " or none)";
        if (o.search.equals("none") && !o.strategyOptions.isEmpty())
            return "--" + o.strategyOptions.keySet().iterator().next() + " needs a search (see --search in jvsim --help)";
        if (!o.search.equals("none") && o.replay == null) {
            try {
                Strategies.configure(strategy(o), o.strategyOptions);
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }
        if (o.changedSince != null || o.changedLines != null || o.prioritize != null) {
            String which = o.prioritize != null ? "--prioritize" : o.changedSince != null ? "--changed-since" : "--changed-lines";
            if (o.replay != null) return which + " does not apply to --replay (a replay follows its schedule)";
            if (o.search.equals("none")) return which + " needs a search (it orders one)";
            if (!Strategies.find(strategy(o)).prioritizable()) {
                List<String> ok = new ArrayList<>();
                for (var s : Strategies.all()) if (s.prioritizable()) ok.add(s.name());
                return which + " orders the systematic searches (" + String.join(", ", ok) + "), not --search=" + o.search;
            }
            if (o.prioritize != null) {
                try {
                    jvsim.capp.Capp.heuristic(o.prioritize, new jvsim.capp.ImpactedPoints(List.of(), ""));
                } catch (IllegalArgumentException e) {
                    return e.getMessage();
                }
            }
        }
        if (o.jdkInternals != null && !o.jdkInternals.equals("atomic") && !o.jdkInternals.equals("full"))
            return "unknown --jdk-internals mode '" + o.jdkInternals + "' (expected atomic or full)";
        if (o.jdk != null) {
            try {
                jvsim.vm.classpath.JrtSource.of(o.jdk);
            } catch (IllegalArgumentException e) {
                return "--jdk: " + e.getMessage();
            }
        }
        if (SchedMode.parse(o.sched) == null) return "unknown --sched mode '" + o.sched + "' (expected sync, shared or all)";
        if (o.maxSteps <= 0) return "--max-steps must be at least 1";
        if (o.report != null) {
            String unwritable = unwritable(o.report);
            if (unwritable != null) return "cannot write report " + o.report + ": " + unwritable;
        }
        if (o.html != null) {
            String unwritable = unwritable(o.html);
            if (unwritable != null) return "cannot write HTML report " + o.html + ": " + unwritable;
        }
        if (o.sourcePath != null && o.html == null) return "--source-path is for --html";
        Target target;
        try {
            target = Target.parse(o.target);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (target.isMethod() && !o.args.isEmpty()) return "a Class#method target takes no arguments";
        try {
            Listeners.create(o.listeners, listenerOptions(o), 0);
            for (String g : o.gates) jvsim.vm.gates.GateSpec.parse(g);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        return null;
    }

    /** The search of the run, for the report (null: none ran). */
    private SearchDescription searched;

    private Report outcomeOf(CliOptions o) {
        try {
            Settings s = settings(o);
            VmConfig cfg = s.vmConfig();
            cfg.out = out;
            cfg.err = err;
            cfg.in = in;
            if (o.replay != null || !o.search.equals("none")) {
                SearchConfig sc;
                try {
                    sc = s.searchConfig(cfg);
                } catch (IllegalArgumentException e) {
                    return fail(USAGE, oneLine(e.getMessage()), null);
                }
                if (o.replay == null && !o.quiet && (o.progress || errIsTerminal)) sc.progress = new ProgressLine(err);
                SearchRun run = s.searchRun(sc);
                interruption.whileRunning(run::interrupt);
                searched = run.description();
                return run.run(out, err);
            }
            SingleRun single = new SingleRun(cfg, s.target, s.args, s.maxTime);
            interruption.whileRunning(single::interrupt);
            return single.run();
        } catch (VmInputException e) {
            return fail(USAGE, oneLine(e.getMessage() + SearchRun.classNotFoundHint(e.getMessage(), classpathEntries(o), !o.classpathGiven)), null);
        } catch (UnsupportedOperationException e) {
            return fail(INTERNAL, e.getMessage(), null);
        } catch (jvsim.search.ReplaySearch.Mismatch e) {
            return fail(USAGE, oneLine(e.getMessage()), null);
        } catch (VmInternalError e) {
            return fail(INTERNAL, "internal error: " + oneLine(describe(e)), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail(INTERNAL, "interrupted", null);
        } catch (Throwable e) {  // any host exception escaping the VM is an internal error too
            return fail(INTERNAL, "internal error: " + oneLine(describe(e)), e);
        }
    }

    private static String strategy(CliOptions o) {
        return o.stateless && o.search.equals("dfs") ? "dfs-stateless" : o.search;
    }

    /** The settings of the command line (validated by {@link #validate}); VmInputException for a path or mount that is none. */
    private static Settings settings(CliOptions o) {
        Settings s = new Settings();
        s.target = Target.parse(o.target);
        s.args = new ArrayList<>(o.args);
        s.classpath = classpathEntries(o);
        s.properties = new java.util.LinkedHashMap<>(o.properties);
        for (String m : o.mounts) s.mounts.add(Settings.mount(m));
        s.search = strategy(o);
        s.strategyOptions = new java.util.LinkedHashMap<>(o.strategyOptions);
        s.sched = SchedMode.parse(o.sched);
        s.maxExecutions = o.maxExecutions == null ? 0 : o.maxExecutions;
        s.maxTime = o.maxTime;
        s.maxSteps = o.maxSteps;
        s.maxStates = o.maxStates == null ? 0 : o.maxStates;
        s.maxDepth = o.maxDepth == null ? 0 : o.maxDepth;
        s.seed = o.seed == null ? 0 : o.seed;
        s.coverage = o.coverage == null ? 0 : o.coverage;
        s.findAll = o.findAll;
        s.shorten = !o.noShorten;
        s.listeners = new ArrayList<>(o.listeners);
        s.listenerOptions = listenerOptions(o);
        s.gates = new ArrayList<>(o.gates);
        s.maxHeapBytes = o.maxHeapBytes;
        if (o.spuriousWakeups != null) s.spuriousWakeups = o.spuriousWakeups;
        if (o.earlyTimeouts != null) s.earlyTimeouts = o.earlyTimeouts;
        if (o.earlyTimeoutLimitMs != null) s.earlyTimeoutLimitMs = o.earlyTimeoutLimitMs;
        // a replay explores as the search that wrote the report did, unless told otherwise
        String jdk = o.jdkInternals != null ? o.jdkInternals : o.replayed != null ? o.replayed.jdkInternals() : "atomic";
        s.atomicJdk = !jdk.equals("full");
        s.jdkHome = o.jdk;
        if (o.virtualThreads != null) s.virtualThreads = o.virtualThreads;
        if (o.spinLoops != null) s.spinWaits = o.spinLoops.equals("wait");
        s.assertions = o.assertions;
        boolean git = o.changedSince != null && o.changedSince.startsWith(jvsim.capp.GitChanges.PREFIX);
        s.changedSince = o.changedSince == null || git ? null : pathEntries(o.changedSince, "--changed-since");
        s.changedSinceGit = git ? o.changedSince.substring(jvsim.capp.GitChanges.PREFIX.length()) : null;
        s.changedLines = o.changedLines;
        s.prioritize = o.prioritize;
        if (o.replay != null) s.schedule = o.replayed.schedule();
        return s;
    }

    /** Options of the listeners, by option name. */
    private static Map<String, List<String>> listenerOptions(CliOptions o) {
        Map<String, List<String>> m = new HashMap<>();
        if (!o.schedules.isEmpty()) m.put("schedule", o.schedules);
        if (o.imunit != null) m.put("imunit", List.of(o.imunit));
        if (!o.monitor.isEmpty()) m.put("monitor", o.monitor);
        if (!o.enforce.isEmpty()) m.put("enforce", o.enforce);
        return m;
    }

    /** The entries of the class path; VmInputException for one that is no path. */
    private static List<Path> classpathEntries(CliOptions o) { return pathEntries(o.classpath, "class path"); }

    /** The entries of a path option; VmInputException for one that is no path. */
    private static List<Path> pathEntries(String path, String what) {
        List<Path> entries = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator, -1)) {
            try {
                entries.add(Path.of(entry.isEmpty() ? "." : entry));
            } catch (InvalidPathException e) {
                throw new VmInputException("bad " + what + " entry '" + entry + "': " + e.getReason());
            }
        }
        return entries;
    }

    private Report fail(int status, String message, Throwable cause) {
        err.println("jvsim: " + message);
        if (cause != null && debug) cause.printStackTrace(err);
        return Report.error(status, message);
    }

    private int usageError(String message) {
        err.println("jvsim: " + oneLine(message));
        return USAGE;
    }

    /** Why the report file cannot be written (checked before the search), or null. */
    private static String unwritable(Path file) {
        Path abs = file.toAbsolutePath();
        if (Files.isDirectory(abs)) return "it is a directory";
        if (Files.exists(abs)) return Files.isWritable(abs) ? null : "permission denied";
        Path parent = abs.getParent();
        if (parent == null || !Files.isDirectory(parent)) return "no directory " + parent;
        return Files.isWritable(parent) ? null : "permission denied";
    }

    private boolean writeReport(Path file, Report outcome) {
        try {
            JsonReport.write(file, outcome, searched);
            return true;
        } catch (IOException | RuntimeException e) {
            err.println("jvsim: cannot write report " + file + ": " + oneLine(String.valueOf(e.getMessage())));
            return false;
        }
    }

    /** Writes the HTML page of the outcome; false (and one line on err) when it cannot. */
    private boolean writeHtml(CliOptions o, Report outcome) {
        try {
            new HtmlReport(outcome, searched, o.target, sourcePath(o)).write(o.html);
            return true;
        } catch (IOException | RuntimeException e) {
            err.println("jvsim: cannot write HTML report " + o.html + ": " + oneLine(String.valueOf(e.getMessage())));
            return false;
        }
    }

    /** The directories --html looks for source files in: --source-path, then beside the class path (HtmlReport.sourceRoots). */
    private static List<Path> sourcePath(CliOptions o) {
        return HtmlReport.sourceRoots(paths(o.sourcePath), paths(o.classpath));
    }

    /** The entries of a path (":"-separated; "" is "."), those that are no path left out. */
    private static List<Path> paths(String path) {
        List<Path> out = new ArrayList<>();
        if (path == null) return out;
        for (String entry : path.split(File.pathSeparator, -1)) {
            try {
                out.add(Path.of(entry.isEmpty() ? "." : entry));
            } catch (InvalidPathException e) {
                // not a directory: nothing to find there
            }
        }
        return out;
    }

    /** text with "jvsim: " before its first line ("" for ""). */
    private static String prefixed(String text) { return text.isEmpty() ? "" : "jvsim: " + text; }

    /** ": thread \"t\" at Class.method(File.java:n)" (" in the first" when several): the first execution cut at --max-steps, or "". */
    private static String looping(Report.StepLimit limit, long executions) {
        if (limit == null || limit.thread() == null) return "";
        return ": thread \"" + limit.thread() + "\"" + (limit.stack().isEmpty() ? "" : " at " + limit.stack().get(0)) + (executions == 1 ? "" : " in the first");
    }

    private static String summary(Report o) {
        RunStats s = o.stats();
        long warnings = o.violations().stream().filter(v -> v.warning).count();
        long violations = o.violations().size() - warnings;
        String what = o.verdict() == Verdict.VIOLATION
                ? violations + " violation" + (violations == 1 ? "" : "s") + ": " + ViolationText.summary(o.violations().get(0))
                : "no violation";
        if (warnings > 0) what += ", " + warnings + " warning" + (warnings == 1 ? "" : "s");
        return "jvsim: " + oneLine(what) + "; exit status " + o.exitStatus() + ", " + RunStats.count(s.executions(), "execution")
                + (s.blocked() > 0 ? " (+" + s.blocked() + " sleep-set blocked)" : "")
                + (s.probes() > 0 ? " (" + s.probes() + " of them sampled probes)" : "")
                + (s.stepLimited() > 0 ? " (" + s.stepLimited() + (s.stepLimited() == 1 ? " exceeds" : " exceed") + " --max-steps (possibly non-terminating"
                        + looping(o.stepLimit(), s.stepLimited()) + "), cut there)" : "")
                + (s.transitions() > 0 ? ", " + s.transitions() + " steps" : "")
                + ", " + s.instructions() + " instructions, " + s.elapsedMs() + " ms"
                + (o.coverage() == null ? "" : "; " + o.coverage().summary());
    }

    /** The exception and its root cause, e.g. for an ExceptionInInitializerError. */
    private static String describe(Throwable e) {
        String text = e instanceof VmInternalError ? e.getMessage() : e.toString();
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        return root == e ? text : text + " (caused by " + root + ")";
    }

    static String oneLine(String s) { return ViolationText.oneLine(s); }
}
