package jvsim.tools;

import static jvsim.tools.CliTest.jvsim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jvsim bench}: the table and CSV of a small corpus, and its usage errors. */
class BenchTest {
    @TempDir
    static Path dir;
    static Path classes;

    /** A corpus of one subject: a lost update, fixed by a lock. */
    @BeforeAll
    static void compileSubject() throws IOException {
        classes = jvsim.embed.Javac.compile(dir, Map.of("subjects.Lost", "package subjects; public class Lost { static int x;"
                + " static void inc(boolean fixed) { if (fixed) { synchronized (Lost.class) { x++; } } else { int v = x; x = v + 1; } }"
                + " public static void main(String[] a) throws Exception { boolean fixed = a.length > 0 && a[0].equals(\"fixed\");"
                + " Thread t = new Thread(() -> inc(fixed)); t.start(); inc(fixed); t.join(); if (x != 2) throw new IllegalStateException(\"lost\"); } }"));
    }

    @Test
    void measuresEachStrategyAsMarkdownAndCsv() throws IOException {
        Path csv = dir.resolve("bench.csv");
        CliTest.Result r = jvsim("bench", "-cp", classes.toString(), "--strategies=dpor,pct:depth=2,icb", "--seeds=2",
                "--max-executions=500", "--csv=" + csv);
        assertEquals(0, r.status(), r.err());
        List<String> rows = r.out().lines().toList();
        assertEquals("| Subject | dpor: bug | dpor: all | pct depth=2: bug | icb: bug | icb: all |", rows.get(0), r.out());
        // dpor: the bug in its second execution; the fix's 2 traces and the probe after the first
        assertTrue(rows.get(2).matches("\\| Lost \\| 2 \\(\\d+\\.\\d\\d s\\) \\| 3 \\(\\d+\\.\\d\\d s\\) \\| \\d+ \\(\\d+\\.\\d\\d s\\) \\| \\d+ .*"), rows.get(2));
        List<String> lines = Files.readAllLines(csv);
        assertEquals("subject,strategy,variant,seed,found,exhausted,executions,seconds,stopped_by", lines.get(0));
        // dpor and icb: the bug and the fix's exhaustion; pct: the bug, with seeds 1 and 2
        assertEquals(7, lines.size(), lines.toString());
        assertTrue(lines.contains(lines.stream().filter(l -> l.startsWith("Lost,dpor,fixed,1,false,true,3,")).findFirst().orElse("none")), lines.toString());
        assertEquals(2, lines.stream().filter(l -> l.startsWith("Lost,pct depth=2,buggy,")).filter(l -> l.contains(",true,false,")).count(), lines.toString());
    }

    /** --corpus=all: the subjects and the juc bug programs juc-bugs.txt lists, which have no fixed variant ("n/a"). */
    @Test
    void theJucCorpusComesFromItsListAndHasNoFixedVariant() throws IOException {
        Path juc = jvsim.embed.Javac.compile(dir.resolve("juc-corpus"), Map.of("juc.Racy", "package juc; public class Racy { static int x;"
                + " public static void main(String[] a) throws Exception { Thread t = new Thread(() -> x++); t.start(); x++; t.join();"
                + " if (x != 2) throw new IllegalStateException(\"lost\"); } }"));
        Files.writeString(juc.resolve("juc-bugs.txt"), "# bug programs\njuc.Racy\n");
        Path csv = dir.resolve("corpus.csv");
        CliTest.Result r = jvsim("bench", "-cp", classes + java.io.File.pathSeparator + juc, "--corpus=all", "--strategies=dpor,pos",
                "--max-executions=500", "--csv=" + csv);
        assertEquals(0, r.status(), r.err());
        List<String> rows = r.out().lines().toList();
        assertEquals(4, rows.size(), r.out());
        assertTrue(rows.get(2).startsWith("| Lost | 2 ("), rows.get(2));
        assertTrue(rows.get(3).matches("\\| juc\\.Racy \\| \\d+ \\(\\d+\\.\\d\\d s\\) \\| n/a \\| \\d+ .*"), rows.get(3));
        assertEquals(0, Files.readAllLines(csv).stream().filter(l -> l.startsWith("juc.Racy,") && l.contains(",fixed,")).count());
        CliTest.Result only = jvsim("bench", "-cp", juc.toString(), "--corpus=juc", "--subjects=Racy", "--strategies=dpor");
        assertEquals(0, only.status(), only.err());
        assertTrue(only.out().contains("| juc.Racy | "), only.out());
        usageError(jvsim("bench", "-cp", classes.toString(), "--corpus=juc"), "no juc-bugs.txt in");
    }

