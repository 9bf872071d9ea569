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
 *
 * <p>Memory-mapped files (FileChannel.map) are regions of the same address space, page-aligned. A
 * shared mapping (READ_ONLY, READ_WRITE) holds no bytes of its own: it names an inode of the
 * {@link VirtualFs} and a file offset, and every load and store goes to that inode's contents, so
 * the file stays one piece of data: a store through the mapping is in the file at once, seen by the
 * next read of the file through any stream, channel or other mapping (as Linux's page cache shows
 * a MAP_SHARED store to read(2) at once), and a write to the file is seen by the next load through
 * the mapping. A PRIVATE mapping is a block with a copy of the file's bytes taken when it is mapped
 * (copy-on-write: its stores stay in it; whether later changes of the file show through a page it
 * has not written is unspecified by POSIX, here they never do). Like a SIGBUS or SIGSEGV that
 * HotSpot turns into an error, an access past the end of a file truncated since it was mapped (past
 * the page holding its last byte; the rest of that page reads zeros and drops stores) or a store
 * into a read-only mapping throws InternalError ("a fault occurred in an unsafe memory access").
 */
final class OffHeap extends KeptMementoState<OffHeap.State> {
    /** The first address handed out: above every Unsafe array offset and field cookie's slot, below 2^31 for a while. */
    static final long BASE = 0x4000_0000L;
    /** Addresses stay below this: 1 GiB of allocations per execution (freed blocks' addresses are not reused). */
    static final long LIMIT = 0x7fff_0000L;

    /** Mapped regions start on page boundaries (FileChannelImpl maps from a page-aligned file position). */
    static final long PAGE = 4096;
    /** What HotSpot's InternalError says for a fault in an Unsafe access (a SIGBUS of a truncated mapping, a SIGSEGV). */
    static final String FAULT = "a fault occurred in an unsafe memory access";

    /** A shared mapping of length bytes of inode ino from file offset offset; stores allowed when writable. */
    record Mapping(long ino, long offset, long length, boolean writable) { }

    /** The live blocks and shared mappings by address; a memento is a copy (never changed afterwards). */
    static final class State implements CopiedState.Data<State> {
        final TreeMap<Long, byte[]> blocks = new TreeMap<>();
        final TreeMap<Long, Mapping> mappings = new TreeMap<>();
        long next = BASE;

        @Override public State copy() {
            State s = new State();
            for (Map.Entry<Long, byte[]> e : blocks.entrySet()) s.blocks.put(e.getKey(), e.getValue().clone());
            s.mappings.putAll(mappings);
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
            for (Map.Entry<Long, Mapping> e : mappings.entrySet()) {
                Mapping m = e.getValue();
                sink.add(e.getKey());
                sink.add(m.ino());
                sink.add(m.offset());
                sink.add(m.length());
                sink.add(m.writable() ? 1 : 0);
            }
        }
    }

    private final Vm vm;

    private OffHeap(Vm vm) {
        super(new State());
        this.vm = vm;
    }

    static OffHeap of(Vm vm) { return vm.nativeState(OffHeap.class, OffHeap::new); }

    /** A new zero-filled block of bytes (Unsafe.allocateMemory: 0 for 0 bytes); its address. */
    long allocate(long bytes) {
        if (bytes == 0) return 0;
        if (bytes < 0 || bytes > Integer.MAX_VALUE - 64) throw new ThrowNew("java/lang/OutOfMemoryError", "Unable to allocate " + bytes + " bytes");
        long a = reserve(bytes, 16);
        change().blocks.put(a, new byte[(int) bytes]);
        return a;
    }

    /** The address of a new region of bytes bytes aligned to align (a power of two), with a gap after it. */
    private long reserve(long bytes, long align) {
        long a = (read().next + align - 1) & -align;
        // Op keys of off-heap locations are addresses, read as field slots by listeners of values: they stay below 2^31
        if (a + bytes > LIMIT) throw new ThrowNew("java/lang/OutOfMemoryError", "jvsim: off-heap address space exhausted (" + bytes + " bytes)");
        change().next = (a + bytes + 16 + 15) & ~15L;
        return a;
    }

