package jvsim.model;

import java.nio.ByteBuffer;

/**
 * Runs inside the VM in place of jdk.internal.perf.Perf's counter natives (ZipFile, class loading
 * and URLClassPath count into them). HotSpot hands out direct buffers over its shared performance
 * memory; here every counter is a heap buffer of its own that nothing else reads.
 */
public final class PerfCounters {
    private PerfCounters() {}

    /** Perf.createLong(name, variability, units, value): an 8-byte counter holding value. */
    public static ByteBuffer createLong(Object perf, String name, int variability, int units, long value) {
        return ByteBuffer.allocate(8).putLong(0, value);
    }

    /** Perf.createByteArray(name, variability, units, value, maxLength). */
    public static ByteBuffer createByteArray(Object perf, String name, int variability, int units, byte[] value, int maxLength) {
        return ByteBuffer.allocate(Math.max(maxLength, value.length)).put(0, value);
    }
}
