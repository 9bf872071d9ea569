package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import jvsim.embed.RunStats;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import jvsim.embed.Javac;

/** SIGTERM stops the jvsim command (in a process of its own) with its summary and a partial report. */
class InterruptTest {
    @TempDir
    static Path dir;
    static Path classes;

    @BeforeAll
    static void compileTargets() throws IOException {
        // 4 threads x 8 unsynchronized increments: far more interleavings than a test can explore
        classes = Javac.compile(dir, Map.of("Many", "public class Many { static volatile int x;"
                + " public static void main(String[] a) throws Exception { Thread[] ts = new Thread[4];"
                + " for (int i = 0; i < ts.length; i++) { ts[i] = new Thread(() -> { for (int k = 0; k < 8; k++) x++; }); ts[i].start(); }"
                + " for (Thread t : ts) t.join(); if (a.length > 0) assert x == 32 : \"x = \" + x; } }",
                // counting in a local: a loop that makes progress, never proven endless (see SpinLoops)
                "SpinForever", "public class SpinForever {\n    public static void main(String[] a) {\n        long n = 0; while (true) n++;\n    }\n}\n"));
    }

    /** Starts jvsim, waits for its progress line to show waitFor, sends SIGTERM, waits for the exit; returns the status. */
    private static int terminated(Path report, Path errFile, String waitFor, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss16m", "-cp", System.getProperty("java.class.path"), Cli.class.getName(),
                "--progress", "--report=" + report, "-cp", classes.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectError(errFile.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Files.readString(errFile, StandardCharsets.UTF_8).contains(waitFor)) {
                assertTrue(p.isAlive(), "jvsim ended early: " + Files.readString(errFile));
                assertTrue(System.nanoTime() < deadline, "no progress line");
                Thread.sleep(50);
            }
            p.destroy();  // SIGTERM
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "jvsim did not stop");
            return p.exitValue();
        } finally {
            p.destroyForcibly();
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void sigtermWithoutViolationWritesAPartialReportAndExits3() throws Exception {
        Path report = dir.resolve("limit.json"), err = dir.resolve("limit.err");
        // the estimate shows once an execution has ended (the line itself may show before, while the first one runs long)
        assertEquals(3, terminated(report, err, "estimate", "Many"));
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("limit", json.get("verdict"));
        assertEquals("interrupt", json.get("stoppedBy"));
        assertTrue((Long) ((Map<String, Object>) json.get("stats")).get("executions") > 0, json.toString());
        String text = Files.readString(err);
        // with how far the search had come by its estimate, e.g. "(~38% of ~32,000 estimated, ~2 min more)"
        Map<String, Object> stats = (Map<String, Object>) json.get("stats");
        long executions = (Long) stats.get("executions"), estimated = (Long) stats.get("estimatedExecutions");
        assertTrue(estimated >= executions, json.toString());
        assertTrue(text.contains("estimate"), "the progress line gives the estimate: " + text);
        int at = text.lastIndexOf("jvsim: interrupted after ");
        String last = at < 0 ? text : text.substring(at, text.length() - System.lineSeparator().length());
        assertTrue(at >= 0 && last.matches(java.util.regex.Pattern.quote("jvsim: interrupted after " + RunStats.count(executions, "execution"))
                + "( \\(((<1|~\\d+)% of ~[\\d,]+ estimated(, (<1 s|~\\d+ (s|min|h|days)) more)?|estimate not settled yet: ~[\\d,]+ so far"
                + "|estimate not settled: ~[\\d,]+ to ~[\\d,]+ over the last half)\\))?, no violation found") && text.endsWith(System.lineSeparator()), text);
        assertFalse(text.contains("\tat "), "no host stack trace: " + text);
    }

    @Test
    @SuppressWarnings("unchecked")
    void sigtermKeepsTheViolationsFoundAndExits1() throws Exception {
        Path report = dir.resolve("found.json"), err = dir.resolve("found.err");
        assertEquals(1, terminated(report, err, " violation", "--find-all", "Many", "check"));
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("violation", json.get("verdict"));
        assertEquals("interrupt", json.get("stoppedBy"));
        List<Object> vs = (List<Object>) json.get("violations");
        assertFalse(vs.isEmpty());
        String text = Files.readString(err);
        for (Object v : vs) assertTrue(text.contains(((Map<String, Object>) v).get("message").toString()), text);
        assertTrue(text.contains("jvsim: " + vs.size() + " violation"), text);
    }

    /**
     * SIGTERM during the first execution of a program that never ends: the progress line showed it
     * running, and the stop names the thread, where it spins and that it touches nothing shared.
     */
    @Test
    @SuppressWarnings("unchecked")
    void sigtermDuringAnEndlessExecutionNamesTheSpinningThread() throws Exception {
        Path report = dir.resolve("spin.json"), err = dir.resolve("spin.err");
        assertEquals(3, terminated(report, err, "execution 1 running for", "SpinForever"));
        String text = Files.readString(err);
        assertTrue(text.contains("\n  \"main\" RUNNABLE at SpinForever.main(SpinForever.java:3): spinning with no shared access (each of its last "), text);
        assertTrue(text.endsWith("      at SpinForever.main(SpinForever.java:3)" + System.lineSeparator()
                + "jvsim: interrupted after 0 executions, no violation found" + System.lineSeparator()), text);
        Map<String, Object> json = (Map<String, Object>) JsonTree.parse(Files.readString(report));
        assertEquals("interrupt", json.get("stoppedBy"));
        Map<String, Object> main = ((List<Map<String, Object>>) ((Map<String, Object>) json.get("stoppedExecution")).get("threads")).get(0);
        assertEquals("spinning", main.get("activity"));
    }
}
