package jvsim.natives;

import jvsim.vm.GuestMemory;
import java.util.HashMap;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.util.zip.Inflater and Deflater natives (zlib; used for zip and gzip streams and the JDK's
 * packed data such as Character.getName's). Each guest stream is backed by a host Inflater or
 * Deflater, the same zlib; the guest's "address" is a per-VM handle. The zlib stream state lives in
 * the host, so it is not part of the target's heap. Direct-buffer variants are absent: the VM has no
 * off-heap memory.
 */
final class ZlibNatives {
    private ZlibNatives() {}

    /** The host inflaters and deflaters of one VM by handle. */
    private static final class Streams {
        final Map<Long, Inflater> byHandle = new HashMap<>();
        final Map<Long, Deflater> deflaters = new HashMap<>();
        long next = 1;
    }

    /** zlib's Z_FINISH, the flush mode Deflater passes once finish() was called. */
    static final int FINISH = 4;

    static void register(NativeRegistry reg) {
        registerDeflater(reg);
        NativeRegistry.ClassNatives r = reg.forClass("java/util/zip/Inflater");
        r.add("initIDs", "()V", c -> { });
        r.add("init", "(Z)J", c -> {
            Streams s = streams(c.vm);
            long h = s.next++;
            s.byHandle.put(h, new Inflater(c.z(0)));
            c.ret(h);
        });
        r.add("setDictionary", "(J[BII)V", c -> {
            VmObject b = c.o(1);
            inflater(c, c.j(0)).setDictionary((byte[]) GuestMemory.hostArray(b), c.i(2), c.i(3));
        });
        r.add("inflateBytesBytes", "(J[BII[BII)J", ZlibNatives::inflate);
        r.add("getAdler", "(J)I", c -> c.ret(inflater(c, c.j(0)).getAdler()));
        r.add("reset", "(J)V", c -> inflater(c, c.j(0)).reset());
        r.add("end", "(J)V", c -> {
            Inflater inf = streams(c.vm).byHandle.remove(c.j(0));
            if (inf != null) inf.end();
        });
    }

    static void registerDeflater(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("java/util/zip/Deflater");
        r.add("init", "(IIZ)J", c -> {
            Streams s = streams(c.vm);
            Deflater d = new Deflater(c.i(0), c.z(2));
            d.setStrategy(c.i(1));
            long h = s.next++;
            s.deflaters.put(h, d);
            c.ret(h);
        });
        r.add("setDictionary", "(J[BII)V", c -> deflater(c, c.j(0)).setDictionary((byte[]) GuestMemory.hostArray(c.o(1)), c.i(2), c.i(3)));
        r.add("deflateBytesBytes", "(J[BII[BIIII)J", ZlibNatives::deflate);
        r.add("getAdler", "(J)I", c -> c.ret(deflater(c, c.j(0)).getAdler()));
        r.add("reset", "(J)V", c -> deflater(c, c.j(0)).reset());
        r.add("end", "(J)V", c -> {
            Deflater d = streams(c.vm).deflaters.remove(c.j(0));
            if (d != null) d.end();
        });
    }

    private static Deflater deflater(NativeCall c, long handle) {
        Deflater d = streams(c.vm).deflaters.get(handle);
        if (d == null) throw new ThrowNew("java/lang/NullPointerException", "Deflater has been closed");
        return d;
    }

    /**
     * Deflates with the guest's flush mode and pending parameters (bit 0: set them, bits 1-2 strategy,
     * bits 3-31 level); the result packs as for inflate, bit 62 finished. The host Deflater applies the
     * parameters itself as soon as it can, so bit 63 (parameters still pending) is never reported.
     */
    private static void deflate(NativeCall c) {
        Deflater d = deflater(c, c.j(1));
        int inOff = c.i(3), inLen = c.i(4), outOff = c.i(6), outLen = c.i(7), flush = c.i(8), params = c.i(9);
        if (c.stopAtCopy(c.o(2), inOff, inLen, c.o(5), outOff, outLen)) return; // reads the input range, fills the output range
        byte[] in = (byte[]) GuestMemory.hostArray(c.o(2)), out = (byte[]) GuestMemory.hostArrayToFill(c.o(5));
        if ((params & 1) != 0) {
            d.setStrategy(params >> 1 & 3);
            d.setLevel(params >> 3);
        }
        d.setInput(in, inOff, inLen);
        long before = d.getBytesRead();
        if (flush == FINISH) d.finish();
        int written = d.deflate(out, outOff, outLen, flush == FINISH ? Deflater.NO_FLUSH : flush);
        long read = d.getBytesRead() - before;
        long result = read & 0x7fff_ffffL | ((long) written & 0x7fff_ffffL) << 31;
        if (d.finished()) result |= 1L << 62;
        c.ret(result);
    }

    private static Streams streams(Vm vm) { return vm.nativeState(Streams.class, v -> new Streams()); }

    private static Inflater inflater(NativeCall c, long handle) {
        Inflater inf = streams(c.vm).byHandle.get(handle);
        if (inf == null) throw new ThrowNew("java/lang/NullPointerException", "Inflater has been closed");
        return inf;
    }

    /** Inflates; the result packs input read (bits 0-30), output written (31-61), finished (62), needs dictionary (63). */
    private static void inflate(NativeCall c) {
        Inflater inf = inflater(c, c.j(1));
        int inOff = c.i(3), inLen = c.i(4), outOff = c.i(6), outLen = c.i(7);
        if (c.stopAtCopy(c.o(2), inOff, inLen, c.o(5), outOff, outLen)) return; // reads the input range, fills the output range
        byte[] in = (byte[]) GuestMemory.hostArray(c.o(2)), out = (byte[]) GuestMemory.hostArrayToFill(c.o(5));
        inf.setInput(in, inOff, inLen);
        int written;
        try {
            written = inf.inflate(out, outOff, outLen);
        } catch (DataFormatException e) {
            Guest.prim(c.self(), "inputConsumed", inLen - inf.getRemaining());
            Guest.prim(c.self(), "outputConsumed", 0);
            throw new ThrowNew("java/util/zip/DataFormatException", e.getMessage());
        }
        long read = inLen - inf.getRemaining();
        long result = read & 0x7fff_ffffL | ((long) written & 0x7fff_ffffL) << 31;
        if (inf.finished()) result |= 1L << 62;
        if (inf.needsDictionary()) result |= 1L << 63;
        c.ret(result);
    }
}
