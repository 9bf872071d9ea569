package jvsim.vm;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Settings of one VM instance. */
public final class VmConfig {
    /** Target class path: directories and jar files. */
    public List<Path> classpath = new ArrayList<>();
    /** Bound of the target's heap in bytes (--max-heap). */
    public long maxHeapBytes = 512L << 20;
    /** Call depth at which StackOverflowError is thrown. */
    public int maxStackDepth = 3000;
    /** Assertions enabled in target (non-JDK) classes, as with java -ea. */
    public boolean assertions = true;
    public OutputStream out = System.out;
    public OutputStream err = System.err;
    public InputStream in = InputStream.nullInputStream();
    /** Backward branches and calls a thread may run before the scheduler preempts it. */
    public int quantum = 10_000;
    /**
     * Spurious wake-ups (--spurious-wakeups): while searching, a thread in Object.wait or
     * LockSupport.park may also return without a notification, unpark, interrupt or timeout, as
     * the JVM specification allows; at most this many times per thread and execution (0: never;
     * default 1), where the program itself called wait or park unless {@link #spuriousInJdk}.
     */
    public int spuriousWakeups = 1;
    /**
     * With {@link #spuriousWakeups}: also in the waits and parks of the JDK's own code (which loop
     * on their condition, so a spurious return there changes no outcome, only multiplies
     * executions), and then blocking JDK operations are not guarded steps.
     */
    public boolean spuriousInJdk;

    /**
     * Early timeouts (--early-timeouts): while searching, a thread in a timed wait (sleep, a timed
     * wait, join or park, and so every timed JDK operation) may time out while other threads can
     * still run, as on a machine where they were descheduled until its deadline: its timeout is a
     * step of its own that moves the clock to its deadline. At most this many times per thread and
     * execution (default 1; 0: time passes only when no thread can run, the behaviour before
     * 2026-11-29).
     */
    public int earlyTimeouts = 1;
    /**
     * With {@link #earlyTimeouts}: the longest timed wait that may end early, in nanoseconds
     * (--early-timeout-limit, default 1 s). A longer one (an awaitTermination of a minute, a
     * program's safety margin) ends only when no thread can run: the assumption is that no thread
     * is descheduled for longer.
     */
    public long earlyTimeoutLimitNanos = 1_000_000_000L;

    /** The names of where spurious wake-ups are explored (--spurious-wakeups), see {@link #spuriousWakeups(String)}. */
    public static final List<String> SPURIOUS_WAKEUPS = List.of("none", "program", "all");

    /**
     * Where spurious wake-ups are explored: none; program (the default), in the waits and parks the
     * program's own code calls; all, in the JDK's too. Each thread wakes spuriously at most once per
     * execution.
     */
    public void spuriousWakeups(String where) {
        switch (where) {
            case "none" -> spuriousWakeups = 0;
            case "program" -> { spuriousWakeups = 1; spuriousInJdk = false; }
            case "all" -> { spuriousWakeups = 1; spuriousInJdk = true; }
            default -> throw new IllegalArgumentException("spurious wake-ups: none, program or all, not '" + where + "'");
        }
    }

    /** The name of where spurious wake-ups are explored (see {@link #spuriousWakeups(String)}). */
    public String spuriousWakeupsName() {
        return spuriousWakeups == 0 ? "none" : spuriousInJdk ? "all" : "program";
    }
    /** Extra system properties (-Dk=v) visible to the target. */
    public List<String[]> properties = new ArrayList<>();
    /**
     * The target's user.dir: the host's working directory, against which relative paths (class path
     * entries included) resolve, as for a java process started here. In the VM it is a writable
     * in-memory directory (the host's stays untouched; see natives' VirtualFs).
     */
    public String userDir = System.getProperty("user.dir");
    /** Host directories the target may see (--mount), in the order given. */
    public List<Mount> mounts = new ArrayList<>();

    /**
     * A host directory made visible to the target at its own path: read-only, or writable copy-on-write
     * (the target's changes stay in the VM's in-memory file system; the host directory is never written).
     */
    public record Mount(Path dir, boolean writable) { }
    /**
     * Linearizable JDK operations (java.util.concurrent) run as single steps while searching (see
     * {@link Atomic}); false explores their internals access by access (--jdk-internals=full).
     */
    public boolean atomicJdk = true;
    /**
     * JDK 21 and later: the VM implements jdk.internal.vm.Continuation (see {@link Continuations}), so
     * virtual threads run mounted on carrier threads of the JDK's scheduler; otherwise
     * ContinuationSupport.isSupported() is false and each virtual thread is a thread of its own.
     * Experimental (carriers' mounting is explored as the JDK's code does it, at a cost), off by
     * default (--virtual-threads=continuations, see {@link #virtualThreads(String)}).
     */
    public boolean continuations;
    /**
     * With {@link #continuations}: JDK 21's pinning even on the class library of JDK 24 or later (a
     * virtual thread holding a monitor cannot unmount, one blocked entering a monitor blocks its
     * carrier), where the VM otherwise does as JEP 491 (see {@link Continuations#unmountsInMonitors}).
     * For checking JDK 21's behaviour where only a newer JDK is installed; no option of the CLI.
     */
    public boolean monitorsPin;
    /** The names of how virtual threads run (--virtual-threads), see {@link #virtualThreads(String)}. */
    public static final List<String> VIRTUAL_THREADS = List.of("bound", "continuations");

    /** Sets how virtual threads run: bound (each a thread of its own) or continuations ({@link #continuations}). */
    public void virtualThreads(String how) {
        switch (how) {
            case "bound" -> continuations = false;
            case "continuations" -> continuations = true;
            default -> throw new IllegalArgumentException("virtual threads: bound or continuations, not '" + how + "'");
        }
    }

    /** The name of how virtual threads run (see {@link #virtualThreads(String)}). */
    public String virtualThreadsName() { return continuations ? "continuations" : "bound"; }
    /**
     * With {@link #atomicJdk}: blocking JDK operations that would park are undone and retried once
     * something they read changed, instead of parking (see {@link Atomic#guardable}), and Phaser
     * and Exchanger spin once before they park instead of hundreds of times (their class
     * initializers see one available processor, see jvsim.natives.LangNatives#spinSizing).
     */
    public boolean guardedJdk = true;
    /**
     * While searching: a thread that goes round a loop of the program's, in the same state each time,
     * reading the same values and writing nothing, is disabled until another thread writes what it
     * read, and a run in which no thread can run but such a spinner is a non-termination (see
     * {@link SpinLoops}); off (--spin-loops=run): a spin loop runs round by round, each a step.
     */
    public boolean spinWaits = true;
    /**
     * The home of the JDK whose class library the target runs on (--jdk), or null for the host JDK's
     * (the one jvsim runs on). Its version decides which class-file versions load.
     */
    public Path jdkHome;
    /** Gates (--gate): "location until condition", see jvsim.vm.gates.GateSpec. */
    public List<String> gates = new ArrayList<>();
}
