package jvsim.dpor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import jvsim.search.RandomSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Violation;

/**
 * Small random multi-threaded programs for the property tests that compare searches: each thread
 * runs a few random statements, main starts and joins them, then fails an assertion that names
 * the final state, so the set of distinct violations of an exhaustive search is the set of
 * reachable final states plus the threads' own failures.
 */
public final class RandomPrograms {
    private RandomPrograms() {}

    /**
     * A program: the class name, its static declarations (each line ending in a newline), threads
     * of 1 to maxStatements statements made by statement (given the Random and the thread's index),
     * and the final state as a Java string expression. Checked exceptions of the statements end
     * their thread with an Error.
     */
    public static String program(String name, String imports, String declarations, Random r, int threads, int maxStatements,
                                 BiFunction<Random, Integer, String> statement, String finalState) {
        StringBuilder b = new StringBuilder(imports).append("public class ").append(name).append(" {\n").append(declarations);
        b.append("  public static void main(String[] a) throws Exception {\n    Thread[] ts = new Thread[").append(threads).append("];\n");
        for (int t = 0; t < threads; t++) {
            b.append("    ts[").append(t).append("] = new Thread(() -> { try {");
            int n = 1 + r.nextInt(maxStatements);
            for (int s = 0; s < n; s++) b.append(' ').append(statement.apply(r, t));
            b.append(" } catch (Exception e) { throw new Error(e); } });\n");
        }
        b.append("    for (Thread t : ts) t.start();\n    for (Thread t : ts) t.join();\n");
        b.append("    assert false : ").append(finalState).append(";\n  }\n}\n");
        return b.toString();
    }

    /**
     * Makes count programs named prefix0, prefix1, ... with program (given the name and a Random
     * seeded with seed plus the index), writes them into dir and compiles them there.
     */
    public static void generate(Path dir, String prefix, int count, long seed, BiFunction<String, Random, String> program) throws IOException {
        Map<String, String> sources = new java.util.HashMap<>();
        for (int i = 0; i < count; i++) sources.put(prefix + i, program.apply(prefix + i, new Random(seed + i)));
        compile(dir, sources);
    }

    /** A property checked on one generated program: its name and source. */
    public interface ProgramCheck {
        void check(String program, String source) throws Exception;
    }

    /** One dynamic test per program prefix0 .. prefix(count-1) (generated into dir), running check on it. */
    public static java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> each(Path dir, String prefix, int count, ProgramCheck check) {
        return java.util.stream.IntStream.range(0, count).mapToObj(i -> org.junit.jupiter.api.DynamicTest.dynamicTest(prefix + i,
                () -> check.check(prefix + i, Files.readString(dir.resolve(prefix + i + ".java")))));
    }

    /** Writes the sources (class name to text) into dir and compiles them there. */
    public static void compile(Path dir, Map<String, String> sources) throws IOException {
        List<String> args = new ArrayList<>(List.of("-d", dir.toString()));
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path f = dir.resolve(e.getKey() + ".java");
            Files.writeString(f, e.getValue());
            args.add(f.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, args.toArray(new String[0])), "javac failed");
    }

    /** The distinct violations of an exhaustive search of program (compiled into classes), which must finish. */
    public static Set<String> outcomes(Search s, Path classes, String program) { return outcomes(s, classes, program, c -> { }); }

    /** As {@link #outcomes(Search, Path, String)}, with the configuration adjusted by setup. */
    public static Set<String> outcomes(Search s, Path classes, String program, Consumer<SearchConfig> setup) {
        SearchConfig[] config = new SearchConfig[1];
        SearchResult r = search(s, classes, program, setup.andThen(c -> config[0] = c));
        assertNull(r.stoppedBy, program + " " + s.getClass().getSimpleName() + (config[0].vm.atomicJdk ? "" : " (JDK internals in full)") + " hit a limit");
        return violations(r);
    }

    /** A search of program (compiled into classes) for every violation, within 600 s unless setup says otherwise. */
    public static SearchResult search(Search s, Path classes, String program, Consumer<SearchConfig> setup) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(classes);
        c.className = program;
        c.findAll = true;
        c.maxTimeMs = 600_000;
        setup.accept(c);
        return s.run(c);
    }

    /** The distinct violations 200 seeded random executions of program find. */
    public static Set<String> randomOutcomes(Path classes, String program) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(classes);
        c.className = program;
        c.findAll = true;
        c.maxExecutions = 200;
        c.seed = 7;
        return violations(new RandomSearch().run(c));
    }

    /** The distinct violations of a search result, as text. */
    public static Set<String> violations(SearchResult r) {
        return r.violations.stream().map(Violation::toString).collect(Collectors.toCollection(TreeSet::new));
    }
}