    /**
     * Causal search's columns are followed by seed 000's Table 4.2 figures, named by the seed's subject where ours differs
     * ("-": measured, not found; "n/a": not measured).
     */
    @Test
    void causalColumnsShowTheSeedsTable42() {
        List<Bench.Measurement> ms = List.of(new Bench.Measurement("subjects.Cache", "causal", false, 1, true, 2, 0.5, null),
                new Bench.Measurement("subjects.Cache", "causal", true, 1, false, 4, 0.25, null),
                new Bench.Measurement("subjects.Airline", "causal", false, 1, true, 3, 1.5, null),
                new Bench.Measurement("subjects.Airline", "causal", true, 1, false, 9, 2.0, "maxExecutions"));
        List<String> rows = Bench.markdown(ms, List.of(jvsim.search.Strategies.configure("causal", Map.of()), jvsim.search.Strategies.configure("dpor", Map.of())),
                List.of("subjects.Cache", "subjects.Airline", "subjects.Lost")).lines().toList();
        assertEquals(List.of("| Subject | causal: bug | causal: all | seed 000 causal: bug | seed 000 CHESS: bug | dpor: bug | dpor: all |",
                "|---|---|---|---|---|---|---|",
                "| Cache | 2 (0.50 s) | 4 (0.25 s) | 20 (Lang) | 18 (Lang) | n/a | n/a |",
                "| Airline | 3 (1.50 s) | - | 3 | 42 | n/a | n/a |",
                "| Lost | n/a | n/a |  |  | n/a | n/a |"), rows);
    }

    @Test
    void badInputIsOneLineAndStatusTwo() {
        usageError(jvsim("bench", "-cp", classes.toString(), "--corpus=nosuch"), "unknown corpus 'nosuch'");
        usageError(jvsim("bench", "-cp", classes.toString(), "--strategies=nosuch"), "unknown search 'nosuch'");
        usageError(jvsim("bench", "-cp", classes.toString(), "--strategies=pct:depth=0"), "--depth must be at least 1");
        usageError(jvsim("bench", "-cp", classes.toString(), "--strategies=pct:depth"), "is not name=value");
        usageError(jvsim("bench", "-cp", dir.resolve("nothing").toString()), "no subjects in");
        usageError(jvsim("bench", "--seeds=0"), "--seeds must be at least 1");
        usageError(jvsim("bench", "--nosuch"), "Unknown option");
        usageError(jvsim("bench", "-cp", classes.toString(), "--changed-since=" + classes), "--changed-since is for --corpus=capp");
        usageError(jvsim("bench", "-cp", classes.toString(), "--corpus=capp", "--changed-since=" + classes), "no capp programs in");
        usageError(jvsim("bench", "--corpus=capp", "--strategies=pct"), "--corpus=capp measures the systematic searches, not pct");
    }

    /** The CAPP table: a row per program, a column per heuristic after none, and the row that compares each with none. */
    @Test
    void cappTableComparesEachHeuristicWithNone() {
        java.util.List<String> heuristics = java.util.Arrays.asList(null, "capp:method:some", "capp:field:all");
        long[][] execs = {{8, 1, 20}, {-1, 3, -1}, {5, 5, 5}};
        double[][] secs = {{1, 0.5, 2}, {9, 0.25, 9}, {1, 1, 1}};
        String t = CappBench.table("dpor", List.of("capp.a.A", "capp.b.B", "capp.c.C"), heuristics, execs, secs);
        assertEquals(List.of("| dpor | unprioritized | method:some | field:all |", "|---|---|---|---|",
                "| A | 8 (1.00 s) | 1 (0.50 s) | 20 (2.00 s) |", "| B | - | 3 (0.25 s) | - |", "| C | 5 (1.00 s) | 5 (1.00 s) | 5 (1.00 s) |",
                "| fewer than unprioritized; worst ratio | | 2/3; 1.00x | 0/3; 2.50x |"), t.lines().toList());
    }

    private static void usageError(CliTest.Result r, String part) {
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("jvsim: ") && r.err().contains(part), r.err());
    }
}
