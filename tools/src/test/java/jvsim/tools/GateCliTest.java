package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import jvsim.embed.Javac;
import java.util.Map;

/** --gate from the command line: the JDK's StringBuffer.append(StringBuffer) race on every run. */
class GateCliTest {
    @TempDir
    static Path dir;
    static Path classes;
    static final String[] GATES = {
        "--gate=java.lang.Thread.run@truncater until java.lang.StringBuffer.length:exit@appender",
        "--gate=java.lang.AbstractStringBuilder.ensureCapacityInternal:exit@appender until java.lang.StringBuffer.setLength:exit@truncater"};

    @BeforeAll
    static void compile() throws Exception {
        classes = Javac.compile(dir, Map.of("Append", "public class Append { public static void main(String[] a) throws Exception {\n"
                + "  StringBuffer target = new StringBuffer(\"x\"), source = new StringBuffer(\"abc\");\n"
                + "  Thread ap = new Thread(() -> target.append(source), \"appender\"), tr = new Thread(() -> source.setLength(0), \"truncater\");\n"
                + "  ap.start(); tr.start(); ap.join(); tr.join();\n"
                + "  System.out.println(target.toString().replace(\"\\0\", \"?\")); } }\n"));
    }

    static CliTest.Result jvsim(String... args) {
        List<String> all = new ArrayList<>(List.of("-q", "-cp", classes.toString()));
        all.addAll(List.of(args));
        return CliTest.jvsim(all.toArray(new String[0]));
    }

    @Test
    void twoGatesReproduceTheStringBufferRace() {
        assertEquals("xabc\n", jvsim("--search=none", "Append").out());
        List<String> gated = new ArrayList<>(List.of("--search=none"));
        gated.addAll(List.of(GATES));
        gated.add("Append");
        for (int i = 0; i < 2; i++) assertEquals("x???\n", jvsim(gated.toArray(new String[0])).out());
    }

    @Test
    void badGatesAreUsageErrors() {
        CliTest.Result bad = jvsim("--gate=Append.main until", "Append");
        assertEquals(2, bad.status());
        assertEquals(List.of("jvsim: bad gate \"Append.main until\": expected a condition after 'until'"), bad.errLines());
        CliTest.Result missing = jvsim("--search=none", "--gate=Append.nosuch until opened x", "Append");
        assertEquals(2, missing.status());
        assertTrue(missing.err().startsWith("jvsim: gate location Append.nosuch not found"), missing.err());
    }
}
