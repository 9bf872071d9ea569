package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import jvsim.embed.Javac;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --monitor and --enforce (properties over method events) from the command line. */
class MopCliTest {
    @TempDir
    static Path dir;
    static Path classes, spec;

    @BeforeAll
    static void compile() throws Exception {
        // the worker may use the connection before main opens it
        classes = Javac.compile(dir, Map.of("Conn", "public class Conn {\n"
                + "  boolean open; int uses;\n"
                + "  void open() { open = true; }\n"
                + "  void use() { if (!open) throw new IllegalStateException(\"not open\"); uses++; }\n"
                + "  void close() { open = false; }\n"
                + "  public static void main(String[] x) throws Exception {\n"
                + "    Conn c = new Conn();\n"
                + "    Thread w = new Thread(() -> c.use(), \"worker\");\n"
                + "    w.start(); c.open(); w.join(); c.close(); } }\n"));
        spec = dir.resolve("conn.mop");
        Files.writeString(spec, "# opened before use, not used after close\n"
                + "property Connection(c)\n"
                + "  event open  end   Conn.open   this=c\n"
                + "  event use   begin Conn.use    this=c\n"
                + "  event close begin Conn.close  this=c\n"
                + "  allow open use* close\n");
    }

    static CliTest.Result jvsim(String... args) {
        List<String> all = new java.util.ArrayList<>(List.of("-cp", classes.toString()));
        all.addAll(List.of(args));
        return CliTest.jvsim(all.toArray(new String[0]));
    }

    @Test
    void monitorReportsThePropertyViolationInTextJsonAndHtml() throws Exception {
        Path json = dir.resolve("m.json"), html = dir.resolve("m.html");
        CliTest.Result r = jvsim("--monitor=" + spec, "--report=" + json, "--html=" + html, "Conn");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("property-violation in thread \"worker\": property Connection (allow (open (use* close))) violated"
                + " for c=Conn@1 by the events use@worker"), r.err());
        assertTrue(r.err().contains("event begin Conn.use"), r.err());
        String report = Files.readString(json);
        assertTrue(report.contains("\"kind\": \"property-violation\""), report);
        assertTrue(report.contains("by the events use@worker"), report);
        assertTrue(report.contains("\"properties\": [{\"property\": \"Connection\", \"formula\": \"allow (open (use* close))\", \"binding\": [{\"parameter\": \"c\", \"object\": \"Conn@1\"}],"
                + " \"events\": [{\"event\": \"use\", \"thread\": \"worker\", \"call\": \"begin Conn.use\"}]}]"), report);
        String page = Files.readString(html);
        assertTrue(page.contains("property-violation") && page.contains("<table class=\"property\">"), page);
        assertTrue(page.contains("<li>use in \"worker\" (begin Conn.use)</li>"), page);
        // the report records the spec: a replay without a target monitors it again
        CliTest.Result again = CliTest.jvsim("--replay=" + json);
        assertEquals(1, again.status(), again.err());
        assertTrue(again.err().contains("property-violation in thread \"worker\""), again.err());
    }

    @Test
    void enforceHoldsTheWorkerUntilTheConnectionIsOpen() {
        CliTest.Result r = jvsim("--enforce=" + spec, "Conn");
        assertEquals(0, r.status(), r.err());
        // without it the worker's use before open throws
        CliTest.Result free = jvsim("Conn");
        assertEquals(1, free.status(), free.err());
        assertTrue(free.err().contains("not open"), free.err());
    }

    @Test
    void enforcementComposesWithOtherSearches() {
        for (String search : List.of("dfs", "bfs", "random", "pct", "icb", "surw", "causal")) {
            CliTest.Result r = jvsim("--enforce=" + spec, "--search=" + search, "--max-executions=50", "Conn");
            assertTrue(r.status() == 0 || r.status() == 3, search + ": " + r.err());
            assertTrue(!r.err().contains("not open"), search + ": " + r.err());
            CliTest.Result m = jvsim("--monitor=" + spec, "--search=" + search, "--max-executions=200", "Conn");
            assertEquals(1, m.status(), search + ": " + m.err());
            assertTrue(m.err().contains("property-violation"), search + ": " + m.err());
        }
    }

    @Test
    void aBadSpecIsOneLineAndStatus2() throws Exception {
        Path bad = dir.resolve("bad.mop");
        Files.writeString(bad, "property P(c)\n  event a begin Conn.use this=d\n  allow a*\n");
        CliTest.Result r = jvsim("--monitor=" + bad, "Conn");
        assertEquals(2, r.status(), r.err());
        assertEquals(List.of("jvsim: " + bad + ":2: event a binds d, which is no parameter of property P (its parameters: c)"), r.errLines());
        Files.writeString(bad, "property P(c)\n  event a begin Conn.use this=c\n  allow a (b\n");
        CliTest.Result ere = jvsim("--enforce=" + bad, "Conn");
        assertEquals(2, ere.status(), ere.err());
        assertEquals(List.of("jvsim: " + bad + ":3: missing ')' at the end of \"a (b\""), ere.errLines());
        CliTest.Result missing = jvsim("--monitor=" + dir.resolve("none.mop"), "Conn");
        assertEquals(2, missing.status(), missing.err());
        assertEquals(1, missing.errLines().size(), missing.err());
        assertTrue(missing.errLines().get(0).startsWith("jvsim: cannot read property spec "), missing.err());
    }
}
