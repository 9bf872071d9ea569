package example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvsim.junit.JvsimTest;

/** A test that passes under jvsim: every interleaving of the two increments counts both. */
class SafeCounterTest {
    @JvsimTest(maxTime = "60s")
    void twoThreadsIncrement() throws InterruptedException {
        SafeCounter c = new SafeCounter();
        Thread other = new Thread(c::increment);
        other.start();
        c.increment();
        other.join();
        assertEquals(2, c.get(), "count");
    }
}
