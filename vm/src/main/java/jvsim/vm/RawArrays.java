package jvsim.vm;

/** Reads and writes the bytes of host primitive arrays at any offset and width, little-endian. */
final class RawArrays {
    private RawArrays() {}

    static long read(Object arr, long byteOff, int width) {
        if (arr instanceof byte[] && width == 1) return ((byte[]) arr)[(int) byteOff];
        int esize = elementSize(arr);
        if (width == esize && byteOff % esize == 0) return element(arr, (int) (byteOff / esize));
        long v = 0;
        for (int i = width - 1; i >= 0; i--) v = (v << 8) | (byteAt(arr, byteOff + i, esize) & 0xff);
        return v;
    }

    static void write(Object arr, long byteOff, int width, long v) {
        int esize = elementSize(arr);
        if (width == esize && byteOff % esize == 0) { setElement(arr, (int) (byteOff / esize), v); return; }
        for (int i = 0; i < width; i++) setByteAt(arr, byteOff + i, esize, (byte) (v >>> (8 * i)));
    }

    private static int elementSize(Object a) {
        if (a instanceof byte[] || a instanceof boolean[]) return 1;
        if (a instanceof char[] || a instanceof short[]) return 2;
        if (a instanceof int[] || a instanceof float[]) return 4;
        return 8;
    }

    private static long element(Object a, int i) {
        if (a instanceof byte[]) return ((byte[]) a)[i];
        if (a instanceof boolean[]) return ((boolean[]) a)[i] ? 1 : 0;
        if (a instanceof char[]) return ((char[]) a)[i];
        if (a instanceof short[]) return ((short[]) a)[i];
        if (a instanceof int[]) return ((int[]) a)[i];
        if (a instanceof float[]) return Float.floatToRawIntBits(((float[]) a)[i]);
        if (a instanceof long[]) return ((long[]) a)[i];
        return Double.doubleToRawLongBits(((double[]) a)[i]);
    }

    private static void setElement(Object a, int i, long v) {
        if (a instanceof byte[]) ((byte[]) a)[i] = (byte) v;
        else if (a instanceof boolean[]) ((boolean[]) a)[i] = v != 0;
        else if (a instanceof char[]) ((char[]) a)[i] = (char) v;
        else if (a instanceof short[]) ((short[]) a)[i] = (short) v;
        else if (a instanceof int[]) ((int[]) a)[i] = (int) v;
        else if (a instanceof float[]) ((float[]) a)[i] = Float.intBitsToFloat((int) v);
        else if (a instanceof long[]) ((long[]) a)[i] = v;
        else ((double[]) a)[i] = Double.longBitsToDouble(v);
    }

    private static byte byteAt(Object a, long off, int esize) {
        long e = element(a, (int) (off / esize));
        return (byte) (e >>> (8 * (off % esize)));
    }

    private static void setByteAt(Object a, long off, int esize, byte b) {
        int i = (int) (off / esize);
        int shift = (int) (8 * (off % esize));
        long e = element(a, i);
        e = (e & ~(0xffL << shift)) | ((b & 0xffL) << shift);
        setElement(a, i, e);
    }
}
