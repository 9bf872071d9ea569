package jvsim.vm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DescriptorsTest {
    @Test
    void parseCountsSlotsAndKinds() {
        Descriptors.Sig s = Descriptors.parse("(IJ[[Ljava/lang/String;DLjava/lang/Object;[J)V");
        assertArrayEquals(new char[]{'I', 'J', 'L', 'D', 'L', 'L'}, s.argKinds);
        assertArrayEquals(new String[]{"I", "J", "[[Ljava/lang/String;", "D", "Ljava/lang/Object;", "[J"}, s.argTypes);
        assertEquals(1 + 2 + 1 + 2 + 1 + 1, s.slots);
        assertEquals('V', s.returnKind);
        Descriptors.Sig none = Descriptors.parse("()[I");
        assertEquals(0, none.slots);
        assertEquals('L', none.returnKind);
        assertEquals("[I", none.returnType);
    }

    @Test
    void javaNamesOfFieldTypes() {
        assertEquals("int[][]", Descriptors.javaName("[[I"));
        assertEquals("java.lang.String", Descriptors.javaName("Ljava/lang/String;"));
        assertEquals("a.B$C[]", Descriptors.javaName("[La/B$C;"));
        assertEquals("boolean", Descriptors.javaName("Z"));
        assertEquals("void", Descriptors.javaName("V"));
    }

    @Test
    void externalSignatureAsInHotSpotMessages() {
        assertEquals("java.lang.String a.B.m(int, long[], java.lang.Object)",
                Descriptors.externalSignature("a.B", "m", "(I[JLjava/lang/Object;)Ljava/lang/String;"));
        assertEquals("void X.run()", Descriptors.externalSignature("X", "run", "()V"));
    }

    @Test
    void typeEndAndClassConstantDescriptors() {
        String d = "[[Ljava/lang/String;IJ";
        assertEquals(20, Descriptors.typeEnd(d, 0));
        assertEquals(21, Descriptors.typeEnd(d, 20));
        assertEquals("La/B;", Descriptors.descriptorOf("a/B"));
        assertEquals("[I", Descriptors.descriptorOf("[I"));
    }
}
