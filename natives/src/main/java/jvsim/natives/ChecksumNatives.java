package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.util.zip.CRC32 and Adler32 natives (zlib's crc32 and adler32: the checksum so far goes in,
 * the updated one comes out). The direct-buffer variants are not registered: the VM has no off-heap
 * memory, so there are no direct buffers to pass.
 */
final class ChecksumNatives {
    private ChecksumNatives() {}

    /** CRC-32 (ISO-HDLC, reflected polynomial 0xEDB88320) remainder of each byte value. */
    private static final int[] CRC_TABLE = new int[256];
    /** Adler-32 modulus: the largest prime below 2^16. */
    private static final int ADLER_BASE = 65521;

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            CRC_TABLE[n] = c;
        }
    }

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives crc = reg.forClass("java/util/zip/CRC32");
        crc.add("update", "(II)I", c -> c.ret(crc32(c.i(0), new byte[]{(byte) c.i(1)}, 0, 1)));
        crc.add("updateBytes0", "(I[BII)I", c -> c.ret(crc32(c.i(0), bytes(c), c.i(2), c.i(3))));
        NativeRegistry.ClassNatives adler = reg.forClass("java/util/zip/Adler32");
        adler.add("update", "(II)I", c -> c.ret(adler32(c.i(0), new byte[]{(byte) c.i(1)}, 0, 1)));
        adler.add("updateBytes", "(I[BII)I", c -> c.ret(adler32(c.i(0), bytes(c), c.i(2), c.i(3))));
    }

    /** The byte[] argument (parameter 1), bounds already checked by the Java caller. */
    private static byte[] bytes(NativeCall c) {
        VmObject b = c.o(1);
        if (b == null) throw new ThrowNew("java/lang/NullPointerException", null);
        if (c.i(2) < 0 || c.i(3) < 0 || c.i(2) + c.i(3) > b.length) throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", null);
        return (byte[]) GuestMemory.hostArray(b);
    }

    static int crc32(int crc, byte[] b, int off, int len) {
        int c = ~crc;
        for (int i = off; i < off + len; i++) c = CRC_TABLE[(c ^ b[i]) & 0xff] ^ (c >>> 8);
        return ~c;
    }

    static int adler32(int adler, byte[] b, int off, int len) {
        int a = adler & 0xffff, s = adler >>> 16;
        for (int i = off; i < off + len; i++) {
            a = (a + (b[i] & 0xff)) % ADLER_BASE;
            s = (s + a) % ADLER_BASE;
        }
        return (s << 16) | a;
    }
}
