package jvsim.juc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
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
 * Soundness of running java.util.concurrent operations as single steps (jvsim.vm.Atomic): on small
 * random client programs over an AtomicInteger, a ConcurrentHashMap, a ConcurrentLinkedQueue, a
 * ReentrantLock, a synchronized list and plain fields, every final state and violation that exploring the JDK's
 * internals access by access finds (VmConfig.atomicJdk false) is found with the reduction, and no
 * other, under optimal DPOR and stateful DFS. Every program ends with a failing assertion naming
 * its final state, so the set of distinct violations is the set of reachable final states.
 */
class AtomicJdkAgainstFullTest {
    private static final int PROGRAMS = 14;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) sources.put("J" + i, program("J" + i, new Random(5000 + i)));
        RandomPrograms.compile(dir, sources);
    }

    /** Two threads of one or two client operations each; the final state asserted false. */
    static String program(String name, Random r) {
        String declarations = "  static int x, y;\n  static final AtomicInteger A = new AtomicInteger();\n"
                // the map has its table already: two threads racing to create it spin (yield) without bound in full exploration
                + "  static final ConcurrentHashMap<Integer, Integer> M = new ConcurrentHashMap<>(java.util.Map.of(9, 9));\n"
                + "  static final ConcurrentLinkedQueue<Integer> Q = new ConcurrentLinkedQueue<>();\n"
                + "  static final ReentrantLock L = new ReentrantLock();\n"
                + "  static final java.util.List<Integer> S = java.util.Collections.synchronizedList(new java.util.ArrayList<>());\n";
        return RandomPrograms.program(name, "import java.util.concurrent.*;\nimport java.util.concurrent.atomic.*;\nimport java.util.concurrent.locks.*;\n",
                declarations, r, 2, 2, AtomicJdkAgainstFullTest::statement,
                "\"x=\" + x + \" y=\" + y + \" A=\" + A + \" M=\" + new java.util.TreeMap<>(M) + \" Q=\" + Q + \" S=\" + S");
    }

    private static String statement(Random r, int t) {
        int k = 1 + r.nextInt(3);
        switch (r.nextInt(12)) {
            case 0: return "A.incrementAndGet();";
            case 1: return "x = A.get() + " + t + ";";
            case 2: return "A.compareAndSet(0, " + (k + 4) + ");";
            case 3: return "M.merge(0, " + k + ", Integer::sum);";
            case 4: return "y = M.getOrDefault(0, 0);";
            case 5: return "M.putIfAbsent(1, " + (k + t * 10) + ");";
            case 6: return "Q.offer(" + (k + t * 10) + ");";
            case 7: return "{ Integer v = Q.poll(); if (v != null) y = v; }";
            case 8: return "L.lock(); try { x = x + 1; } finally { L.unlock(); }";
            case 9: return "S.add(" + (k + t * 10) + ");";
            case 10: return "if (S.isEmpty()) S.add(" + (k + 20) + ");";
            default: return "y = x + " + k + ";";
        }
    }

    static Set<String> outcomes(Search s, String program, boolean atomicJdk) {
        return RandomPrograms.outcomes(s, dir, program, c -> c.vm.atomicJdk = atomicJdk);
    }

    /** The reduction against itself under both searches (fast: in the default build). */
    @TestFactory
    Stream<DynamicTest> searchesAgreeWithTheReduction() {
        return IntStream.range(0, PROGRAMS).mapToObj(i -> DynamicTest.dynamicTest("J" + i, () -> {
            String p = "J" + i;
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> dpor = outcomes(new DporSearch(true), p, true);
            assertTrue(!dpor.isEmpty(), p + ": no final state found");
            assertEquals(dpor, outcomes(new StatefulSearch(false), p, true), p + ": stateful DFS differs from DPOR\n" + source);
        }));
    }

    /** The reduction against the JDK's internals explored in full (slow: the exhaustive profile). */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> reductionFindsWhatFullExplorationFinds() {
        return IntStream.range(0, PROGRAMS).mapToObj(i -> DynamicTest.dynamicTest("J" + i, () -> {
            String p = "J" + i;
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> full = outcomes(new DporSearch(true), p, false);
            assertTrue(!full.isEmpty(), p + ": no final state found");
            assertEquals(full, outcomes(new DporSearch(true), p, true), p + ": DPOR with atomic JDK operations differs from full exploration\n" + source);
            assertEquals(full, outcomes(new StatefulSearch(false), p, true), p + ": stateful DFS with atomic JDK operations differs from full exploration\n" + source);
        }));
    }
}
