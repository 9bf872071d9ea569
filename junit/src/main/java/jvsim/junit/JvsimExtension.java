package jvsim.junit;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvsim.embed.Durations;
import jvsim.embed.Jvsim;
import jvsim.embed.Report;
import jvsim.embed.Verdict;
import jvsim.embed.ViolationText;
import jvsim.search.Violation;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Runs a {@link JvsimTest} method inside jvsim instead of on the host: the host invocation is
 * skipped, a search explores the method's interleavings, and the first violation fails the test.
 */
public final class JvsimExtension implements InvocationInterceptor {
    /**
     * System property: a directory where every {@link JvsimTest} writes its JSON report and HTML page
     * ({@code <test class>.<method>.json|.html}); unset or empty: only those whose annotation asks.
     */
    public static final String REPORT_DIR = "jvsim.reportDir";
    /** System property naming the JDK whose class library every {@code @JvsimTest} without its own jdk runs on. */
    public static final String JDK = "jvsim.jdk";
    /** Where the reports go when neither the annotation nor {@link #REPORT_DIR} names a directory. */
    static final String DEFAULT_REPORT_DIR = "target/jvsim";
    /** The strategies that explore every execution (up to equivalence) when nothing stops them: a search of theirs without violation verified the test. */
    private static final java.util.Set<String> EXHAUSTIVE = java.util.Set.of("dpor", "dpor-source", "dfs", "dfs-stateless", "bfs", "causal");

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> call,
                                    ExtensionContext context) throws Throwable {
        invocation.skip();
        Method method = call.getExecutable();
        JvsimTest settings = AnnotationSupport.findAnnotation(method, JvsimTest.class)
                .orElseThrow(() -> new ExtensionConfigurationException(method + " is not annotated with @JvsimTest"));
        Class<?> testClass = context.getRequiredTestClass();
        checkRunnable(testClass, method);
        // an instance-method target: the VM constructs the test class and calls the method on it
        Jvsim j = configure(Jvsim.target(testClass.getName() + "#" + method.getName()), settings, testClass);
        // IMUnit schedules on the method: the imunit listener reads them inside the VM, as for the CLI
        if (method.isAnnotationPresent(jvsim.api.Schedule.class) || method.isAnnotationPresent(jvsim.api.Schedules.class)
                || !settings.imunit().isEmpty()) {
            try {
                j.imunitMode(settings.imunit().isEmpty() ? "enforce" : settings.imunit());
            } catch (RuntimeException e) {
                throw new ExtensionConfigurationException("@JvsimTest: " + e.getMessage(), e);
            }
        }
        ReportFiles files = files(settings, testClass, method, System.getProperty(REPORT_DIR));
        j.report(files.json()).html(files.html());
        Report report;
        try {
            report = j.run();
        } catch (IllegalArgumentException e) {  // a strategy option the strategy does not have, or a bad value
            throw new ExtensionConfigurationException("@JvsimTest: " + e.getMessage(), e);
        }
        if (report.verdict() == Verdict.VIOLATION) throw failure(testClass, method, settings, report, files);
        // a passing test says what was searched: one line on the test's output, and a report entry
        System.out.println(passed(testClass, method, settings, report, files));
        context.publishReportEntry("jvsim", report.verdict() == Verdict.LIMIT ? report.limit() : report.toString());
        for (Violation w : report.violations()) if (w.warning) context.publishReportEntry("jvsim warning", w.kind + ": " + w.message);
    }

    /** Where a test's reports go (null: not written). */
    record ReportFiles(Path json, Path html) { }

    /**
     * The report files of the test: {@code <dir>/<test class>.<method>.json|.html}, each when the
     * annotation asks for it or the system property {@link #REPORT_DIR} (propertyDir) is set; dir:
     * the annotation's reportDir, else propertyDir, else target/jvsim. The directory is made.
     */
    static ReportFiles files(JvsimTest s, Class<?> testClass, Method method, String propertyDir) {
        boolean all = propertyDir != null && !propertyDir.isBlank();
        if (!all && !s.report() && !s.html()) return new ReportFiles(null, null);
        Path dir;
        try {
            dir = Path.of(!s.reportDir().isEmpty() ? s.reportDir() : all ? propertyDir.strip() : DEFAULT_REPORT_DIR);
            java.nio.file.Files.createDirectories(dir);
        } catch (java.io.IOException | RuntimeException e) {
            throw new ExtensionConfigurationException("@JvsimTest: cannot make the report directory: " + e.getMessage(), e);
        }
        String base = testClass.getName() + "." + method.getName();
        return new ReportFiles(all || s.report() ? dir.resolve(base + ".json") : null, all || s.html() ? dir.resolve(base + ".html") : null);
    }

    /** "CounterTest.twoThreadsIncrement": the test class without its package, and the method. */
    private static String testName(Class<?> testClass, Method method) {
        String c = testClass.getName();
        return c.substring(c.lastIndexOf('.') + 1) + "." + method.getName();
    }

    /** "13,617 executions in 18.2 s" */
    private static String executionsAndTime(Report r) {
        long n = r.stats().executions();
        return String.format(java.util.Locale.ROOT, "%,d execution%s in %.1f s", n, n == 1 ? "" : "s", r.stats().elapsedMs() / 1000.0);
    }

    /**
     * The line a passing test prints: "jvsim: CounterTest.twoThreadsIncrement: verified, 13,617
     * executions in 18.2 s" (an exhaustive search that ran to its end), "no violation, ..." (a
     * bug-finding search), or what limit stopped it; then the reports written.
     */
    static String passed(Class<?> testClass, Method method, JvsimTest s, Report r, ReportFiles files) {
        StringBuilder b = new StringBuilder("jvsim: ").append(testName(testClass, method)).append(": ");
        long warnings = r.violations().stream().filter(v -> v.warning).count();
        if (r.verdict() == Verdict.LIMIT) {
            b.append(r.limit()).append(String.format(java.util.Locale.ROOT, " (%s search, %.1f s)", s.search(), r.stats().elapsedMs() / 1000.0));
        } else {
            boolean verified = EXHAUSTIVE.contains(s.search()) && r.stats().stepLimited() == 0;
            b.append(verified ? "verified" : "no violation");
            if (warnings > 0) b.append(", ").append(warnings).append(warnings == 1 ? " warning" : " warnings");
            b.append(", ").append(executionsAndTime(r));
            if (!verified) b.append(" (").append(s.search()).append(" search").append(r.stats().stepLimited() > 0
                    ? String.format(java.util.Locale.ROOT, ", %,d cut at maxSteps", r.stats().stepLimited()) : "").append(')');
        }
        if (files.json() != null) b.append("; report ").append(files.json());
        if (files.html() != null) b.append(files.json() != null ? ", " : "; ").append("trace view ").append(files.html());
        return b.toString();
    }
    /** The VM constructs the test class itself: it needs a no-argument constructor. */
    private static void checkRunnable(Class<?> testClass, Method method) {
        if (method.getParameterCount() > 0)
            throw new ExtensionConfigurationException("@JvsimTest method " + method.getName() + " must have no parameters");
        try {
            testClass.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            throw new ExtensionConfigurationException("@JvsimTest needs a no-argument constructor in " + testClass.getName()
                    + " (inner classes such as @Nested ones are not supported)");
        }
    }

    static Jvsim configure(Jvsim j, JvsimTest s, Class<?> testClass) {
        try {
            j.search(s.search()).sched(s.sched()).maxSteps(s.maxSteps()).seed(s.seed()).findAll(s.findAll()).shorten(s.shorten()).coverage(s.coverage())
                    .assertions(s.assertions()).maxHeap(s.maxHeapBytes()).spuriousWakeups(s.spuriousWakeups()).earlyTimeouts(s.earlyTimeouts())
                    .earlyTimeoutLimit(s.earlyTimeoutLimitMs()).virtualThreads(s.virtualThreads());
            if (!s.jdkInternals().equals("atomic") && !s.jdkInternals().equals("full"))
                throw new IllegalArgumentException("unknown jdkInternals mode '" + s.jdkInternals() + "' (expected atomic or full)");
            j.atomicJdk(s.jdkInternals().equals("atomic"));
            if (s.maxStates() != 0) j.maxStates(s.maxStates());
            if (s.maxDepth() != 0) j.maxDepth(s.maxDepth());
            for (String gate : s.gates()) j.gate(gate);
            for (String mount : s.mounts()) j.mount(mount);
            for (String property : s.properties()) {
                int eq = property.indexOf('=');
                if (eq <= 0) throw new IllegalArgumentException("property '" + property + "' is not key=value");
                j.property(property.substring(0, eq), property.substring(eq + 1));
            }
            if (!s.changedLines().isEmpty()) j.changedLines(Path.of(s.changedLines()));
            for (String root : s.sourcePath()) j.sourcePath(Path.of(root));
            for (String option : s.options()) {
                int eq = option.indexOf('=');
                if (eq <= 0) throw new IllegalArgumentException("strategy option '" + option + "' is not name=value");
                j.option(option.substring(0, eq).strip(), option.substring(eq + 1).strip());
            }
            for (String listener : s.listeners()) j.listener(listener);
            for (String spec : s.monitor()) j.monitor(Path.of(spec));
            for (String spec : s.enforce()) j.enforce(Path.of(spec));
            if (s.maxExecutions() != 0) j.maxExecutions(s.maxExecutions());
            if (!s.maxTime().isEmpty()) j.maxTime(Durations.parse(s.maxTime()));
            if (s.changedSince().length == 1 && s.changedSince()[0].startsWith(jvsim.capp.GitChanges.PREFIX))
                j.changedSinceGit(s.changedSince()[0].substring(jvsim.capp.GitChanges.PREFIX.length()));
            else if (s.changedSince().length > 0) j.changedSince(java.util.Arrays.stream(s.changedSince()).map(Path::of).toArray(Path[]::new));
            if (!s.prioritize().isEmpty()) j.prioritize(s.prioritize());
            String jdk = !s.jdk().isEmpty() ? s.jdk() : System.getProperty(JDK, "").strip();
            if (!jdk.isEmpty()) j.jdk(Path.of(jdk));
        } catch (RuntimeException e) {  // IllegalArgumentException, also for a bad duration
            throw new ExtensionConfigurationException("@JvsimTest: " + e.getMessage(), e);
        }
        if (s.classpath().length == 0) return j.classpath(HostClassPath.of(testClass));
        List<Path> entries = new ArrayList<>();
        for (String entry : s.classpath()) entries.add(Path.of(entry));
        // else the VM would report a NoClassDefFoundError as the test's own failure
        if (!HostClassPath.contains(entries, testClass))
            throw new ExtensionConfigurationException("@JvsimTest class path " + entries + " does not contain " + testClass.getName());
        return j.classpath(entries);
    }

    /**
     * The test's failure: its message the headline (the first violation), its text every violation
     * with its trace and the execution's output, then the reports written, or how to write them.
     */
    static JvsimFailure failure(Class<?> testClass, Method method, JvsimTest s, Report r, ReportFiles files) {
        List<Violation> vs = r.violations().stream().filter(v -> !v.warning).toList();
        String intro = "jvsim found " + (vs.size() == 1 ? "a violation" : vs.size() + " violations") + " in " + testClass.getName() + "#" + method.getName()
                + " (" + s.search() + " search, " + executionsAndTime(r) + ")";
        Violation first = vs.get(0);
        String headline = intro + ": " + first.kind + " in thread \"" + first.thread + "\": " + ViolationText.oneLine(first.message)
                + (vs.size() > 1 ? " (and " + (vs.size() - 1) + " more)" : "");
        StringBuilder b = new StringBuilder(intro).append(":\n");
        for (Violation v : r.violations()) b.append(ViolationText.format(v));
        if (files.json() != null) b.append("  report: ").append(files.json()).append(" (replay it: jvsim --replay=").append(files.json()).append(")\n");
        if (files.html() != null) b.append("  trace view: ").append(files.html()).append('\n');
        if (files.json() == null && files.html() == null)
            b.append("  every step, and the trace view: @JvsimTest(report = true, html = true), or -D").append(REPORT_DIR).append("=").append(DEFAULT_REPORT_DIR)
                    .append(" for every test\n");
        return new JvsimFailure(headline, b.toString());
    }
}
