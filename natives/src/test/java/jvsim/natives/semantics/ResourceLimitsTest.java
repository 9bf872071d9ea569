package jvsim.natives.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import jvsim.natives.semantics.TargetProgram.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The target's stack depth and heap bound: exceeding them throws catchable errors in the target, never in the host. */
class ResourceLimitsTest {
    @TempDir
    static Path dir;
    static TargetProgram targets;

    @BeforeAll
    static void compile() throws Exception {
        targets = TargetProgram.compile(dir, "StackDepth", "OutOfMemory");
    }

    @Test
    void stackOverflowIsCatchableReleasesMonitorsAndTheProgramGoesOn() throws Exception {
        Run run = targets.sameAsHost("StackDepth");
        run.hasLine("caught java.lang.StackOverflowError, deep true");
        run.hasLine("caught again, deep true");
        run.hasLine("synchronized method, lock released true");
        run.hasLine("another thread takes both locks");
        run.hasLine("in a static initializer: java.lang.StackOverflowError");
        run.hasLine("afterwards: java.lang.NoClassDefFoundError: Could not initialize class StackDepth$DeepInit");
        run.hasLine("still running");
    }

    @Test
    void exceedingTheHeapBoundIsACatchableOutOfMemoryError() {
        // the host's heap is far larger than 64 MB: a huge array the VM let through would be allocated (or fail) in the host
        Run run = targets.vm("OutOfMemory", cfg -> cfg.maxHeapBytes = 64L << 20);
        // what java -Xmx64m prints
        assertEquals("filled the heap: true, java.lang.OutOfMemoryError: Java heap space\n"
                + "allocating again after freeing: 131072\n"
                + "huge array: java.lang.OutOfMemoryError: Java heap space\n"
                + "huge multi-dimensional array: java.lang.OutOfMemoryError: Java heap space\n"
                + "string doubling: java.lang.OutOfMemoryError\n"
                + "done\n", run.stdout(), run.stderr());
        assertEquals(0, run.status());
    }
}
