package jvsim.embed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class TargetTest {
    @Test
    void classAndMethodTargets() {
        Target main = Target.parse("pkg.Main");
        assertEquals("pkg.Main", main.className());
        assertNull(main.method());
        Target m = Target.parse("pkg.Outer$Inner#testIt");
        assertEquals("pkg.Outer$Inner", m.className());
        assertEquals("testIt", m.method());
    }

    @Test
    void rejectsFileNamesAndMalformedNames() {
        for (String bad : new String[] {"Main.class", "Main.java", "", "a..b", "1abc", "Main#", "Main#x y", "#m"})
            assertThrows(IllegalArgumentException.class, () -> Target.parse(bad), bad);
    }
}
