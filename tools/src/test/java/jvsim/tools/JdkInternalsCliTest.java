package jvsim.tools;

import static jvsim.tools.CliTest.assertOneJvsimLine;
import static jvsim.tools.CliTest.jvsim;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import jvsim.embed.Javac;
import java.util.Map;

/** --jdk-internals: the two ways of exploring java.util.concurrent, in the report and in replays. */
class JdkInternalsCliTest {
    @TempDir
    static Path dir;
    static Path classes;

    @BeforeAll
    static void compileTarget() throws IOException {
        classes = Javac.compile(dir, Map.of("MapLost", "import java.util.concurrent.ConcurrentHashMap;\n"
                + "public class MapLost { public static void main(String[] a) throws Exception {\n"
                + " ConcurrentHashMap<String, Integer> m = new ConcurrentHashMap<>(java.util.Map.of(\"k\", 0));\n"
                + " java.util.concurrent.ConcurrentLinkedQueue<Integer> q = new java.util.concurrent.ConcurrentLinkedQueue<>();\n"
                + " Runnable inc = () -> { q.offer(1); m.put(\"k\", m.get(\"k\") + 1); };\n"
                + " Thread t1 = new Thread(inc), t2 = new Thread(inc); t1.start(); t2.start(); t1.join(); t2.join();\n"
                + " if (m.get(\"k\") != 2) throw new IllegalStateException(\"lost update: \" + m.get(\"k\")); } }\n"));
    }

    @Test
    void bothModesFindTheBugAndTheReportSaysWhichRan() throws IOException {
        for (String mode : List.of("atomic", "full")) {
            Path report = dir.resolve(mode + ".json");
            CliTest.Result r = jvsim("--jdk-internals=" + mode, "--report=" + report, "-cp", classes.toString(), "MapLost");
            assertEquals(1, r.status(), mode + ": " + r.err());
            String json = Files.readString(report);
            assertTrue(json.contains("lost update: 1"), json);
            assertTrue(json.contains("\"jdkInternals\": \"" + mode + "\""), json);
            // the replay explores as the report's search did
            CliTest.Result replay = jvsim("--replay=" + report, "-cp", classes.toString(), "MapLost");
            assertEquals(1, replay.status(), mode + " replay: " + replay.err());
            assertTrue(replay.err().contains("lost update: 1"), replay.err());
        }
    }

    @Test
    void theAtomicModeNeedsFewerExecutions() throws IOException {
        long[] executions = new long[2];
        int i = 0;
        for (String mode : List.of("atomic", "full")) {
            Path report = dir.resolve("all-" + mode + ".json");
            assertEquals(1, jvsim("--jdk-internals=" + mode, "--find-all", "--report=" + report, "-cp", classes.toString(), "MapLost").status());
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"executions\": (\\d+)").matcher(Files.readString(report));
            assertTrue(m.find());
            executions[i++] = Long.parseLong(m.group(1));
        }
        assertTrue(executions[0] < executions[1], "atomic " + executions[0] + ", full " + executions[1]);
    }

    @Test
    void anUnknownModeIsAUsageError() {
        CliTest.Result r = jvsim("--jdk-internals=sometimes", "-cp", classes.toString(), "MapLost");
        assertEquals(2, r.status(), r.err());
        assertOneJvsimLine(r);
        assertTrue(r.err().contains("unknown --jdk-internals mode 'sometimes' (expected atomic or full)"), r.err());
    }
}
