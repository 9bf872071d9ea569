package jvsim.vm;

import static org.apache.bcel.Const.ACC_PUBLIC;
import static org.apache.bcel.Const.ACC_STATIC;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.apache.bcel.generic.ArrayType;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.FieldGen;
import org.apache.bcel.generic.Type;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Heap accounting against the bound: only reachable data counts, and no request can get past the bound. */
class HeapTest {
    @TempDir
    Path dir;
    Vm vm;
    VmClass longArray, objectArray;

    @BeforeEach
    void vmWithAOneMegabyteHeap() throws Exception {
        ClassGen holder = TestClasses.cls("Holder", "java.lang.Object", 0);
        holder.addField(new FieldGen(ACC_PUBLIC | ACC_STATIC, new ArrayType(Type.OBJECT, 1), "root", holder.getConstantPool()).getField());
        vm = new TestClasses(dir).write(holder).vm();
        vm.config.maxHeapBytes = 1 << 20;
        longArray = vm.classes.load("[J");
        objectArray = vm.classes.load("[Ljava/lang/Object;");
    }

    private static void assertOutOfMemory(Runnable allocation) {
        ThrowNew e = assertThrows(ThrowNew.class, allocation::run);
        assertEquals("java/lang/OutOfMemoryError", e.className);
        assertEquals("Java heap space", e.message);
    }

    @Test
    void garbageDoesNotCount() {
        for (int i = 0; i < 100; i++) vm.heap.newArray(longArray, 100_000 / 8); // 10 MB in all, none of it kept
        assertTrue(vm.heap.allocatedSinceCensus <= vm.config.maxHeapBytes);
    }

    @Test
    void reachableDataFillsTheHeap() {
        VmObject root = vm.heap.newArray(objectArray, 100);
        VmClass holder = vm.classes.load("Holder");
        holder.staticR[holder.declaredField("root", null).slot] = root;
        int kept = 0;
        try {
            while (kept < 100) root.r[kept++] = vm.heap.newArray(longArray, 100_000 / 8);
        } catch (ThrowNew e) {
            assertEquals("java/lang/OutOfMemoryError", e.className);
            kept--;
        }
        assertEquals(10, kept); // 10 x 100 kB fit in 1 MB, the 11th does not
        assertNull(root.r[kept]);
    }

    @Test
    void aSingleRequestLargerThanTheHeapFailsBeforeAllocating() {
        assertOutOfMemory(() -> vm.heap.newArray(longArray, Integer.MAX_VALUE - 8));
        assertOutOfMemory(() -> vm.heap.newArray(longArray, (1 << 20) / 8));
        assertTrue(vm.heap.allocatedSinceCensus < 1 << 20);
        assertEquals(1000, vm.heap.newArray(longArray, 1000).length); // smaller requests still succeed
    }

    @Test
    void multiDimensionalArraysAreChargedAsAWholeTree() {
        VmClass grid = vm.classes.load("[[[I");
        // 64 x 64 x 64 ints: each leaf is small, the tree (> 1 MB) is not
        assertOutOfMemory(() -> vm.heap.newMultiArray(grid, new int[]{64, 64, 64}));
        assertOutOfMemory(() -> vm.heap.newMultiArray(grid, new int[]{1 << 16, 1 << 16, 1 << 16}));
        VmObject partial = vm.heap.newMultiArray(grid, new int[]{3, 0});
        assertEquals(3, partial.length);
        assertEquals(0, partial.r[2].length);
        assertEquals(vm.classes.load("[[I"), partial.r[2].cls);
        VmObject full = vm.heap.newMultiArray(grid, new int[]{2, 2, 5});
        assertEquals(5, full.r[1].r[1].length);
        assertTrue(full.r[0].r[0] != full.r[1].r[1] && full.r[0] != full.r[1]);
    }

    @Test
    void treeBytesCountsEveryLevelAndSaturates() {
        VmClass ints2 = vm.classes.load("[[I");
        assertEquals((16 + 2 * 4) + 2 * (16 + 3 * 4), Heap.treeBytes(ints2, new int[]{2, 3}, 0));
        assertEquals(16 + 5 * 4, Heap.treeBytes(ints2, new int[]{5}, 0));
        assertEquals((16 + 7 * 4) + 7 * 16, Heap.treeBytes(ints2, new int[]{7, 0}, 0)); // seven empty int[]
        assertEquals(16, Heap.treeBytes(ints2, new int[]{0, 1000}, 0));
        VmClass longs4 = vm.classes.load("[[[[J");
        int big = Integer.MAX_VALUE;
        assertEquals(Long.MAX_VALUE, Heap.treeBytes(longs4, new int[]{big, big, big, big}, 0));
    }
}
