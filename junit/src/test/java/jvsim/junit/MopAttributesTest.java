package jvsim.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * {@code @JvsimTest(monitor = ..., enforce = ...)}: a property spec's violation fails the test with
 * the property's message; an enforced property makes a racy test pass, or fails it with the
 * enforcement deadlock it causes. The fixtures run only when started from here.
 */
class MopAttributesTest {
    private static final String SPEC = "src/test/resources/specs/handoff.mop";

    /** A one-value slot without synchronization: taking before the put finds nothing. */
    static final class Slot {
        Integer value;

        void put(int v) { value = v; }

        int take() {
            Integer v = value;
            value = null;
            return v == null ? 0 : v;
        }
    }

    @ExtendWith(JvsimExtensionTest.FixtureOnly.class)
    static class Handoff {
        final Slot slot = new Slot();

        int racyTake() throws InterruptedException {
            Thread t = new Thread(() -> slot.put(1), "putter");
            t.start();
            int v = slot.take();
            t.join();
            return v;
        }

        void putAndTake() throws InterruptedException {
            int v = racyTake();
            if (v != 1) throw new AssertionError("took " + v);
        }

        @JvsimTest
        void unchecked() throws InterruptedException { putAndTake(); }

        /** No assertion: only the property fails it. */
        @JvsimTest(monitor = SPEC)
        void monitored() throws InterruptedException { racyTake(); }

        @JvsimTest(enforce = SPEC)
        void enforced() throws InterruptedException { putAndTake(); }

        @JvsimTest(enforce = SPEC)
        void takeWithoutPut() {
            new Slot().take();
        }

        @JvsimTest(monitor = "src/test/resources/specs/no-such.mop")
        void missingSpec() { }
    }

    /** Per test method (display name without "()"), its failure's message; passing tests map to null. */
    private static Map<String, String> outcomes(Events events) {
        Map<String, String> out = new HashMap<>();
        events.finished().stream().forEach(e -> {
            TestExecutionResult r = e.getPayload(TestExecutionResult.class).orElseThrow();
            String name = e.getTestDescriptor().getDisplayName().replace("()", "");
            out.put(name, r.getThrowable().map(t -> t.getClass().getSimpleName() + ": " + t.getMessage()).orElse(null));
        });
        return out;
    }

    @Test
    void monitorAndEnforceAttributes() {
        Events events = EngineTestKit.engine("junit-jupiter").configurationParameter("jvsim.junit.fixtures", "true")
                .selectors(selectClass(Handoff.class)).execute().testEvents();
        events.assertStatistics(s -> s.started(5).succeeded(1).failed(4));
        Map<String, String> m = outcomes(events);
        // without the property: the race fails the test
        assertTrue(m.get("unchecked").contains("uncaught-exception in thread \"main\": java.lang.AssertionError: took 0"), m.get("unchecked"));
        // monitored: the take that comes before the put violates the property, with its events
        String monitored = m.get("monitored");
        assertTrue(monitored.contains("property-violation in thread \"main\": property Handoff (allow (put take)) violated for s=jvsim.junit.MopAttributesTest$Slot@1 by the events take@main"),
                monitored);
        // enforced: the take waits for the put, so every interleaving the property allows passes
        assertEquals(null, m.get("enforced"));
        // enforced with no put to wait for: the deadlock enforcement causes
        String deadlock = m.get("takeWithoutPut");
        assertTrue(deadlock.contains("enforcement-deadlock in thread \"main\": enforcing Handoff holds back every thread that could run: \"main\" waits before take"),
                deadlock);
        // a spec that cannot be read is a configuration error, one line
        assertEquals("ExtensionConfigurationException: @JvsimTest: cannot read property spec src/test/resources/specs/no-such.mop: no such file", m.get("missingSpec"));
    }
}
