package jvsim.model;

import java.lang.management.MemoryUsage;

/**
 * Runs inside the VM in place of sun.management.MemoryImpl.getMemoryUsage0 (MemoryMXBean's heap and
 * non-heap usage), which HotSpot answers by constructing a MemoryUsage object.
 */
public final class MemoryUsages {
    private MemoryUsages() {}

    /**
     * The VM's one heap as Runtime sees it (committed: totalMemory, used: totalMemory - freeMemory,
     * max: maxMemory); the non-heap memory (classes, code) is the host's, outside the VM: none, and
     * no maximum.
     */
    public static MemoryUsage getMemoryUsage0(Object memoryImpl, boolean heap) {
        if (!heap) return new MemoryUsage(0, 0, 0, -1);
        Runtime rt = Runtime.getRuntime();
        long total = rt.totalMemory();
        return new MemoryUsage(total, total - rt.freeMemory(), total, rt.maxMemory());
    }
}
