package jvsim.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ValuesTest {
    @Test
    void narrowTruncatesLikeTheStoreInstructions() {
        assertEquals(0, Values.narrow('Z', 2));
        assertEquals(1, Values.narrow('Z', 3));
        assertEquals(-128, Values.narrow('B', 128));
        assertEquals(44, Values.narrow('B', 300));
        assertEquals(65535, Values.narrow('C', -1));
        assertEquals(4464, Values.narrow('S', 70000));
        assertEquals(Integer.MIN_VALUE, Values.narrow('I', 1L << 31));
        assertEquals(1L << 40, Values.narrow('J', 1L << 40));
    }

    @Test
    void floatsAndDoublesKeepTheirExactBits() {
        float nanWithPayload = Float.intBitsToFloat(0x7fc00123);
        assertEquals(0x7fc00123, Float.floatToRawIntBits(Values.toFloat(Values.ofFloat(nanWithPayload))));
        assertEquals(0x80000000L, Values.ofFloat(-0f) & 0xffffffffL);
        assertEquals(Double.doubleToRawLongBits(-0d), Double.doubleToRawLongBits(Values.toDouble(Values.ofDouble(-0d))));
        double nan = Double.longBitsToDouble(0x7ff8000000000042L);
        assertEquals(0x7ff8000000000042L, Values.ofDouble(nan));
    }

    @Test
    void constantBitsOfEachKind() {
        assertEquals(-5, Values.constantBits(-5));
        assertEquals(Long.MIN_VALUE, Values.constantBits(Long.MIN_VALUE));
        assertEquals(Float.floatToRawIntBits(1.5f), Values.constantBits(1.5f));
        assertEquals(Double.doubleToRawLongBits(-2.25), Values.constantBits(-2.25));
    }
}
