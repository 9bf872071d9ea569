package example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvsim.junit.JvsimTest;
import org.junit.jupiter.api.Tag;

/**
 * A test that finds a race: on the host JVM it nearly always passes, under jvsim it fails with the
 * interleaving that loses an update (see it: mvn test -Dtest=CounterTest -DexcludedTags=none). The
 * build leaves it out (tag fails-under-jvsim); CounterRaceTest runs it and checks that it fails.
 */
@Tag("fails-under-jvsim")
class CounterTest {
    @JvsimTest(maxTime = "60s")
    void twoThreadsIncrement() throws InterruptedException {
        Counter c = new Counter();
        Thread other = new Thread(c::increment);
        other.start();
        c.increment();
        other.join();
        assertEquals(2, c.get(), "count");
    }
}
