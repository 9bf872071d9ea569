package jvsim.tools;

import static jvsim.tools.CliTest.assertOneJvsimLine;
import static jvsim.tools.CliTest.jvsim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import jvsim.embed.Jvsim;
import jvsim.embed.Report;
import jvsim.embed.Verdict;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Change-aware prioritization from the command line and the embedding API: --changed-since,
 * --changed-lines and --prioritize find the change's bug, the JSON report names the heuristic and
 * the impacted points, and every misuse is a one-line usage error.
 */
class CappCliTest {
    @TempDir
    static Path dir;
    static Path oldClasses, newClasses;

    static String counter(boolean changed) {
        return "public class Counter {\n"
                + "  static int n;\n"
                + "  static " + (changed ? "" : "synchronized ") + "void inc() { n++; }\n"
                + "  public static void main(String[] a) throws Exception {\n"
                + "    Thread t = new Thread(Counter::inc); t.start(); inc(); t.join();\n"
                + "    if (n != 2) throw new IllegalStateException(\"lost update\");\n"
                + "  }\n"
                + "}\n";
    }

    @BeforeAll
    static void compile() throws IOException {
        oldClasses = jvsim.embed.Javac.compile(dir.resolve("old"), Map.of("Counter", counter(false)));
        newClasses = jvsim.embed.Javac.compile(dir.resolve("new"), Map.of("Counter", counter(true)));
    }

    @Test
    void changedSinceFindsTheBugAndTheReportNamesTheHeuristicAndThePoints() throws IOException {
        Path report = dir.resolve("r.json");
        CliTest.Result r = jvsim("-cp", newClasses.toString(), "--changed-since=" + oldClasses, "--report=" + report, "Counter");
        assertEquals(1, r.status(), r.err());
        String json = Files.readString(report);
        assertTrue(json.contains("\"prioritize\": \"" + jvsim.capp.Capp.DEFAULT + "\""), json);
        assertTrue(json.contains("\"impacted\": [\"Counter.inc()V:3\", \"Counter#n\"]"), json);
        CliTest.Result some = jvsim("-cp", newClasses.toString(), "--changed-since=" + oldClasses, "--prioritize=capp:field:all", "--search=icb", "Counter");
        assertEquals(1, some.status(), some.err());
    }

    @Test
    void changedLinesFromAList() throws IOException {
        Path list = Files.writeString(dir.resolve("changed.txt"), "Counter:3\n");
        Path report = dir.resolve("l.json");
        CliTest.Result r = jvsim("-cp", newClasses.toString(), "--changed-lines=" + list, "--prioritize=capp:line:some", "--search=dfs-stateless", "--report=" + report, "Counter");
        assertEquals(1, r.status(), r.err());
        assertTrue(Files.readString(report).contains("\"prioritize\": \"capp:line:some\""));
    }

    @Test
    void misusesAreOneLineUsageErrors() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "Counter:99\n");
        String[][] cases = {
            {"--prioritize=capp:line:some", "Counter"},
            {"--changed-since=" + oldClasses, "--prioritize=capp:lines:all", "Counter"},
            {"--changed-since=" + oldClasses, "--prioritize=pct", "Counter"},
            {"--changed-since=" + oldClasses, "--search=random", "Counter"},
            {"--changed-since=" + oldClasses, "--search=none", "Counter"},
            {"--changed-since=" + dir.resolve("nosuch"), "Counter"},
            {"--changed-since=" + oldClasses, "--changed-lines=" + bad, "Counter"},
            {"--changed-lines=" + bad, "Counter"},
            {"--changed-lines=" + dir.resolve("missing.txt"), "Counter"},
            {"--changed-since=git:", "Counter"},
            {"--changed-since=git:no-such-revision-of-jvsim", "Counter"},
            {"--changed-since=git:HEAD", "--changed-lines=" + bad, "Counter"},
        };
        for (String[] c : cases) {
            String[] args = new String[c.length + 2];
            args[0] = "-cp";
            args[1] = newClasses.toString();
            System.arraycopy(c, 0, args, 2, c.length);
            CliTest.Result r = jvsim(args);
            assertEquals(2, r.status(), String.join(" ", c) + ": " + r.err());
            assertOneJvsimLine(r);
        }
    }

    @Test
    void aGitRevisionThatIsNoCommitIsNamedInTheError() {
        // the tests run in a git checkout or, unpacked from a source archive, in none: either is one line
        CliTest.Result r = jvsim("-cp", newClasses.toString(), "--changed-since=git:no-such-revision-of-jvsim", "Counter");
        assertEquals(2, r.status(), r.err());
        String line = r.errLines().get(0);
        assertTrue(line.startsWith("jvsim: --changed-since=git:no-such-revision-of-jvsim: ")
                && (line.contains(": no commit 'no-such-revision-of-jvsim' in the git repository ") || line.endsWith(" is not in a git repository")
                        || line.contains(": cannot run git: ")), line);
    }

    @Test
    void theEmbeddingApiAndItsReport() {
        Report r = Jvsim.target("Counter").classpath(newClasses).changedSince(oldClasses).prioritize("capp:method-on-stack:some").search("dfs").run();
        assertEquals(Verdict.VIOLATION, r.verdict());
        assertEquals("capp:method-on-stack:some", r.search().prioritize());
        assertEquals(List.of("Counter.inc()V:3", "Counter#n"), r.search().impacted());
        assertEquals(null, Jvsim.target("Counter").classpath(newClasses).run().search().prioritize());
    }
}
