package example;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/** Runs {@link CounterTest} as JUnit does and checks that jvsim makes it fail with the lost update. */
class CounterRaceTest {
    @Test
    void jvsimFindsTheLostUpdate() {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter").selectors(selectClass(CounterTest.class)).execute();
        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        Throwable failure = results.testEvents().failed().stream().findFirst().orElseThrow()
                .getRequiredPayload(TestExecutionResult.class).getThrowable().orElseThrow();
        // the message is the headline; the failure's text (what its stack trace prints) has the trace
        String message = failure.getMessage();
        String text = failure.toString();
        assertTrue(failure instanceof AssertionError, text);
        assertTrue(message.startsWith("jvsim found a violation in example.CounterTest#twoThreadsIncrement"), message);
        assertTrue(message.contains("count ==> expected: <2> but was: <1>"), message);
        // the trace shows the two threads' reads and writes of the counter
        assertTrue(text.contains("read example.Counter.count") && text.contains("write example.Counter.count"), text);
    }
}