    /**
     * mmap(2) of length bytes of inode ino from file offset (page-aligned): a shared mapping
     * (writable: READ_WRITE) or, private, a block with a copy of those bytes. Its address.
     */
    long map(long ino, long offset, long length, boolean writable, boolean privateCopy) {
        if (length <= 0 || length > Integer.MAX_VALUE) throw new ThrowNew("java/io/IOException", "Invalid argument");
        long a = reserve(length, PAGE);
        if (privateCopy) {
            byte[] copy = new byte[(int) length];
            VirtualFs.of(vm).mappedGet(ino, offset, copy, 0, copy.length);
            change().blocks.put(a, copy);
        } else {
            change().mappings.put(a, new Mapping(ino, offset, length, writable));
        }
        return a;
    }

    /** munmap(2) of the mapping at address (the whole of it, as FileChannelImpl unmaps): false when there is none. */
    boolean unmap(long address) {
        Mapping m = read().mappings.get(address);
        if (m != null) {
            change().mappings.remove(address);
            VirtualFs.of(vm).unmapped(m.ino());
            return true;
        }
        if (address < BASE || !read().blocks.containsKey(address)) return false;
        change().blocks.remove(address);
        return true;
    }

    /** Whether a shared mapping refers to inode ino (which the file system then keeps while it has no name). */
    boolean maps(long ino) {
        for (Mapping m : read().mappings.values()) if (m.ino() == ino) return true;
        return false;
    }

    /** The shared mapping holding [address, address + bytes), or null when that range is in a block (an error when in neither). */
    Mapping mappingAt(long address, long bytes) {
        Map.Entry<Long, Mapping> m = mapping(address, bytes);
        if (m == null) at(address, bytes);
        return m == null ? null : m.getValue();
    }

    /** Whether [address, address + bytes) lies in one block or mapping (msync's check). */
    boolean covers(long address, long bytes) {
        if (mapping(address, bytes) != null) return true;
        Map.Entry<Long, byte[]> e = read().blocks.floorEntry(address);
        return e != null && bytes >= 0 && address - e.getKey() + bytes <= e.getValue().length;
    }

    /** The shared mapping holding all of [address, address + bytes), or null. */
    private Map.Entry<Long, Mapping> mapping(long address, long bytes) {
        Map.Entry<Long, Mapping> m = read().mappings.floorEntry(address);
        return m != null && bytes >= 0 && address - m.getKey() + bytes <= m.getValue().length() ? m : null;
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

    /** Checks that [address, address + bytes) lies in one block or mapping (the search's location for it is the address, see UnsafeNatives). */
    void check(long address, long bytes) { mappingAt(address, bytes); }

    /** Reads width bytes (1, 2, 4 or 8) at address, little-endian, zero-extended. */
    long read(long address, int width) {
        byte[] b = new byte[width];
        get(address, b, 0, width);
        long v = 0;
        for (int k = width - 1; k >= 0; k--) v = v << 8 | (b[k] & 0xff);
        return v;
    }

    /** Writes the low width bytes of v at address, little-endian. */
    void write(long address, int width, long v) {
        byte[] b = new byte[width];
        for (int k = 0; k < width; k++, v >>>= 8) b[k] = (byte) v;
        put(address, b, 0, width);
    }

    /** Copies len bytes at address into host array dst from off. */
    void get(long address, byte[] dst, int off, int len) {
        Map.Entry<Long, Mapping> m = mapping(address, len);
        if (m != null) {
            VirtualFs.of(vm).mappedGet(m.getValue().ino(), m.getValue().offset() + address - m.getKey(), dst, off, len);
            return;
        }
        Map.Entry<Long, byte[]> e = at(address, len);
        System.arraycopy(e.getValue(), (int) (address - e.getKey()), dst, off, len);
    }

    /** Copies len bytes of host array src from off to address. */
    void put(long address, byte[] src, int off, int len) {
        Map.Entry<Long, Mapping> m = mapping(address, len);
        if (m != null) {
            if (!m.getValue().writable()) throw new ThrowNew("java/lang/InternalError", FAULT);
            VirtualFs.of(vm).mappedPut(m.getValue().ino(), m.getValue().offset() + address - m.getKey(), src, off, len);
            return;
        }
        Map.Entry<Long, byte[]> e = at(address, len);
        change();
        System.arraycopy(src, off, e.getValue(), (int) (address - e.getKey()), len);
    }

    /** Sets len bytes at address to value. */
    void fill(long address, long len, byte value) {
        if (mapping(address, len) != null) {
            byte[] b = new byte[(int) len];
            Arrays.fill(b, value);
            put(address, b, 0, b.length);
            return;
        }
        Map.Entry<Long, byte[]> e = at(address, len);
        change();
        int i = (int) (address - e.getKey());
        Arrays.fill(e.getValue(), i, i + (int) len, value);
    }
}
