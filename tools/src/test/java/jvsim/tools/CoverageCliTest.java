package jvsim.tools;

import static jvsim.tools.CliTest.assertOneJvsimLine;
import static jvsim.tools.CliTest.jvsim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvsim.embed.Coverage;
import jvsim.embed.Jvsim;
import jvsim.embed.Report;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Interleaving coverage as the command line, the JSON report, the HTML page, jvsim bench and the
 * embedding API show it, and the sca strategy from the command line.
 */
class CoverageCliTest {
    @TempDir
    static Path dir;
    static Path classes;

    @BeforeAll
    static void compileTargets() throws IOException {
        classes = jvsim.embed.Javac.compile(dir, Map.of(
                "Two", "public class Two { static int x, y; public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(() -> { x = 1; y = 1; }); t.start(); y = 2; x = 2; t.join(); } }",
                "subjects.Lost", "package subjects; public class Lost { static int x;"
                        + " static void inc(boolean fixed) { if (fixed) { synchronized (Lost.class) { x++; } } else { int v = x; x = v + 1; } }"
                        + " public static void main(String[] a) throws Exception { boolean fixed = a.length > 0 && a[0].equals(\"fixed\");"
                        + " Thread t = new Thread(() -> inc(fixed)); t.start(); inc(fixed); t.join(); if (x != 2) throw new IllegalStateException(\"lost\"); } }"));
    }

    private static final Pattern SUMMARY = Pattern.compile("(\\d)-way interleaving coverage: (\\d+) blocks, (\\d+) of (\\d+) sequences \\((\\d+\\.\\d)%\\)");

    @Test
    @SuppressWarnings("unchecked")
    void coverageInTheLimitLineTheJsonReportAndTheHtmlPage() throws IOException {
        Path json = dir.resolve("two.json"), html = dir.resolve("two.html");
        CliTest.Result r = jvsim("--search=random", "--max-executions=20", "--coverage=2", "--report=" + json, "--html=" + html, "-cp", classes.toString(), "Two");
        assertEquals(3, r.status(), r.err());
        assertOneJvsimLine(r);
        Matcher m = SUMMARY.matcher(r.err());
        assertTrue(m.find(), r.err());
        assertEquals("2", m.group(1));
        long blocks = Long.parseLong(m.group(2)), covered = Long.parseLong(m.group(3)), possible = Long.parseLong(m.group(4));
        assertTrue(covered > 0 && covered <= possible, r.err());
        Map<String, Object> report = (Map<String, Object>) JsonTree.parse(Files.readString(json));
        Map<String, Object> c = (Map<String, Object>) report.get("coverage");
        assertEquals(2.0, ((Number) c.get("t")).doubleValue());
        assertEquals((double) blocks, ((Number) c.get("blocksFound")).doubleValue());
        assertEquals((double) blocks, ((List<Object>) c.get("blocks")).size());
        assertEquals((double) covered, ((Number) c.get("covered")).doubleValue());
        assertEquals((double) covered / possible, ((Number) c.get("ratio")).doubleValue(), 1e-6);
        List<Object> executions = (List<Object>) c.get("executions");
        assertEquals(20, executions.size());
        List<Object> last = (List<Object>) executions.get(19);
        assertEquals(List.of("blocks", "sequences", "added", "blocksFound", "covered", "possible"), c.get("executionColumns"));
        assertEquals((double) covered, ((Number) last.get(4)).doubleValue());
        assertEquals((double) possible, ((Number) last.get(5)).doubleValue());
        long added = 0;
        for (Object e : executions) added += ((Number) ((List<Object>) e).get(2)).longValue();
        assertEquals(covered, added, "the sequences each execution added make up those covered");
        String page = Files.readString(html);
        assertTrue(page.contains("<section class=\"coverage\" id=\"coverage\">"), page);
        assertTrue(page.contains(m.group()), page);
        assertTrue(page.contains("<svg class=\"coverage-chart\""), page);
        assertTrue(page.contains("main.2 write Two.x at Two.lambda$main$0(Two.java:1)"), page);
        // without --coverage: no coverage anywhere
        Path plain = dir.resolve("plain.json");
        CliTest.Result none = jvsim("--search=random", "--max-executions=5", "--report=" + plain, "-cp", classes.toString(), "Two");
        assertTrue(!none.err().contains("coverage") && !Files.readString(plain).contains("\"coverage\""), none.err());
    }

