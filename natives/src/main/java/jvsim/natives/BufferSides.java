package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.Op;
import jvsim.vm.VmField;
import jvsim.vm.VmObject;
import jvsim.vm.WellKnown;
import jvsim.vm.natives.NativeCall;

/**
 * The fields of the java.nio.ByteBuffers a channel or socket native reads into or writes from, as
 * further sides ({@link Op#also}) of the native's I/O step: the native reads each buffer's position
 * and limit (a direct buffer's address), moves bytes between its position and limit, and advances
 * its position, all in that step. A buffer is not thread-safe, so another thread's access of those
 * fields in between is a race the search explores and the race detector reports. Buffers other
 * threads cannot see add nothing.
 */
final class BufferSides {
    private BufferSides() {}

    /**
     * While searching: chains onto base (the I/O step's operation; nothing when null) the accesses of
     * buffers[off..off+len), whose positions before the native moved bytes were positions: a read of
     * the limit and (direct) address, a write of the position when the buffer has room (a read when
     * it has none: nothing moves), and, unless arrays is false (the caller gave the array its own
     * side), the backing array's range between position and limit, written when the native fills
     * the buffers (fill), read when it drains them.
     */
    static void chain(NativeCall c, Op base, VmObject[] buffers, int off, int len, boolean fill, boolean arrays, int[] positions) {
        if (base == null) return;
        WellKnown k = c.vm.known;
        for (int i = off; i < off + len; i++) {
            VmObject b = buffers[i];
            if (b == null || !GuestMemory.mayStop(c.vm, b, false)) continue;
            int pos = positions[i - off], lim = k.bufferLimit.get(b);
            side(base, pos < lim ? Op.WRITE : Op.READ, b, k.bufferPosition.field());
            side(base, Op.READ, b, k.bufferLimit.field());
            VmObject hb = k.byteBufferHb.get(b);
            if (hb == null) side(base, Op.READ, b, k.bufferAddress.field());
            else if (arrays && pos < lim && GuestMemory.mayStop(c.vm, hb, false))
                base.chain(base.side(fill ? Op.WRITE : Op.READ, hb, Op.elementKey(k.byteBufferOffset.get(b) + pos), lim - pos, "byte[]", false));
        }
    }

    /**
     * After a native that ran past its I/O step's scheduling point (its operation: the executing
     * step's, or the one a region step absorbed; the buffers' sides chained onto it) moved its bytes:
     * the position side of each buffer whose position did not move (an end of file, nothing
     * available) is a read, as the native only read it. before: the positions as the native found them.
     */
    static void refine(NativeCall c, Op op, VmObject[] buffers, int off, int len, int[] before) {
        if (op == null) return;
        VmField position = c.vm.known.bufferPosition.field();
        for (int i = off; i < off + len; i++) {
            VmObject b = buffers[i];
            if (b == null || c.vm.known.bufferPosition.get(b) != before[i - off]) continue;
            for (Op s = op.also; s != null; s = s.also) if (s.obj == b && s.key == position.key) s.kind = Op.READ;
        }
    }

    /**
     * While searching, after an I/O native over buffers[off..off+len) returned (before: their
     * positions as it found them; null when not searching): when it stopped at its scheduling
     * point, the buffers' sides go with the pending operation; when it ran past it (granted, or
     * absorbed by a region step), with the operation it ran as, taken again from the state it ran in
     * and refined by what moved.
     */
    static void after(NativeCall c, VmObject[] buffers, int off, int len, boolean fill, int[] before) {
        if (before == null) return;
        if (c.thread.atPoint) {
            chain(c, c.thread.pending, buffers, off, len, fill, true, before);
            return;
        }
        Op op = c.thread.refineTarget;
        if (op == null) return;
        strip(c, op, buffers, off, len);
        chain(c, op, buffers, off, len, fill, true, before);
        refine(c, op, buffers, off, len, before);
    }

    /** Removes from op's chain of further sides those of buffers[off..off+len) and their arrays (as the scheduling point took them). */
    private static void strip(NativeCall c, Op op, VmObject[] buffers, int off, int len) {
        java.util.Set<VmObject> mine = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (int i = off; i < off + len; i++) {
            if (buffers[i] == null) continue;
            mine.add(buffers[i]);
            VmObject hb = c.vm.known.byteBufferHb.get(buffers[i]);
            if (hb != null) mine.add(hb);
        }
        Op last = op;
        for (Op s = op.also; s != null; s = s.also) {
            if (mine.contains(s.obj)) continue;
            last.also = s;
            last = s;
        }
        last.also = null;
    }

    /** The positions of buffers[off..off+len) (for {@link #refine}). */
    static int[] positions(NativeCall c, VmObject[] buffers, int off, int len) {
        int[] p = new int[len];
        for (int i = 0; i < len; i++) p[i] = buffers[off + i] == null ? 0 : c.vm.known.bufferPosition.get(buffers[off + i]);
        return p;
    }

    private static void side(Op base, int kind, VmObject b, VmField f) {
        base.chain(base.side(kind, b, f.key, 1, f.owner.javaName() + "." + f.name, false));
    }
}
