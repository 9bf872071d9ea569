package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import jvsim.dpor.RandomPrograms;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Soundness of spin loops as waits (jvsim.vm.SpinLoops): on small random programs whose first
 * thread spins (a plain loop, onSpinWait, yield, an AtomicBoolean, a compare-and-set loop, an
 * array element through a VarHandle, a flag read under a monitor taken and released each round) until the second releases it, besides loops built to look
 * like spins but not be ones (a counter in a local, a clock read, a write of the value read, a
 * counter in an object of the thread's own), the final states and violations optimal DPOR finds
 * with the shortcut on equal those stateful DFS finds with it off (each spin round a step of its
 * own, repeated states cut): the disabled spinner loses no behaviour. DPOR with the shortcut off
 * does not end on these programs (every round races with the release), stateful DFS does.
 */
class SpinLoopsAgainstRoundsTest {
    private static final int PROGRAMS = 10;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) sources.put("P" + i, program("P" + i, new Random(9100 + i)));
        RandomPrograms.compile(dir, sources);
    }

    /** The loops of the first thread: spins the second thread releases, then loops that are no spins (bounded). */
    private static final String[] LOOPS = {
        "while (F == 0) { }",
        "while (F == 0) Thread.onSpinWait();",
        "while (F == 0) Thread.yield();",
        "while (!B.get()) Thread.onSpinWait();",
        "while (!K.compareAndSet(1, 2)) { }",
        "while ((int) VH.getVolatile(A, 0) == 0) { }",
        "while (true) { synchronized (L) { if (F != 0) break; } }",
        "{ int n = 0; while (F == 0 && n < 3) n++; y += n; }",
        "{ long t0 = System.nanoTime(); while (F == 0 && System.nanoTime() - t0 < 40) Thread.onSpinWait(); }",
        "{ int n = 0; while (F == 0 && n < 2) { G = G; n++; } }",
        "{ int[] c = new int[1]; while (F == 0 && c[0] < 4) c[0]++; y += c[0]; }",
    };

    /** Two threads: one or two loops then a read of x; the other writes x and releases every spin, in a random order. */
    static String program(String name, Random r) {
        StringBuilder b = new StringBuilder("import java.lang.invoke.*;\nimport java.util.concurrent.atomic.*;\n");
        b.append("public class ").append(name).append(" {\n");
        b.append("  static volatile int F;\n  static int x, y, G;\n  static final AtomicBoolean B = new AtomicBoolean();\n");
        b.append("  static final AtomicInteger K = new AtomicInteger();\n  static final int[] A = new int[2];\n  static final Object L = new Object();\n");
        b.append("  static final VarHandle VH = MethodHandles.arrayElementVarHandle(int[].class);\n");
        b.append("  public static void main(String[] a) throws Exception {\n");
        b.append("    Thread s = new Thread(() -> {");
        int loops = 1 + r.nextInt(2);
        for (int i = 0; i < loops; i++) b.append(' ').append(LOOPS[r.nextInt(LOOPS.length)]);
        b.append(" y += x; });\n");
        List<String> release = new ArrayList<>(List.of("F = 1;", "B.set(true);", "K.set(1);", "VH.setVolatile(A, 0, 1);"));
        Collections.shuffle(release, r);
        release.add(r.nextInt(release.size() + 1), "x = 1;");
        b.append("    Thread w = new Thread(() -> { ").append(String.join(" ", release)).append(" });\n");
        b.append("    s.start(); w.start(); s.join(); w.join();\n");
        b.append("    assert false : \"x=\" + x + \" y=\" + y + \" G=\" + G + \" K=\" + K.get();\n  }\n}\n");
        return b.toString();
    }

    private static Set<String> outcomes(Search s, String program, boolean spinWaits) {
        return RandomPrograms.outcomes(s, dir, program, c -> {
            c.vm.spinWaits = spinWaits;
        });
    }

    @TestFactory
    Stream<DynamicTest> spinsAsWaitsUnderDporEqualSpinRoundsUnderStatefulSearch() {
        return RandomPrograms.each(dir, "P", PROGRAMS, (p, source) -> {
            Set<String> rounds = outcomes(new StatefulSearch(false), p, false);
            assertFalse(rounds.isEmpty(), p + ": no final state\n" + source);
            assertEquals(rounds, outcomes(new DporSearch(true), p, true), p + ": DPOR with spins as waits differs\n" + source);
        });
    }

    /**
     * 200 seeded random walks with spins as waits find only outcomes of the rounds, no
     * non-termination: a thread is disabled only where its last round's reads still hold, whatever
     * step of another thread came between its read and its return to the loop's state (an order
     * DPOR may take for the same as another, which random walks do take).
     */
    @TestFactory
    Stream<DynamicTest> randomWalksWithSpinsAsWaitsFindOnlyOutcomesOfTheRounds() {
        return RandomPrograms.each(dir, "P", PROGRAMS, (p, source) -> {
            Set<String> rounds = outcomes(new StatefulSearch(false), p, false);
            Set<String> random = RandomPrograms.randomOutcomes(dir, p);
            assertTrue(rounds.containsAll(random), p + ": random walks found " + random + ", the rounds " + rounds + "\n" + source);
        });
    }
}