    @Test
    @SuppressWarnings("unchecked")
    void scaEndsWhenEveryBlockSequenceIsCovered() throws IOException {
        Path json = dir.resolve("sca.json");
        CliTest.Result r = jvsim("--search=sca", "--strength=2", "--report=" + json, "-cp", classes.toString(), "Two");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.err().contains("not exhaustive after"), r.err());
        Matcher m = SUMMARY.matcher(r.err());
        assertTrue(m.find(), r.err());
        assertEquals(m.group(3), m.group(4), "every 2-way sequence covered: " + r.err());
        Map<String, Object> search = (Map<String, Object>) ((Map<String, Object>) JsonTree.parse(Files.readString(json))).get("search");
        assertEquals("sca", search.get("strategy"));
        assertEquals(Map.of("attempts", "2", "strength", "2", "sweep", "5"), search.get("parameters"));
        // the lost update is a 3-way sequence: sca's default strength finds it
        CliTest.Result bug = jvsim("--search=sca", "-cp", classes.toString(), "subjects.Lost");
        assertEquals(1, bug.status(), bug.err());
        assertTrue(bug.err().contains("3-way interleaving coverage"), bug.err());
    }

    @Test
    void badCoverageIsAUsageError() {
        for (String[] args : new String[][] {{"--coverage=4"}, {"--coverage=1"}, {"--search=none", "--coverage=2"}, {"--search=sca", "--strength=4"},
                {"--search=dpor", "--coverage-directed=true"}, {"--search=pos", "--coverage-directed=yes"}}) {
            List<String> all = new java.util.ArrayList<>(List.of(args));
            all.addAll(List.of("-cp", classes.toString(), "Two"));
            CliTest.Result r = jvsim(all.toArray(new String[0]));
            assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
            assertOneJvsimLine(r);
        }
    }

    @Test
    void benchPrintsTheSyntheticShapeAndTheCoverageReached() throws IOException {
        CliTest.Result syn = jvsim("bench", "--synthetic=3x3,2x2");
        assertEquals(0, syn.status(), syn.err());
        List<String> rows = syn.out().lines().toList();
        assertEquals("| threads × blocks | t | sequences | rows to cover all | coverage of 3 rows | coverage of 8 rows | seconds |", rows.get(0));
        // t = 2: one thread after the others and back, 2 rows for every shape
        assertTrue(rows.get(2).startsWith("| 3 × 3 | 2 | 54 | 2 | 100.00% | 100.00% |"), rows.get(2));
        assertTrue(rows.get(3).startsWith("| 3 × 3 | 3 | 324 | "), rows.get(3));
        assertTrue(rows.get(5).startsWith("| 2 × 2 | 2 | 8 | 2 |"), rows.get(5));
        assertEquals(2, jvsim("bench", "--synthetic=3by3").status());
        Path csv = dir.resolve("cov.csv");
        CliTest.Result r = jvsim("bench", "-cp", classes.toString(), "--coverage=2", "--strategies=sca:strength=2,pos", "--seeds=2", "--max-executions=40", "--csv=" + csv);
        assertEquals(0, r.status(), r.err());
        List<String> table = r.out().lines().toList();
        assertEquals("| Subject | sca strength=2: bug | sca strength=2: coverage (fixed) | pos: bug | pos: coverage (fixed) |", table.get(0));
        assertTrue(table.get(2).matches("\\| Lost \\| .* \\| \\d+ of \\d+ \\(\\d+\\.\\d%\\), ended after \\d+ \\| .* \\| \\d+ of \\d+ \\(\\d+\\.\\d%\\) \\|"), table.get(2));
        List<String> lines = Files.readAllLines(csv);
        assertEquals("subject,strategy,variant,seed,found,exhausted,executions,seconds,stopped_by,blocks,covered,possible", lines.get(0));
        // each strategy and seed on the buggy and the fixed variant
        assertEquals(1 + 2 * 2 * 2, lines.size(), lines.toString());
    }

    @Test
    void embeddingApiReportsCoverage() {
        Report r = Jvsim.target("Two").classpath(classes).search("pos").option("coverage-directed", true).coverage(3).seed(2).maxExecutions(25).run();
        Coverage c = r.coverage();
        assertNotNull(c);
        assertEquals(3, c.t());
        assertEquals(25, c.executions().size());
        assertEquals(c.covered(), c.executions().get(24).covered());
        assertTrue(c.ratio() > 0 && c.ratio() <= 1, c.summary());
        assertTrue(r.toJson().contains("\"coverage\": {\"t\": 3"));
        assertNull(Jvsim.target("Two").classpath(classes).search("pos").maxExecutions(2).run().coverage());
        // coverage-directed sampling measures 2-way coverage of its own
        assertEquals(2, Jvsim.target("Two").classpath(classes).search("random").option("coverage-directed", true).maxExecutions(3).run().coverage().t());
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Two").coverage(4));
    }
}
