package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** imunitSchedule, imunitMode and gate in the embedding API. */
class ImunitAndGatesApiTest {
    @TempDir
    static Path dir;
    static Path classes;

    @BeforeAll
    static void compile() throws IOException {
        // the order of the two writes decides x; no IMUnit events needed for start@ and end@
        classes = Javac.compile(dir, Map.of("Writes", "public class Writes { static volatile int x;"
                + " public static void main(String[] a) throws Exception {"
                + " Thread t1 = new Thread(() -> x = 1, \"t1\"), t2 = new Thread(() -> x = 2, \"t2\");"
                + " t1.start(); t2.start(); t1.join(); t2.join(); assert x == 2 : \"x = \" + x; } }"));
    }

    @Test
    void schedulesAndModes() {
        Report ordered = Jvsim.target("Writes").classpath(classes).imunitSchedule("end@t1 -> start@t2").run();
        assertEquals(Verdict.NO_VIOLATION, ordered.verdict());
        Report reversed = Jvsim.target("Writes").classpath(classes).imunitSchedule("end@t2 -> start@t1").run();
        assertEquals("x = 1", reversed.violations().get(0).message.replace("java.lang.AssertionError: ", ""));
        assertEquals(1, reversed.stats().executions());
        Report checked = Jvsim.target("Writes").classpath(classes).imunitSchedule("end@t2 -> start@t1").imunitMode("check").findAll(true).run();
        assertTrue(checked.violations().stream().anyMatch(v -> v.kind == jvsim.vm.ViolationKind.SCHEDULE_VIOLATION), checked.toJson());
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Writes").imunitSchedule("-> x"));
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Writes").imunitMode("maybe"));
    }

    @Test
    void gates() {
        Report r = Jvsim.target("Writes").classpath(classes).gate("java.lang.Thread.run@t1 until java.lang.Thread.run:exit@t2").run();
        assertEquals("java.lang.AssertionError: x = 1", r.violations().get(0).message);
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Writes").gate("Writes.main"));
    }
}
