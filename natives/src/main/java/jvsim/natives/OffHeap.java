package jvsim.natives;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import jvsim.vm.CopiedState;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;

/**
 * The target's off-heap memory (Unsafe.allocateMemory and what the JDK builds on it: direct
 * buffers, sun.nio.ch.NativeSocketAddress), host-side blocks of bytes at addresses the VM hands
 * out, a state component of the VM (saved with snapshots and checkpoints, restored, hashed), so
 * what one interleaving stored off the heap is seen by that interleaving only. Addresses are
 * little-endian byte addresses starting at {@link #BASE}, 16-byte aligned, with a gap after every
 * block; an access that is not inside one live block throws InternalError (where the host would
 * crash or read garbage). Unsafe's natives reach it with a null base object ({@link UnsafeNatives}).
 */
final class OffHeap extends KeptMementoState<OffHeap.State> {
    /** The first address handed out: above every Unsafe array offset and field cookie's slot, below 2^31 for a while. */
    static final long BASE = 0x4000_0000L;
    /** Addresses stay below this: 1 GiB of allocations per execution (freed blocks' addresses are not reused). */
    static final long LIMIT = 0x7fff_0000L;

    /** The live blocks by address; a memento is a copy (never changed afterwards). */
    static final class State implements CopiedState.Data<State> {
        final TreeMap<Long, byte[]> blocks = new TreeMap<>();
        long next = BASE;

        @Override public State copy() {
            State s = new State();
            for (Map.Entry<Long, byte[]> e : blocks.entrySet()) s.blocks.put(e.getKey(), e.getValue().clone());
            s.next = next;
            return s;
        }

        @Override public void hash(Sink sink) {
            sink.add(next);
            for (Map.Entry<Long, byte[]> e : blocks.entrySet()) {
                sink.add(e.getKey());
                sink.add(e.getValue().length);
                sink.add(Arrays.hashCode(e.getValue()));
            }
        }
    }

    private OffHeap(Vm vm) { super(new State()); }

    static OffHeap of(Vm vm) { return vm.nativeState(OffHeap.class, OffHeap::new); }

    /** A new zero-filled block of bytes (Unsafe.allocateMemory: 0 for 0 bytes); its address. */
    long allocate(long bytes) {
        if (bytes == 0) return 0;
        if (bytes < 0 || bytes > Integer.MAX_VALUE - 64) throw new ThrowNew("java/lang/OutOfMemoryError", "Unable to allocate " + bytes + " bytes");
        long a = read().next;
        // Op keys of off-heap locations are addresses, read as field slots by listeners of values: they stay below 2^31
        if (a + bytes > LIMIT) throw new ThrowNew("java/lang/OutOfMemoryError", "jvsim: off-heap address space exhausted (" + bytes + " bytes)");
        State state = change();
        state.blocks.put(a, new byte[(int) bytes]);
        state.next = (a + bytes + 16 + 15) & ~15L;
        return a;
    }

    /** Unsafe.reallocateMemory: a new block with the old one's bytes (as many as fit), the old one freed. */
    long reallocate(long address, long bytes) {
        if (address == 0) return allocate(bytes);
        byte[] old = block(address);
        long a = allocate(bytes);
        if (a != 0) System.arraycopy(old, 0, change().blocks.get(a), 0, (int) Math.min(old.length, bytes));
        free(address);
        return a;
    }

    /** Unsafe.freeMemory: address must be a live block's (0 is nothing). */
    void free(long address) {
        if (address == 0) return;
        block(address);
        change().blocks.remove(address);
    }

    private byte[] block(long address) {
        byte[] b = read().blocks.get(address);
        if (b == null) throw new ThrowNew("java/lang/InternalError", "jvsim: no off-heap block at 0x" + Long.toHexString(address));
        return b;
    }

    /** The block holding [address, address + bytes) and the index of address in it; throws when none does. */
    private Map.Entry<Long, byte[]> at(long address, long bytes) {
        Map.Entry<Long, byte[]> e = read().blocks.floorEntry(address);
        if (e == null || bytes < 0 || address - e.getKey() + bytes > e.getValue().length)
            throw new ThrowNew("java/lang/InternalError", "jvsim: off-heap access of " + bytes + " bytes at 0x" + Long.toHexString(address) + " outside every allocated block");
        return e;
    }

    /** The block of address (the start of the location the search uses for it, see UnsafeNatives), checking [address, address + bytes). */
    long blockOf(long address, long bytes) { return at(address, bytes).getKey(); }

    /** Reads width bytes (1, 2, 4 or 8) at address, little-endian, zero-extended. */
    long read(long address, int width) {
        Map.Entry<Long, byte[]> e = at(address, width);
        byte[] b = e.getValue();
        int i = (int) (address - e.getKey());
        long v = 0;
        for (int k = width - 1; k >= 0; k--) v = v << 8 | (b[i + k] & 0xff);
        return v;
    }

    /** Writes the low width bytes of v at address, little-endian. */
    void write(long address, int width, long v) {
        Map.Entry<Long, byte[]> e = at(address, width);
        change();
        byte[] b = e.getValue();
        int i = (int) (address - e.getKey());
        for (int k = 0; k < width; k++, v >>>= 8) b[i + k] = (byte) v;
    }

    /** Copies len bytes at address into host array dst from off. */
    void get(long address, byte[] dst, int off, int len) {
        Map.Entry<Long, byte[]> e = at(address, len);
        System.arraycopy(e.getValue(), (int) (address - e.getKey()), dst, off, len);
    }

    /** Copies len bytes of host array src from off to address. */
    void put(long address, byte[] src, int off, int len) {
        Map.Entry<Long, byte[]> e = at(address, len);
        change();
        System.arraycopy(src, off, e.getValue(), (int) (address - e.getKey()), len);
    }

    /** Sets len bytes at address to value. */
    void fill(long address, long len, byte value) {
        Map.Entry<Long, byte[]> e = at(address, len);
        change();
        int i = (int) (address - e.getKey());
        Arrays.fill(e.getValue(), i, i + (int) len, value);
    }
}
