package jvsim.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A test method that runs inside jvsim, under an interleaving search, instead of on the host JVM.
 * The test fails with the first violation found (an uncaught exception in any thread, such as a
 * failed assertion, or a deadlock) and its trace. The VM runs {@code new TestClass().method()}:
 * the class needs a no-argument constructor, and JUnit's lifecycle methods and parameters do not
 * apply inside the VM. The settings mean what the CLI options of the same name mean.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Test
@ExtendWith(JvsimExtension.class)
public @interface JvsimTest {
    /** The search strategy, as --search: dpor, dfs, random, icb, pct, pos, ... (see jvsim --help). */
    String search() default "dpor";

    /** Options of the search strategy as "name=value", e.g. {"depth=2"} for pct (as --depth=2). */
    String[] options() default {};

    /** Scheduling points: sync, shared or all. */
    String sched() default "shared";

    /** Stop after this many executions (0: no bound); a search stopped by a limit passes. */
    long maxExecutions() default 0;

    /** Stop after this wall-clock time, e.g. "30s", "500ms", "5m" (empty: no bound). */
    String maxTime() default "";

    /** Scheduling steps per execution before it counts as non-terminating. */
    long maxSteps() default 100_000;

    /** The stateful searches (dfs, bfs): stop after visiting this many distinct states (0: no bound), as --max-states. */
    long maxStates() default 0;

    /** The stateful searches (dfs, bfs): explore no further than this many steps from the start (0: no bound), as --max-depth. */
    int maxDepth() default 0;

    /** Seed of the randomized searches (random, pct, pos). */
    long seed() default 0;

    /** Keep searching after a violation and report every distinct one. */
    boolean findAll() default false;

    /**
     * Listeners that check every explored execution, e.g. {"deadlock"} or {"race"}; their violations
     * fail the test, their warnings (a predicted deadlock) are published as report entries.
     */
    String[] listeners() default {};

    /**
     * Change-aware prioritization (as --changed-since): the class path of the program's previous
     * version (e.g. the classes a CI build compiled from the last commit); the search explores
     * first the preemptions at the code points where the test's class path differs from it; or one
     * element "git:&lt;rev&gt;": the lines git's diff of the sources against that revision changes.
     * Empty: none.
     */
    String[] changedSince() default {};

    /** The heuristic of {@link #changedSince} (as --prioritize, "capp:&lt;match&gt;:&lt;all|some&gt;"); empty: the default. */
    String prioritize() default "";

    /**
     * Property spec files (as --monitor; paths relative to the working directory, the module's
     * directory under Maven): every explored execution is checked against their properties, and a
     * property-violation (the property's name, its objects and its events) fails the test.
     */
    String[] monitor() default {};

    /**
     * Property spec files whose properties are enforced (as --enforce): a thread whose next event
     * would violate one waits until other threads' events allow it, so the search explores only the
     * interleavings the properties allow; an enforcement-deadlock (every thread that could run held
     * back) fails the test.
     */
    String[] enforce() default {};

    /** Shorten each violation's trace to fewer context switches before reporting it (false: as --no-shorten). */
    boolean shorten() default true;

    /** Measure interleaving coverage of t-way block sequences (as --coverage; 2 or 3; 0: not measured). */
    int coverage() default 0;

    /** As --changed-lines: a file listing the changed lines and fields ("pkg.Class:42", "pkg.Class#field"); empty: none. */
    String changedLines() default "";

    /** Gates (as --gate): "location until condition". */
    String[] gates() default {};

    /** Host directories the test sees at their own paths (as --mount): "dir", "dir:ro" (read-only) or "dir:rw" (writable copy-on-write). */
    String[] mounts() default {};

    /** System properties of the test inside the VM, "key=value" (as -D). */
    String[] properties() default {};

    /** Assertions in the VM's classes (as -ea; false: -da). */
    boolean assertions() default true;

    /** The heap bound of the VM in bytes (as --max-heap). */
    long maxHeapBytes() default 512L << 20;

    /** Where a wait or park may return spuriously (as --spurious-wakeups): none, program or all. */
    String spuriousWakeups() default "program";

    /** How many times per thread and execution a timed wait may end early (as --early-timeouts). */
    int earlyTimeouts() default 1;

    /** The longest timed wait, in milliseconds, that may end early (as --early-timeout-limit). */
    long earlyTimeoutLimitMs() default 1000;

    /** How virtual threads run (as --virtual-threads): bound or continuations (experimental). */
    String virtualThreads() default "bound";

    /** How java.util.concurrent is explored (as --jdk-internals): atomic or full. */
    String jdkInternals() default "atomic";

    /** The class path of the VM (directories and jars); empty: the test's own class path. */
    String[] classpath() default {};

    /**
     * IMUnit mode for the method's {@code @jvsim.api.Schedule} annotations (which attach the imunit
     * listener by themselves, one search per schedule): "enforce" (default) or "check".
     */
    String imunit() default "";

    /**
     * The home folder of the JDK whose class library the test runs on (as --jdk); empty: the system
     * property {@value JvsimExtension#JDK}, else the JDK the tests run on. Setting that system property
     * (e.g. {@code mvn test -Djvsim.jdk=/usr/lib/jvm/temurin-25-jdk-amd64}) runs every
     * {@code @JvsimTest} on that JDK's class library.
     */
    String jdk() default "";

    /**
     * Write the search's JSON report (every step of a violation's trace; {@code jvsim --replay=<file>}
     * re-runs the violation) to {@code <reportDir>/<test class>.<method>.json}.
     */
    boolean report() default false;

    /** Write the HTML trace view (a swimlane per thread, the steps' source lines) to {@code <reportDir>/<test class>.<method>.html}. */
    boolean html() default false;

    /** Where {@link #html} finds the test's .java files before its default places (as --source-path). */
    String[] sourcePath() default {};

    /**
     * The directory of {@link #report} and {@link #html}; empty: the system property
     * {@value JvsimExtension#REPORT_DIR}, else {@code target/jvsim}. Setting that system property
     * (e.g. {@code mvn test -Djvsim.reportDir=target/jvsim}) writes both for every {@code @JvsimTest}.
     */
    String reportDir() default "";
}
