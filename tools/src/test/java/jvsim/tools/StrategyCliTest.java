package jvsim.tools;

import static jvsim.tools.CliTest.assertOneJvsimLine;
import static jvsim.tools.CliTest.jvsim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jvsim.embed.Jvsim;
import jvsim.embed.Report;
import jvsim.embed.SearchDescription;
import jvsim.embed.Verdict;
import jvsim.search.SearchStrategy;
import jvsim.search.Strategies;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The strategy registry as the command line, the JSON report and the embedding API show it. */
class StrategyCliTest {
    @TempDir
    static Path dir;
    static Path classes;

    @BeforeAll
    static void compileTargets() throws IOException {
        Map<String, String> sources = Map.of(
                "Lost", "public class Lost { static int x; public static void main(String[] a) throws Exception {"
                        + " Thread t1 = new Thread(() -> { int v = x; x = v + 1; }); Thread t2 = new Thread(() -> { int v = x; x = v + 1; });"
                        + " t1.start(); t2.start(); t1.join(); t2.join(); System.out.println(\"x=\" + x); assert x == 2 : \"lost update: x = \" + x; } }",
                "Safe", "public class Safe { static int x; static synchronized void inc() { x++; }"
                        + " public static void main(String[] a) throws Exception {"
                        + " Thread t = new Thread(Safe::inc); t.start(); inc(); t.join(); } }");
        classes = jvsim.embed.Javac.compile(dir, sources);
    }

    @Test
    void helpListsEveryStrategyWithALineAndTheirOptions() {
        CliTest.Result r = jvsim("--help");
        assertEquals(0, r.status());
        List<SearchStrategy<?>> all = Strategies.all();
        for (String name : List.of("dpor", "dpor-source", "dfs", "bfs", "random", "icb", "delay", "pct", "pos", "surw", "vb", "tb"))
            assertTrue(all.stream().anyMatch(s -> s.name().equals(name)), name);
        for (SearchStrategy<?> s : all)
            assertTrue(r.out().lines().anyMatch(l -> l.matches("\\s+" + java.util.regex.Pattern.quote(s.name()) + "\\s+\\S.*")), s.name() + " in\n" + r.out());
        for (String option : List.of("--preemptions=<n>", "--delays=<n>", "--depth=<n>")) assertTrue(r.out().contains(option), option);
    }

