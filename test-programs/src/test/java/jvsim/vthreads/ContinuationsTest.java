package jvsim.vthreads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import jvsim.conformance.Java25Programs;
import jvsim.search.DporSearch;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Virtual threads on the VM's continuations (--virtual-threads=continuations, VmConfig.virtualThreads; experimental): the JDK's own
 * VirtualThread code mounts them on carrier threads of its ForkJoinPool, and Continuation.yield moves
 * their frames off the carrier and back. Programs behave as on JDK 25: a virtual thread unmounts
 * holding monitors, blocked entering one and in Object.wait (JEP 491); by JDK 21's rule
 * (VmConfig.monitorsPin) a virtual thread parking inside synchronized pins its carrier, so with one
 * carrier the program whose last thread would open the latch deadlocks, a pinning deadlock, as on
 * JDK 21. Skipped with a message naming the missing JDK where no JDK 25 is installed.
 */
@Tag("jdk25")
class ContinuationsTest {
    private static Path classes() throws Exception { return Java25Programs.classes(Jdk25Home.get(), 21); }

    private static void sameAsOnJdk25(String program, String... property) throws Exception {
        Path jdk = Jdk25Home.get(), classes = classes();
        List<String> command = new java.util.ArrayList<>(List.of(jdk.resolve("bin/java").toString(), "-ea"));
        if (property.length > 0) command.add("-D" + property[0] + "=" + property[1]);
        command.addAll(List.of("-cp", classes.toString(), program));
        Process host = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        host.getOutputStream().close();
        String hostOut = new String(host.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(host.waitFor(60, TimeUnit.SECONDS), program + " hangs on JDK 25");
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(classes);
        cfg.jdkHome = jdk;
        cfg.virtualThreads("continuations");
        if (property.length > 0) cfg.properties.add(property);
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        cfg.out = out;
        cfg.err = err;
        int status = new Vm(cfg).runMain(program, new String[0]);
        assertEquals(hostOut, out.toString(StandardCharsets.UTF_8), program + ": stdout differs (stderr:\n" + err.toString(StandardCharsets.UTF_8) + ")");
        assertEquals(host.exitValue(), status, program + ": exit status differs");
    }

    private static SearchResult dpor(String program, Consumer<SearchConfig> setup) throws Exception {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(classes());
        c.vm.jdkHome = Jdk25Home.get();
        c.vm.virtualThreads("continuations");
        c.className = program;
        c.maxTimeMs = 600_000;
        setup.accept(c);
        SearchResult r = new DporSearch(true).run(c);
        assertNull(r.stoppedBy, program + " hit a limit");
        return r;
    }

    @Test
    void virtualThreadsBehaveAsOnJdk25() throws Exception {
        sameAsOnJdk25("conformance21.VirtualThreads");
    }

    /** Thread.currentThread() is the virtual thread, its toString names the carrier it is mounted on. */
    @Test
    void aVirtualThreadNamesItsCarrier() throws Exception {
        sameAsOnJdk25("conformance21.VirtualThreadCarrier");
    }

    /** A virtual thread's stack ends with VirtualThread.run: the carrier's frames below its continuation are not its own. */
    @Test
    void aVirtualThreadsStackEndsAtItsContinuation() throws Exception {
        sameAsOnJdk25("conformance21.VirtualThreadStackTrace");
    }

    @Test
    void theLostUpdateIsFoundAndTheFixedVersionVerified() throws Exception {
        SearchResult lost = dpor("vthreads.LostUpdate", c -> { });
        assertEquals(1, lost.violations.size(), lost.violations::toString);
        assertTrue(lost.violations.get(0).toString().contains("lost update: 1"), lost.violations::toString);
        SearchResult fixed = dpor("vthreads.FixedUpdate", c -> { });
        assertEquals(List.of(), fixed.violations);
        System.out.println("continuations: vthreads.LostUpdate found in execution " + lost.executions + ", vthreads.FixedUpdate verified in "
                + fixed.executions + " executions");
    }

    private static final String[] ONE_CARRIER = { "jdk.virtualThreadScheduler.parallelism", "1" };

    /** DPOR on program by JDK 21's rule (VmConfig.monitorsPin) with one carrier: its one violation, a pinning deadlock, as text. */
    private static String pinningDeadlock(String program) throws Exception {
        SearchResult r = dpor(program, c -> {
            c.vm.properties.add(ONE_CARRIER);
            c.vm.monitorsPin = true;
        });
        assertEquals(1, r.violations.size(), r.violations::toString);
        String v = r.violations.get(0).toString();
        assertTrue(v.startsWith("deadlock in \"main\": pinning deadlock: virtual thread \"#"), v);
        return v;
    }

    /**
     * JDK 21's rule (VmConfig.monitorsPin, on JDK 25's library): one carrier, pinned by a virtual
     * thread parked inside synchronized; the thread that would unpark it never runs.
     */
    @Test
    void parkingInSynchronizedPinsTheOnlyCarrierByJdk21sRule() throws Exception {
        String v = pinningDeadlock("vthreads.SynchronizedWhileParked");
        assertTrue(v.contains("pins carrier \"ForkJoinPool-1-worker-1\" while it is waiting in java.util.concurrent.CountDownLatch.await"), v);
        assertTrue(v.contains("holding the monitor of java.lang.Object allocated at vthreads.SynchronizedWhileParked.main("), v);
    }

    /**
     * DPOR's first executions of a program with one carrier on JDK 25's library (JEP 491): none
     * deadlocks or fails. Bounded: the carriers' and the unblocker's hand-offs are choices of the
     * search yet (issue 33 item 5), so these programs' searches do not end in a test's time (over
     * 45,000 executions of SynchronizedWhileParked in 90 s, 2026-11-29).
     */
    private static SearchResult firstExecutions(String program) throws Exception {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(classes());
        c.vm.jdkHome = Jdk25Home.get();
        c.vm.virtualThreads("continuations");
        c.vm.properties.add(ONE_CARRIER);
        c.className = program;
        c.maxExecutions = 500;
        c.maxTimeMs = 600_000;
        SearchResult r = new DporSearch(true).run(c);
        assertEquals(List.of(), r.violations);
        assertEquals(500, r.executions, program + ": stopped by " + r.stoppedBy);
        return r;
    }

    /** JDK 25's library (JEP 491): the virtual threads parked inside synchronized unmount, the last one runs, all end. */
    @Test
    void parkingInSynchronizedUnmountsOnJdk25() throws Exception {
        firstExecutions("vthreads.SynchronizedWhileParked");
    }

    @Test
    void parkingInSynchronizedBehavesAsOnJdk25() throws Exception {
        sameAsOnJdk25("vthreads.SynchronizedWhileParked", ONE_CARRIER);
    }

    /** One carrier: a virtual thread yielding inside synchronized keeps the monitor, the other unmounts blocked entering it and is unblocked by the release. */
    @Test
    void aContendedMonitorUnmountsTheBlockedVirtualThread() throws Exception {
        firstExecutions("vthreads.ContendedMonitor");
    }

    @Test
    void aContendedMonitorBehavesAsOnJdk25() throws Exception {
        sameAsOnJdk25("vthreads.ContendedMonitor", ONE_CARRIER);
    }

    /** One carrier: Object.wait inside synchronized unmounts the waiting virtual thread; the other notifies it. */
    @Test
    void waitInSynchronizedUnmounts() throws Exception {
        firstExecutions("vthreads.WaitNotify");
    }

    /** JDK 21's rule: the waiting virtual thread pins the one carrier, the notifier never runs. */
    @Test
    void waitInSynchronizedPinsByJdk21sRule() throws Exception {
        String v = pinningDeadlock("vthreads.WaitNotify");
        assertTrue(v.contains("pins carrier \"ForkJoinPool-1-worker-1\" while it waits for a notification on java.lang.Object@1"), v);
    }

    @Test
    void waitInSynchronizedBehavesAsOnJdk25() throws Exception {
        sameAsOnJdk25("vthreads.WaitNotify", ONE_CARRIER);
    }
}
