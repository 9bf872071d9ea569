package jvsim.vm.gates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class GateSpecTest {
    @Test
    void plainGate() {
        GateSpec g = GateSpec.parse("java.lang.StringBuffer.append:exit@Thread-1#2 until p.Main.run:12 && opened go");
        assertEquals(new Location("java/lang/StringBuffer", "append", Location.EXIT, 0, "Thread-1", 2), g.at());
        assertEquals(List.of(new Location("p/Main", "run", Location.LINE, 12, null, 0)), g.passed());
        assertEquals(List.of("go"), g.opened());
    }

    @Test
    void quotedThreadAndGateNames() {
        GateSpec g = GateSpec.parse("p.Worker.step:7@\"pool-1 worker #2\"#3 until p.Main.run@\"a \\\"b\\\" c\\\\d\" && opened \"the gate\"");
        assertEquals(new Location("p/Worker", "step", Location.LINE, 7, "pool-1 worker #2", 3), g.at());
        assertEquals(List.of(new Location("p/Main", "run", Location.ENTRY, 0, "a \"b\" c\\d", 0)), g.passed());
        assertEquals(List.of("the gate"), g.opened());
    }

    @Test
    void badQuotes() {
        assertEquals("bad gate \"p.A.m@\"x until opened g\": unterminated quote",
                assertThrows(IllegalArgumentException.class, () -> GateSpec.parse("p.A.m@\"x until opened g")).getMessage());
        assertEquals("bad gate \"p.A.m@a\"b\" until opened g\": a quoted name must be quoted whole, found 'a\"b\"'",
                assertThrows(IllegalArgumentException.class, () -> GateSpec.parse("p.A.m@a\"b\" until opened g")).getMessage());
        assertEquals("bad gate \"\"p.A\".m until opened g\": only thread and gate names may be quoted, in '\"p.A\".m'",
                assertThrows(IllegalArgumentException.class, () -> GateSpec.parse("\"p.A\".m until opened g")).getMessage());
    }
}
