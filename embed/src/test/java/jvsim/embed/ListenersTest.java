package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import jvsim.listeners.imunit.ImunitListener;
import jvsim.mop.MopListener;
import jvsim.vm.ExecutionListener;
import org.junit.jupiter.api.Test;

/** Listeners' typed options, made from the options given by name as the CLI, the API and the JSON report hold them. */
class ListenersTest {
    @SuppressWarnings("unchecked")
    static <O extends Record> O options(String listener, Map<String, List<String>> given) {
        return Listeners.configure((ExecutionListener.Provider<O>) Listeners.find(listener), given);
    }

    @Test
    void eachListenerTakesTheOptionsItsRecordNames() {
        Map<String, List<String>> given = Map.of("schedule", List.of("[a@t1] -> b@main", "c@main -> d@t1"), "imunit", List.of("enforce", "check"),
                "monitor", List.of("m.mop"));
        assertEquals(new ImunitListener.Options(List.of("[a@t1] -> b@main", "c@main -> d@t1"), "check"), options("imunit", given), "a String option: the last value");
        assertEquals(new MopListener.Options(List.of("m.mop"), List.of()), options("mop", given), "a List option: every value, none is empty");
        assertEquals(new ExecutionListener.NoOptions(), options("race", given));
        ImunitListener.Options none = options("imunit", Map.of());
        assertNull(none.imunit());
        assertEquals(List.of(), none.schedule());
    }

    @Test
    void badValuesAreRefusedInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Listeners.create(List.of("imunit"), Map.of("imunit", List.of("sometimes")), 0));
        assertEquals("unknown --imunit mode 'sometimes' (expected enforce or check)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Listeners.create(List.of("mop"), Map.of(), 0));
        assertTrue(e.getMessage().startsWith("--listener=mop needs a property spec"), e.getMessage());
    }
}
