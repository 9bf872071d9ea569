package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
// README:imports
import jvsim.embed.Jvsim;
import jvsim.embed.Report;
import jvsim.embed.Verdict;
import jvsim.embed.ViolationText;
import jvsim.search.Step;
import jvsim.search.Violation;
// README:imports-end
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the embedding example of docs/embedding.md, and checks that the page shows exactly this code and its imports. */
class ReadmeExampleTest {
    @TempDir
    Path dir;

    @Test
    void exampleFindsAndReplaysTheLostUpdate() throws IOException {
        Path classes = Javac.compile(dir, Map.of("Racy", """
                public class Racy {
                    static int x;
                    public static void main(String[] a) throws Exception {
                        Thread t1 = new Thread(() -> { int v = x; x = v + 1; });
                        Thread t2 = new Thread(() -> { int v = x; x = v + 1; });
                        t1.start(); t2.start(); t1.join(); t2.join();
                        assert x == 2 : "lost update: x = " + x;
                        System.out.println("x = " + x);
                    }
                }
                """));
        Path reportFile = dir.resolve("report.json");
        // README:begin
        Report report = Jvsim.target("Racy")
                .classpath(classes)  // directories and jars of the target
                .search("dpor").sched("shared")
                .maxExecutions(1000).maxTime(Duration.ofSeconds(30))
                .run();
        if (report.verdict() == Verdict.VIOLATION) {
            Violation v = report.violations().get(0);
            System.out.println(v.kind + " " + v.message);
            for (Step s : v.trace) if (!s.inJdk()) System.out.println(s);
            System.out.println(ViolationText.format(v));     // what the CLI prints
            Files.writeString(reportFile, report.toJson());  // the CLI's --report
            Report again = Jvsim.replay(report).run();       // the same execution once more
            System.out.println(again.violations().get(0).trace.size() + " steps replayed");
        }
        // README:end
        assertEquals(Verdict.VIOLATION, report.verdict());
        assertEquals("java.lang.AssertionError: lost update: x = 1", report.violations().get(0).message);
        assertTrue(Files.readString(dir.resolve("report.json")).contains("\"verdict\": \"violation\""));
    }

    @Test
    void readmeShowsThisCode() throws IOException {
        List<String> source = Files.readAllLines(Path.of("src/test/java/jvsim/embed/ReadmeExampleTest.java"));
        List<String> block = source.subList(source.indexOf("        // README:begin") + 1, source.indexOf("        // README:end"));
        String example = String.join("\n", block.stream().map(l -> l.length() > 8 ? l.substring(8) : l.strip()).toList());
        String imports = String.join("\n", source.subList(source.indexOf("// README:imports") + 1, source.indexOf("// README:imports-end")));
        String readme = Files.readString(Path.of("../docs/embedding.md"));
        String expected = "```java\n" + imports + "\n\n" + example + "\n```";
        assertTrue(readme.contains(expected), "docs/embedding.md's embedding example differs from:\n" + expected);
    }
}
