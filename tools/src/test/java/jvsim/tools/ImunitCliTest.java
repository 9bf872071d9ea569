package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import jvsim.api.IMUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import jvsim.embed.Javac;
import java.util.Map;

/** --listener=imunit, --schedule and --imunit from the command line. */
class ImunitCliTest {
    @TempDir
    static Path dir;
    static Path classes;

    @BeforeAll
    static void compile() throws Exception {
        String api = Path.of(IMUnit.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        // two schedules: the first keeps the assertion, the second breaks it
        classes = Javac.compile(dir, Map.of("Order", "import static jvsim.api.IMUnit.fireEvent; import jvsim.api.Schedule;\n"
                + "public class Order { static volatile String first;\n"
                + "  @Schedule(\"aDone@ta -> b@tb\") @Schedule(\"bDone@tb -> a@ta\")\n"
                + "  public static void main(String[] x) throws Exception {\n"
                + "    Thread ta = new Thread(() -> { fireEvent(\"a\"); if (first == null) first = \"a\"; fireEvent(\"aDone\"); }, \"ta\");\n"
                + "    Thread tb = new Thread(() -> { fireEvent(\"b\"); if (first == null) first = \"b\"; fireEvent(\"bDone\"); }, \"tb\");\n"
                + "    ta.start(); tb.start(); ta.join(); tb.join();\n"
                + "    if (!\"a\".equals(first)) throw new AssertionError(\"b came first\"); } }\n"), "-cp", api);
    }

    static CliTest.Result jvsim(String... args) {
        List<String> all = new java.util.ArrayList<>(List.of("-cp", classes.toString()));
        all.addAll(List.of(args));
        return CliTest.jvsim(all.toArray(new String[0]));
    }

    @Test
    void eachAnnotatedScheduleIsItsOwnSearch() {
        CliTest.Result r = jvsim("--listener=imunit", "Order");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("b came first"), r.err());
        // the second schedule's search found it at once: the first one's executions came before
        assertTrue(r.err().contains("executions"), r.err());
    }

    @Test
    void scheduleOptionReplacesTheAnnotations() {
        CliTest.Result ok = jvsim("--schedule=aDone@ta -> b@tb", "Order");
        assertEquals(0, ok.status(), ok.err());
        CliTest.Result unsat = jvsim("--schedule=b@tb -> a@ta, a@ta -> b@tb", "--report=" + dir.resolve("r.json"), "Order");
        assertEquals(1, unsat.status(), unsat.err());
        assertTrue(unsat.err().contains("schedule-violation") && unsat.err().contains("unsatisfiable schedule"), unsat.err());
    }

    @Test
    void checkModeReportsTheBrokenSchedule() {
        CliTest.Result r = jvsim("--imunit=check", "--schedule=b@tb -> a@ta", "Order");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("schedule-violation"), r.err());
    }

    @Test
    void badScheduleOrModeIsAUsageError() {
        CliTest.Result bad = jvsim("--schedule=a -> ", "Order");
        assertEquals(2, bad.status(), bad.err());
        assertEquals(List.of("jvsim: bad schedule \"a ->\": expected an event name at column 6, found the end"), bad.errLines());
        CliTest.Result mode = jvsim("--imunit=strict", "Order");
        assertEquals(List.of("jvsim: unknown --imunit mode 'strict' (expected enforce or check)"), mode.errLines());
    }
}
