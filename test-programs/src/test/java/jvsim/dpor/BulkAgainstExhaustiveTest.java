package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.StatefulSearch;
import jvsim.testing.Tier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The property of {@link DporAgainstExhaustiveTest} for programs whose threads reach shared memory
 * through natives: System.arraycopy (into, out of and within a shared array), clone, and
 * reflection (java.lang.reflect.Array, Field). Optimal DPOR, source-DPOR and stateful DFS find the
 * same final states and violations, and everything random executions find; in the exhaustive
 * profile they also equal DFS without reduction.
 */
class BulkAgainstExhaustiveTest {
    private static final int PROGRAMS = 16;
    private static final int TINY = 8;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) sources.put("B" + i, program("B" + i, new Random(3000 + i), 2 + new Random(i).nextInt(2), 2));
        for (int i = 0; i < TINY; i++) sources.put("BT" + i, program("BT" + i, new Random(4000 + i), 2, 1));
        RandomPrograms.compile(dir, sources);
    }

    /** A random program over x, y, a shared int[2] A and a lock, each thread 1 to maxStatements statements; the final state asserted false. */
    static String program(String name, Random r, int threads, int maxStatements) {
        String declarations = "  static int x, y;\n  static final int[] A = new int[2];\n  static final Object L = new Object();\n"
                + "  static final java.lang.reflect.Field FY;\n"
                + "  static { try { FY = " + name + ".class.getDeclaredField(\"y\"); } catch (Exception e) { throw new Error(e); } }\n";
        return RandomPrograms.program(name, "", declarations, r, threads, maxStatements, BulkAgainstExhaustiveTest::statement,
                "\"x=\" + x + \" y=\" + y + \" A=\" + A[0] + \",\" + A[1]");
    }

    private static String statement(Random r, int t) {
        int k = 1 + r.nextInt(3);
        switch (r.nextInt(10)) {
            case 0: return "A[" + r.nextInt(2) + "] = " + k + ";";
            case 1: return "System.arraycopy(new int[] {" + k + ", " + (k + t + 1) + "}, 0, A, 0, 2);";
            case 2: return "{ int[] c = new int[2]; System.arraycopy(A, 0, c, 0, 2); x = c[0] + 10 * c[1]; }";
            case 3: return "{ int[] c = A.clone(); y = c[1] - c[0]; }";
            case 4: return "System.arraycopy(A, 0, A, 1, 1);";
            case 5: return "java.lang.reflect.Array.setInt(A, 1, " + (k + 4) + ");";
            case 6: return "x = java.lang.reflect.Array.getInt(A, 0);";
            case 7: return "synchronized (L) { System.arraycopy(A, 1, A, 0, 1); }";
            case 8: return "FY.setInt(null, " + (k + 7) + ");";
            default: return "x = FY.getInt(null) + " + t + ";";
        }
    }

    /**
     * The fast tier ({@link Tier}) compares every 2nd program from B1 to B13 (B15 took 10 s of the
     * fast tier's 22), the full tier all.
     */
    @TestFactory
    Stream<DynamicTest> reductionsAgreeOnNativeAccesses() {
        List<String> all = IntStream.range(0, PROGRAMS).mapToObj(i -> "B" + i).collect(Collectors.toList());
        List<String> programs = Tier.only("random programs with native accesses", all,
                IntStream.range(0, PROGRAMS - 2).filter(i -> i % 2 == 1).mapToObj(all::get).toList(), "every 2nd from B1 to B13");
        return programs.stream().map(p -> DynamicTest.dynamicTest(Tier.mark(p), () -> {
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> optimal = RandomPrograms.outcomes(new DporSearch(true), dir, p);
            assertTrue(!optimal.isEmpty(), p + ": no final state found");
            assertEquals(optimal, RandomPrograms.outcomes(new DporSearch(false), dir, p), p + ": source-DPOR differs from optimal DPOR\n" + source);
            assertEquals(optimal, RandomPrograms.outcomes(new StatefulSearch(false), dir, p), p + ": stateful DFS differs from optimal DPOR\n" + source);
            Set<String> random = RandomPrograms.randomOutcomes(dir, p);
            assertTrue(optimal.containsAll(random), p + ": random executions found " + random + ", DPOR " + optimal + "\n" + source);
        }));
    }

    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> reductionsFindWhatExhaustiveSearchFinds() {
        return IntStream.range(0, TINY).mapToObj(i -> DynamicTest.dynamicTest("BT" + i, () -> {
            String p = "BT" + i;
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> dfs = RandomPrograms.outcomes(new DfsSearch(), dir, p);
            assertTrue(!dfs.isEmpty(), p + ": no final state found");
            assertEquals(dfs, RandomPrograms.outcomes(new DporSearch(true), dir, p), p + ": optimal DPOR differs from DFS\n" + source);
            assertEquals(dfs, RandomPrograms.outcomes(new DporSearch(false), dir, p), p + ": source-DPOR differs from DFS\n" + source);
            assertEquals(dfs, RandomPrograms.outcomes(new StatefulSearch(false), dir, p), p + ": stateful DFS differs from DFS\n" + source);
        }));
    }
}
