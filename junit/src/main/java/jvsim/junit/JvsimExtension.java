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
        Report report;
        try {
            report = j.run();
        } catch (IllegalArgumentException e) {  // a strategy option the strategy does not have, or a bad value
            throw new ExtensionConfigurationException("@JvsimTest: " + e.getMessage(), e);
        }
        if (report.verdict() == Verdict.VIOLATION) throw new AssertionError(failureMessage(testClass, method, settings, report));
        context.publishReportEntry("jvsim", report.verdict() == Verdict.LIMIT ? report.limit() : report.toString());
        for (Violation w : report.violations()) if (w.warning) context.publishReportEntry("jvsim warning", w.kind + ": " + w.message);
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
            j.search(s.search()).sched(s.sched()).maxSteps(s.maxSteps()).seed(s.seed()).findAll(s.findAll());
            for (String option : s.options()) {
                int eq = option.indexOf('=');
                if (eq <= 0) throw new IllegalArgumentException("strategy option '" + option + "' is not name=value");
                j.option(option.substring(0, eq).strip(), option.substring(eq + 1).strip());
            }
            for (String listener : s.listeners()) j.listener(listener);
            if (s.maxExecutions() != 0) j.maxExecutions(s.maxExecutions());
            if (!s.maxTime().isEmpty()) j.maxTime(Durations.parse(s.maxTime()));
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

    private static String failureMessage(Class<?> testClass, Method method, JvsimTest s, Report r) {
        List<Violation> vs = r.violations();
        StringBuilder b = new StringBuilder();
        b.append("jvsim found ").append(vs.size() == 1 ? "a violation" : vs.size() + " violations")
                .append(" in ").append(testClass.getName()).append('#').append(method.getName())
                .append(" (").append(s.search()).append(" search, ").append(r.stats().executions()).append(r.stats().executions() == 1 ? " execution" : " executions").append("):\n");
        for (Violation v : vs) b.append(ViolationText.format(v));
        return b.toString();
    }
}
