package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import jvsim.search.Violation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** monitor and enforce (properties over method events) in the embedding API. */
class PropertiesApiTest {
    @TempDir
    static Path dir;
    static Path classes, spec;

    @BeforeAll
    static void compile() throws IOException {
        // t2 may stop the engine before t1 starts it
        classes = Javac.compile(dir, Map.of("Engine", "public class Engine { boolean on;"
                + " void start() { on = true; } void stop() { on = false; }"
                + " public static void main(String[] a) throws Exception { Engine e = new Engine();"
                + " Thread t1 = new Thread(() -> e.start(), \"t1\"), t2 = new Thread(() -> e.stop(), \"t2\");"
                + " t1.start(); t2.start(); t1.join(); t2.join(); assert !e.on : \"left on\"; } }"));
        spec = dir.resolve("engine.mop");
        Files.writeString(spec, "property StartStop(e)\n  event start end Engine.start this=e\n  event stop begin Engine.stop this=e\n  allow start stop\n");
    }

    @Test
    void monitorAndEnforce() {
        Report m = Jvsim.target("Engine").classpath(classes).monitor(spec).findAll(true).run();
        Violation v = m.violations().stream().filter(x -> x.kind == jvsim.vm.ViolationKind.PROPERTY_VIOLATION).findFirst().orElseThrow();
        assertEquals("property StartStop (allow (start stop)) violated for e=Engine@1 by the events stop@t2", v.message);
        assertEquals("StartStop", v.properties().get(0).property());
        assertTrue(m.toJson().contains("\"properties\": [{\"property\": \"StartStop\""), m.toJson());
        // enforced, t2 waits until t1 started the engine: it is always off at the end
        Report e = Jvsim.target("Engine").classpath(classes).enforce(spec).run();
        assertEquals(Verdict.NO_VIOLATION, e.verdict(), e.toJson());
        assertThrows(IllegalArgumentException.class, () -> Jvsim.target("Engine").monitor(dir.resolve("missing.mop")));
    }
}
