package jvsim.mop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The spec language: the examples read, bad specs give one line naming file and line. */
class SpecParserTest {
    static String error(String text) {
        return assertThrows(BadSpec.class, () -> SpecParser.parse("s.mop", text, false)).getMessage();
    }

    @Test
    void theExamplesRead() {
        for (String f : List.of("unsafe-iterator.mop", "producer-consumer.mop", "lock-protocol.mop", "connection.mop")) {
            List<Property> ps = SpecParser.read(Path.of("src", "test", "resources", "specs", f), true);
            assertEquals(1, ps.size(), f);
            assertEquals(true, ps.get(0).enforce(), f);
        }
        Property it = SpecParser.read(Path.of("src", "test", "resources", "specs", "unsafe-iterator.mop"), false).get(0);
        assertEquals(List.of("c", "i"), it.params());
        EventDecl create = it.events().get(0);
        assertEquals("java/util/Collection", create.className());
        assertEquals(List.of(EventDecl.THIS, EventDecl.RESULT).toString(), java.util.Arrays.toString(create.sources()));
        assertEquals(List.of("add", "remove", "clear"), it.events().get(1).methods());
    }

    @Test
    void fsmStatesAndTheImplicitViolation() {
        Property p = SpecParser.parse("s", "property L(l)\n event acq end a.L.lock this=l\n event rel begin a.L.unlock this=l\n"
                + " fsm\n  free: acq -> held\n  held: rel -> free\n", false).get(0);
        Dfa d = p.dfa();
        int held = d.next[0][d.event("acq")];
        assertEquals("held", d.names[held]);
        assertEquals(true, d.bad[d.next[held][d.event("acq")]]);
        assertEquals(true, d.bad[d.next[0][d.event("rel")]]);
    }

    @Test
    void badSpecsNameFileAndLine() {
        assertEquals("s.mop:1: expected 'property Name(params)' first, not 'event a begin X.m'", error("event a begin X.m\n"));
        assertEquals("s.mop:2: event a binds result, which only an end event has",
                error("property P(c)\n event a begin x.C.m result=c\n allow a\n"));
        assertEquals("s.mop:2: event a binds arg1: arguments bind at begin events only",
                error("property P(c)\n event a end x.C.m arg1=c\n allow a\n"));
        assertEquals("s.mop:1: property P uses event b, which it does not declare",
                error("property P(c)\n event a begin x.C.m this=c\n allow a b\n"));
        assertEquals("s.mop:1: no event of property P binds all its parameters (c, d): none would create a monitor",
                error("property P(c, d)\n event a begin x.C.m this=c\n event b begin x.C.n this=d\n allow a b\n"));
        assertEquals("s.mop:5: state held has two transitions for acq",
                error("property P(c)\n event acq begin x.C.m this=c\n fsm\n free: acq -> held\n held: acq -> free, acq -> held\n"));
        assertEquals("s.mop:1: state gone of property P is not described (add 'gone:')",
                error("property P(c)\n event a begin x.C.m this=c\n fsm\n s: a -> gone\n"));
        assertEquals("s.mop:2: expected Class.method (a class's binary name, then its methods separated by '|'), not 'm'",
                error("property P\n event a begin m\n allow a\n"));
        assertEquals("s.mop:4: property P has a formula already", error("property P\n event a begin x.C.m\n allow a\n forbid a\n"));
        assertEquals("s.mop: no property (expected 'property Name(params)')", error("# nothing\n"));
    }
}