    @Test
    void strategyErrorsAreOneLineUsageErrors() {
        String[][] cases = {
            {"--search=chess"}, {"--search=pct", "--depth=0"}, {"--search=pct", "--depth=deep"},
            {"--search=icb", "--depth=2"}, {"--depth=2"}, {"--search=none", "--preemptions=1"}, {"--search=delay", "--delays=-1"},
        };
        for (String[] c : cases) {
            List<String> args = new ArrayList<>(List.of(c));
            args.addAll(List.of("-cp", classes.toString(), "Safe"));
            CliTest.Result r = jvsim(args.toArray(new String[0]));
            assertEquals(2, r.status(), String.join(" ", c) + ": " + r.err());
            assertOneJvsimLine(r);
        }
        assertTrue(jvsim("--search=icb", "--depth=2", "-cp", classes.toString(), "Safe").err()
                .contains("--depth does not apply to --search=icb (it is an option of pct)"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void reportNamesTheStrategyItsParametersAndTheSeedAndEveryStrategysReportReplays() throws IOException {
        for (String[] s : new String[][] {{"icb", "--preemptions=2"}, {"delay"}, {"pct", "--depth=2"}, {"pos"}, {"surw"}, {"random", "--max-executions=200"}}) {
            Path report = dir.resolve(s[0] + ".json");
            List<String> args = new ArrayList<>(List.of("--search=" + s[0], "--seed=42", "--max-executions=2000", "--report=" + report));
            args.addAll(List.of(s).subList(1, s.length));
            args.addAll(List.of("-cp", classes.toString(), "Lost"));
            CliTest.Result r = jvsim(args.toArray(new String[0]));
            assertEquals(1, r.status(), s[0] + ": " + r.err());
            Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
            assertEquals(null, json.get("stoppedBy"), "the search ended at its violation, not at a limit");
            Map<String, Object> search = (Map<String, Object>) json.get("search");
            assertEquals(s[0], search.get("strategy"));
            assertEquals(42.0, ((Number) search.get("seed")).doubleValue());
            Map<String, Object> parameters = (Map<String, Object>) search.get("parameters");
            switch (s[0]) {
                case "icb" -> assertEquals(Map.of("preemptions", "2"), parameters);
                case "pct" -> assertEquals(Map.of("depth", "2"), parameters);
                default -> assertEquals(Map.of(), parameters);
            }
            String output = (String) ((Map<String, Object>) ((List<Object>) json.get("violations")).get(0)).get("output");
            CliTest.Result replay = jvsim("--replay=" + report, "-cp", classes.toString(), "Lost");
            assertEquals(1, replay.status(), s[0] + " replay: " + replay.err());
            assertTrue(replay.err().contains("java.lang.AssertionError: lost update: x = 1"), replay.err());
            assertTrue(output.startsWith(replay.out()), s[0] + ": " + output + " / " + replay.out());
        }
        // pct's default depth is in the report though not given
        Path report = dir.resolve("pct-default.json");
        assertEquals(1, jvsim("--search=pct", "--report=" + report, "-cp", classes.toString(), "Lost").status());
        assertTrue(Files.readString(report).contains("\"search\": {\"strategy\": \"pct\", \"parameters\": {\"depth\": \"3\"}, \"seed\": 0, \"jdkInternals\": \"atomic\"}"));
    }

    @Test
    void strategiesEndAsTheirBoundsSay() {
        // exhaustive without a bound: exit 0; a bound that cut the search, or a sampling strategy: a limit (3)
        CliTest.Result icb = jvsim("--search=icb", "-cp", classes.toString(), "Safe");
        assertEquals(0, icb.status(), icb.err());
        CliTest.Result bounded = jvsim("--search=icb", "--preemptions=0", "-cp", classes.toString(), "Safe");
        assertEquals(3, bounded.status(), bounded.err());
        assertTrue(bounded.err().contains("stopped by --preemptions"), bounded.err());
        CliTest.Result pos = jvsim("--search=pos", "--max-executions=50", "-cp", classes.toString(), "Safe");
        assertEquals(3, pos.status(), pos.err());
        assertTrue(pos.err().contains("stopped by --max-executions after 50 executions"), pos.err());
        // random walks: one execution by default, and no proof either (exit 0 here was a wrong "no violation")
        CliTest.Result random = jvsim("--search=random", "-cp", classes.toString(), "Safe");
        assertEquals(3, random.status(), random.err());
        assertTrue(random.err().contains("stopped by --max-executions after 1 execution"), random.err());
    }

    @Test
    void embeddingApiTakesStrategiesAndTheirOptionsFromTheRegistry() {
        Report r = Jvsim.target("Lost").classpath(classes).search("pct").option("depth", 2).seed(9).maxExecutions(500).run();
        assertEquals(Verdict.VIOLATION, r.verdict());
        assertEquals(new SearchDescription("pct", Map.of("depth", "2"), 9L), r.search());
        assertTrue(r.toJson().contains("\"strategy\": \"pct\""));
        Report replay = Jvsim.replay(r).run();
        assertEquals(r.violations().get(0).message, replay.violations().get(0).message);
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Lost").search("chess"));
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Lost").option("colour", 1));
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Lost").classpath(classes).search("icb").option("depth", 2).run());
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Lost").classpath(classes).search("pct").option("depth", "x").run());
    }

    @Test
    void embeddingApiJsonIsTheCliReport() throws IOException {
        Path file = dir.resolve("cli.json");
        CliTest.Result cli = jvsim("--report=" + file, "--search=dfs", "-cp", classes.toString(), "Lost");
        assertEquals(1, cli.status(), cli.err());
        String api = Jvsim.target("Lost").classpath(classes).search("dfs").run().toJson();
        assertEquals(withoutTime(Files.readString(file)), withoutTime(api));
        assertTrue(api.contains("\"verdict\": \"violation\"") && api.contains("\"schedule\": ["), api);
    }

    private static String withoutTime(String json) {
        return json.replaceAll("\"elapsedMs\": \\d+", "\"elapsedMs\": 0");
    }
}
