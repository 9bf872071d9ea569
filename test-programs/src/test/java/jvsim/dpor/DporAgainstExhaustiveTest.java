package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import jvsim.search.DfsSearch;
import jvsim.search.DporSearch;
import jvsim.search.RandomSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Violation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Property: on small random programs (2–3 threads, shared variables, a lock), optimal DPOR,
 * source-DPOR and stateful DFS (state matching) find the same final states and violations, and
 * everything 200 random executions find. Every program ends with a failing assertion naming its final state, so the set of
 * distinct violations of a search (with --find-all) is the set of reachable final states plus the
 * threads' own assertion failures. The comparison with exhaustive DFS (no reduction) runs in the
 * {@code exhaustive} Maven profile ({@code mvn -B verify -Pexhaustive}): DFS needs minutes per program.
 */
class DporAgainstExhaustiveTest {
    private static final int PROGRAMS = 24;
    /** Programs small enough for exhaustive DFS (two threads, one statement each). */
    private static final int TINY = 8;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        List<String> files = new ArrayList<>(List.of("-d", dir.toString()));
        for (int i = 0; i < PROGRAMS; i++) {
            Path f = dir.resolve("P" + i + ".java");
            Files.writeString(f, program("P" + i, new Random(1000 + i), 2 + new Random(i).nextInt(2), 3));
            files.add(f.toString());
        }
        for (int i = 0; i < TINY; i++) {
            Path f = dir.resolve("T" + i + ".java");
            Files.writeString(f, program("T" + i, new Random(2000 + i), 2, 1));
            files.add(f.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, files.toArray(new String[0])), "javac failed");
    }

    /** A random program: threads of 1–3 statements over x, y and a lock, then the final state asserted false. */
    static String program(String name, Random r, int threads, int maxStatements) {
        StringBuilder b = new StringBuilder("public class " + name + " {\n  static int x, y;\n  static final Object L = new Object();\n");
        b.append("  public static void main(String[] a) throws Exception {\n    Thread[] ts = new Thread[" + threads + "];\n");
        for (int t = 0; t < threads; t++) {
            b.append("    ts[" + t + "] = new Thread(() -> {");
            int n = 1 + r.nextInt(maxStatements);
            for (int s = 0; s < n; s++) b.append(' ').append(statement(r, t));
            b.append(" });\n");
        }
        b.append("    for (Thread t : ts) t.start();\n    for (Thread t : ts) t.join();\n");
        b.append("    assert false : \"x=\" + x + \" y=\" + y;\n  }\n}\n");
        return b.toString();
    }

    private static String statement(Random r, int t) {
        int k = 1 + r.nextInt(3);
        switch (r.nextInt(7)) {
            case 0: return "x = " + k + ";";
            case 1: return "y = x + " + k + ";";
            case 2: return "{ int v = y; x = v + " + t + "; }";
            case 3: return "synchronized (L) { x = x + 1; }";
            case 4: return "synchronized (L) { y = x; }";
            case 5: return "if (x == " + k + ") y = " + (10 + t) + ";";
            default: return "assert x != " + (k + 10) + " || y != 0 : \"thread " + t + "\";";
        }
    }

    static Set<String> outcomes(Search s, String program) { return outcomes(s, dir, program); }

    /** The distinct violations of an exhaustive search of program (compiled into classes), which must finish. */
    static Set<String> outcomes(Search s, Path classes, String program) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(classes);
        c.className = program;
        c.findAll = true;
        c.maxTimeMs = 600_000;
        SearchResult r = s.run(c);
        assertEquals(null, r.stoppedBy, program + " " + s.getClass().getSimpleName() + " hit a limit");
        return r.violations.stream().map(Violation::toString).collect(Collectors.toCollection(TreeSet::new));
    }

    static Set<String> randomOutcomes(String program) { return randomOutcomes(dir, program); }

    /** The distinct violations 200 seeded random executions of program find. */
    static Set<String> randomOutcomes(Path classes, String program) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(classes);
        c.className = program;
        c.findAll = true;
        c.maxExecutions = 200;
        c.seed = 7;
        return new RandomSearch().run(c).violations.stream().map(Violation::toString).collect(Collectors.toCollection(TreeSet::new));
    }

    @TestFactory
    Stream<DynamicTest> dporVariantsAgreeAndCoverRandomSchedules() {
        return IntStream.range(0, PROGRAMS).mapToObj(i -> DynamicTest.dynamicTest("P" + i, () -> {
            String p = "P" + i;
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> optimal = outcomes(new DporSearch(true), p);
            assertTrue(!optimal.isEmpty(), p + ": no final state found");
            assertEquals(optimal, outcomes(new DporSearch(false), p), p + ": source-DPOR differs from optimal DPOR\n" + source);
            // stateful DFS (state matching, sharedness-based reduction) must miss nothing either
            assertEquals(optimal, outcomes(new StatefulSearch(false), p), p + ": stateful DFS differs from optimal DPOR\n" + source);
            Set<String> random = randomOutcomes(p);
            assertTrue(optimal.containsAll(random), p + ": random executions found " + random + ", DPOR " + optimal + "\n" + source);
        }));
    }

    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> dporFindsWhatExhaustiveSearchFinds() {
        return IntStream.range(0, TINY).mapToObj(i -> DynamicTest.dynamicTest("T" + i, () -> {
            String p = "T" + i;
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> dfs = outcomes(new DfsSearch(), p);
            assertTrue(!dfs.isEmpty(), p + ": no final state found");
            assertEquals(dfs, outcomes(new DporSearch(true), p), p + ": optimal DPOR differs from DFS\n" + source);
            assertEquals(dfs, outcomes(new DporSearch(false), p), p + ": source-DPOR differs from DFS\n" + source);
            assertEquals(dfs, outcomes(new StatefulSearch(false), p), p + ": stateful DFS differs from DFS\n" + source);
        }));
    }
}
