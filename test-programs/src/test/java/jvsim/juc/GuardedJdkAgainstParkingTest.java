package jvsim.juc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import jvsim.dpor.RandomPrograms;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.StatefulSearch;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Soundness of guarded blocking operations (jvsim.vm.Atomic#guardable: an attempt that would park
 * is undone and retried once something it read changed): on small random client programs of
 * LinkedBlockingQueue put/take, CountDownLatch.await, FutureTask.get, interrupts of the other
 * thread and plain fields, the final states and violations found with guarded operations (the
 * default) equal those found when the same operations park and are woken as the JDK does
 * (VmConfig.guardedJdk false) under optimal DPOR, and, in the exhaustive profile, those of the
 * JDK's internals explored in full, under optimal DPOR and stateful DFS. The programs cannot
 * deadlock: each thread puts before it takes (the queue holds every put), main counts the latch
 * down and runs the future after starting the threads.
 * <p>
 * A second family (S) does the same for the synchronizers whose waiting is reduced:
 * Phaser.arrive/arriveAndAwaitAdvance and Exchanger.exchange (which spin once instead of 256 and
 * 1,024 times, see jvsim.natives.LangNatives#spinSizing), besides plain fields and interrupts; these
 * programs can deadlock (a party that waits for an arrival that never comes), which is then one of
 * the outcomes both ways must find; stateful DFS with the reductions finds them too.
 * <p>
 * A third family (E) submits to a fixed pool of two threads, shuts it down (shutdown, shutdownNow)
 * and checks the interrupt a task sees: a worker's test of the run state before each task reads
 * ctl's run state alone (jvsim.vm.Atomic#runStateKey), so it no longer races with the submits
 * that start workers, but still with shutdownNow.
 * <p>
 * A fourth family (R) has three threads over a non-fair ReentrantReadWriteLock, whose read and
 * write lock() are guarded acquisitions, beside the non-guarded lockInterruptibly and timed
 * tryLock, interrupts, and a queue query in a class loaded at its first call. A fifth (B) has three
 * threads over a CyclicBarrier of two parties with a barrier action, whose await's waiting after
 * the arrival is guarded (jvsim.vm.Atomic#guardedWait), beside timed awaits, reset, interrupts,
 * getNumberWaiting and a Phaser. Under stateful DFS both take minutes per program (the
 * exhaustive profile).
 */
class GuardedJdkAgainstParkingTest {
    private static final int PROGRAMS = 12;
    private static final int SYNCHRONIZER_PROGRAMS = 10;
    private static final int POOL_PROGRAMS = 6;
    private static final int READ_WRITE_PROGRAMS = 8;
    private static final int BARRIER_PROGRAMS = 8;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        RandomPrograms.generate(dir, "G", PROGRAMS, 7000, GuardedJdkAgainstParkingTest::program);
        RandomPrograms.generate(dir, "S", SYNCHRONIZER_PROGRAMS, 7100, GuardedJdkAgainstParkingTest::synchronizerProgram);
        RandomPrograms.generate(dir, "E", POOL_PROGRAMS, 7200, GuardedJdkAgainstParkingTest::poolProgram);
        RandomPrograms.generate(dir, "R", READ_WRITE_PROGRAMS, 7300, GuardedJdkAgainstParkingTest::readWriteProgram);
        RandomPrograms.generate(dir, "B", BARRIER_PROGRAMS, 7400, GuardedJdkAgainstParkingTest::barrierProgram);
    }

    /** Two threads of one or two statements over a fixed pool of two; main shuts it down and waits for it once they ended. */
    static String poolProgram(String name, Random r) {
        String declarations = "  static volatile int x, y;\n  static final ExecutorService E = Executors.newFixedThreadPool(2);\n";
        String source = RandomPrograms.program(name, "import java.util.concurrent.*;\n", declarations, r, 2, 2,
                GuardedJdkAgainstParkingTest::poolStatement, "\"x=\" + x + \" y=\" + y + \" terminated=\" + E.isTerminated()");
        return source.replace("    for (Thread t : ts) t.join();\n", "    for (Thread t : ts) t.join();\n    E.shutdown();\n    E.awaitTermination(1, TimeUnit.MINUTES);\n");
    }

    private static String poolStatement(Random r, int t) {
        int k = 1 + r.nextInt(3) + 10 * t;
        switch (r.nextInt(6)) {
            case 0: return "E.submit(() -> { x = x + " + k + "; }).get();";
            case 1: return "E.execute(() -> { if (Thread.currentThread().isInterrupted()) y = -" + k + "; else y = " + k + "; });";
            case 2: return "E.shutdownNow();";
            case 3: return "E.shutdown();";
            case 4: return "x = " + k + ";";
            default: return "y = x + " + k + ";";
        }
    }

    /** The pool's run state read alone against the JDK's own ctl accesses (and parking) under DPOR. */
    @TestFactory
    Stream<DynamicTest> poolsFindWhatParkingFinds() {
        return RandomPrograms.each(dir, "E", POOL_PROGRAMS, (p, source) -> {
            Set<String> parking = outcomes(new DporSearch(true), p, true, false);
            assertTrue(!parking.isEmpty(), p + ": no final state found");
            assertEquals(parking, outcomes(new DporSearch(true), p, true, true), p + ": DPOR with the reductions differs\n" + source);
        });
    }

    /**
     * Three threads of one statement each over a non-fair ReentrantReadWriteLock (read, write,
     * downgrade, lockInterruptibly, a timed tryLock), interrupts and plain fields, and a queue query
     * (getQueueLength) in a class of its own, loaded at its first call: loading it wakes the
     * guarded acquirers, whose retries then queue as in the JDK.
     */
    static String readWriteProgram(String name, Random r) {
        String declarations = "  static int x, y;\n  static final java.util.concurrent.locks.ReentrantReadWriteLock RW = new java.util.concurrent.locks.ReentrantReadWriteLock();\n"
                + "  static class Q { static int len() { return RW.getQueueLength(); } }\n";
        return RandomPrograms.program(name, "import java.util.concurrent.*;\n", declarations, r, 3, 1,
                GuardedJdkAgainstParkingTest::readWriteStatement, "\"x=\" + x + \" y=\" + y + \" R=\" + RW.getReadLockCount() + \" W=\" + RW.isWriteLocked()");
    }

    private static String readWriteStatement(Random r, int t) {
        int k = 1 + r.nextInt(3) + 10 * t;
        switch (r.nextInt(10)) {
            case 0: case 1: return "RW.readLock().lock(); try { y = x + " + k + "; } finally { RW.readLock().unlock(); }";
            case 2: case 3: return "RW.writeLock().lock(); try { x = x + " + k + "; } finally { RW.writeLock().unlock(); }";
            case 4: return "RW.writeLock().lock(); x = " + k + "; RW.readLock().lock(); RW.writeLock().unlock(); y = x + " + k + "; RW.readLock().unlock();";
            case 5: return "RW.readLock().lockInterruptibly(); y = x * 2 + " + k + "; RW.readLock().unlock();";
            case 6: return "if (RW.writeLock().tryLock(1, TimeUnit.MILLISECONDS)) { x = x * 3 + " + k + "; RW.writeLock().unlock(); }";
            case 7: return "y = Q.len() * 100 + " + k + ";";
            case 8: return "if (Thread.interrupted()) y = -" + k + ";";
            default: return "ts[" + ((t + 1) % 3) + "].interrupt();";
        }
    }

    /** Guarded read and write locks against the JDK's own parking under DPOR. */
    @TestFactory
    Stream<DynamicTest> readWriteLocksFindWhatParkingFinds() {
        return RandomPrograms.each(dir, "R", READ_WRITE_PROGRAMS, (p, source) -> {
            Set<String> parking = outcomes(new DporSearch(true), p, true, false);
            assertTrue(!parking.isEmpty(), p + ": no final state found");
            assertEquals(parking, outcomes(new DporSearch(true), p, true, true), p + ": DPOR with guarded read-write locks differs\n" + source);
        });
    }

    /** Guarded read and write locks under stateful DFS against DPOR with the JDK's own parking (three threads: minutes per program, the exhaustive profile). */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> readWriteLocksUnderStatefulSearch() {
        return RandomPrograms.each(dir, "R", READ_WRITE_PROGRAMS, (p, source) -> {
            Set<String> parking = outcomes(new DporSearch(true), p, true, false);
            assertEquals(parking, outcomes(new StatefulSearch(false), p, true, true), p + ": stateful DFS with guarded read-write locks differs\n" + source);
        });
    }

    /**
     * Three threads of one statement each over a CyclicBarrier of two parties with a barrier action
     * (whose wait after the arrival is guarded) and a Phaser of two parties, timed barrier waits,
     * reset, interrupts, plain fields and a query of the barrier's waiting parties.
     */
    static String barrierProgram(String name, Random r) {
        String declarations = "  static int x, y;\n  static final CyclicBarrier B = new CyclicBarrier(2, () -> x = x * 10);\n"
                + "  static final Phaser P = new Phaser(2);\n";
        return RandomPrograms.program(name, "import java.util.concurrent.*;\n", declarations, r, 3, 1,
                GuardedJdkAgainstParkingTest::barrierStatement, "\"x=\" + x + \" y=\" + y + \" P=\" + P.getPhase() + \" B=\" + B.isBroken()");
    }

    private static String barrierStatement(Random r, int t) {
        int k = 1 + r.nextInt(3) + 10 * t;
        switch (r.nextInt(10)) {
            case 0: case 1: return "B.await(); x = x + " + k + ";";
            case 2: return "try { B.await(1, TimeUnit.MILLISECONDS); } catch (TimeoutException e) { y = -100 - " + k + "; }";
            case 3: return "B.reset(); y = y + " + k + ";";
            case 4: return "y = B.getNumberWaiting() * 100 + " + k + ";";
            case 5: return "P.awaitAdvance(P.arrive()); x = x + " + k + ";";
            case 6: return "P.arriveAndAwaitAdvance(); y = x + " + k + ";";
            case 7: return "if (Thread.interrupted()) y = -" + k + ";";
            case 8: return "x = " + k + ";";
            default: return "ts[" + ((t + 1) % 3) + "].interrupt();";
        }
    }

    /** Guarded barrier waits against the JDK's own parking under DPOR. */
    @TestFactory
    Stream<DynamicTest> barriersFindWhatParkingFinds() {
        return RandomPrograms.each(dir, "B", BARRIER_PROGRAMS, (p, source) -> {
            Set<String> parking = outcomes(new DporSearch(true), p, true, false);
            assertTrue(!parking.isEmpty(), p + ": no final state found");
            assertEquals(parking, outcomes(new DporSearch(true), p, true, true), p + ": DPOR with guarded barrier waits differs\n" + source);
        });
    }

    /** Guarded barrier waits under stateful DFS against DPOR with the JDK's own parking (three threads: minutes per program, the exhaustive profile). */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> barriersUnderStatefulSearch() {
        return RandomPrograms.each(dir, "B", BARRIER_PROGRAMS, (p, source) -> {
            Set<String> parking = outcomes(new DporSearch(true), p, true, false);
            assertEquals(parking, outcomes(new StatefulSearch(false), p, true, true), p + ": stateful DFS with guarded barrier waits differs\n" + source);
        });
    }

    /** Two threads of one or two statements over a Phaser of two parties, an Exchanger, a non-fair lock and a semaphore. */
    static String synchronizerProgram(String name, Random r) {
        String declarations = "  static int x, y;\n  static final Phaser P = new Phaser(2);\n  static final Exchanger<Integer> E = new Exchanger<>();\n"
                + "  static final java.util.concurrent.locks.ReentrantLock L = new java.util.concurrent.locks.ReentrantLock();\n"
                + "  static final Semaphore M = new Semaphore(1);\n";
        return RandomPrograms.program(name, "import java.util.concurrent.*;\n", declarations, r, 2, 2,
                GuardedJdkAgainstParkingTest::synchronizerStatement, "\"x=\" + x + \" y=\" + y + \" P=\" + P.getPhase() + \" M=\" + M.availablePermits()");
    }

    private static String synchronizerStatement(Random r, int t) {
        int k = 1 + r.nextInt(3) + 10 * t;
        switch (r.nextInt(9)) {
            case 0: return "P.arriveAndAwaitAdvance(); x = x + " + k + ";";
            case 1: return "P.arrive(); y = x + " + k + ";";
            case 2: return "y = E.exchange(" + k + ") + x;";
            case 3: return "L.lock(); try { x = x + " + k + "; } finally { L.unlock(); }";
            case 4: return "M.acquire(); x = x * 2 + " + k + "; M.release();";
            case 5: return "x = " + k + ";";
            case 6: return "y = x + " + k + ";";
            case 7: return "if (Thread.interrupted()) y = -" + k + ";";
            default: return "ts[" + (1 - t) + "].interrupt();";
        }
    }

    /** Reduced synchronizers against the JDK's own spinning and parking under DPOR. */
    @TestFactory
    Stream<DynamicTest> reducedSynchronizersFindWhatParkingFinds() {
        return RandomPrograms.each(dir, "S", SYNCHRONIZER_PROGRAMS, (p, source) -> {
            Set<String> parking = outcomes(new DporSearch(true), p, true, false);
            assertTrue(!parking.isEmpty(), p + ": no final state found");
            assertEquals(parking, outcomes(new DporSearch(true), p, true, true), p + ": DPOR with reduced synchronizers differs\n" + source);
        });
    }

    /** Reduced synchronizers under stateful DFS against DPOR with the JDK's own parking (10 programs, 35 s with barrier checks). */
    @TestFactory
    Stream<DynamicTest> reducedSynchronizersUnderStatefulSearch() {
        return RandomPrograms.each(dir, "S", SYNCHRONIZER_PROGRAMS, (p, source) -> {
            Set<String> parking = outcomes(new DporSearch(true), p, true, false);
            assertEquals(parking, outcomes(new StatefulSearch(false), p, true, true), p + ": stateful DFS with reduced synchronizers differs\n" + source);
        });
    }

    /** Two threads of one or two statements; main releases the latch and runs the future once they started. */
    static String program(String name, Random r) {
        String declarations = "  static int x, y;\n  static final LinkedBlockingQueue<Integer> Q = new LinkedBlockingQueue<>(4);\n"
                + "  static final CountDownLatch D = new CountDownLatch(1);\n"
                + "  static final FutureTask<Integer> F = new FutureTask<>(() -> x + 10);\n";
        String source = RandomPrograms.program(name, "import java.util.concurrent.*;\n", declarations, r, 2, 2,
                GuardedJdkAgainstParkingTest::statement, "\"x=\" + x + \" y=\" + y + \" Q=\" + Q + \" D=\" + D.getCount() + \" F=\" + F.isDone()");
        // main's own part, between starting the threads and joining them
        return source.replace("    for (Thread t : ts) t.start();\n", "    for (Thread t : ts) t.start();\n    D.countDown();\n    F.run();\n");
    }

    private static String statement(Random r, int t) {
        int k = 1 + r.nextInt(3) + 10 * t;
        switch (r.nextInt(8)) {
            case 0: return "Q.put(" + k + "); y = Q.take();";
            case 1: return "Q.put(" + k + "); x = Q.take() + x;";
            case 2: return "D.await(); x = x + " + k + ";";
            case 3: return "y = F.get() + " + k + ";";
            case 4: return "x = " + k + ";";
            case 5: return "y = x + " + k + ";";
            case 6: return "if (Thread.interrupted()) y = -" + k + ";";
            default: return "ts[" + (1 - t) + "].interrupt();";
        }
    }

    static Set<String> outcomes(Search s, String program, boolean atomicJdk, boolean guarded) {
        return RandomPrograms.outcomes(s, dir, program, c -> {
            c.vm.atomicJdk = atomicJdk;
            c.vm.guardedJdk = guarded;
        });
    }

    /** Guarded operations against parking ones under DPOR (in the default build; stateful DFS takes minutes per program with barrier checks). */
    @TestFactory
    Stream<DynamicTest> guardedOperationsFindWhatParkingFinds() {
        return RandomPrograms.each(dir, "G", PROGRAMS, (p, source) -> {
            Set<String> parking = outcomes(new DporSearch(true), p, true, false);
            assertTrue(!parking.isEmpty(), p + ": no final state found");
            assertEquals(parking, outcomes(new DporSearch(true), p, true, true), p + ": DPOR with guarded operations differs\n" + source);
        });
    }

    /** Guarded operations under DPOR and stateful DFS against the JDK's internals explored in full (slow: the exhaustive profile). */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> guardedOperationsFindWhatFullExplorationFinds() {
        return RandomPrograms.each(dir, "G", PROGRAMS, (p, source) -> {
            Set<String> full = outcomes(new DporSearch(true), p, false, false);
            assertTrue(!full.isEmpty(), p + ": no final state found");
            assertEquals(full, outcomes(new DporSearch(true), p, true, true), p + ": DPOR with guarded operations differs from full exploration\n" + source);
            assertEquals(full, outcomes(new StatefulSearch(false), p, true, true), p + ": stateful DFS with guarded operations differs from full exploration\n" + source);
        });
    }
}
