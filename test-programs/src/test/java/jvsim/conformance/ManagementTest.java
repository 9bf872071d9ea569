package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Management features jvsim decides differently from HotSpot (the ones it implements as HotSpot
 * does are conformance programs: conformance.Management, conformance.ThreadManagement).
 */
class ManagementTest {
    /** dumpHeap writes no heap dump: the IOException the method declares, naming the native, and no file. */
    @Test
    void heapDumpIsRefusedNamingTheNative() {
        ConformanceTest.Result r = ConformanceTest.runInVm("management.HeapDump");
        assertEquals("java.io.IOException: jvsim: heap dumps are not supported (com.sun.management.internal.HotSpotDiagnostic.dumpHeap0)\n"
                + "file exists: false\n", r.stdout, r.stderr);
        assertEquals(0, r.status, r.stderr);
    }
}
