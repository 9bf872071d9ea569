package jvsim.natives;

import java.util.HashMap;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.util.zip.Inflater natives (zlib inflate, used for zip and jar entries and the JDK's packed
 * data such as Character.getName's). Each guest inflater is backed by a host Inflater, the same
 * zlib; the guest's "address" is a per-VM handle. The zlib stream state lives in the host, so it is
 * not part of the target's heap. Direct-buffer variants are absent: the VM has no off-heap memory.
 */
final class InflaterNatives {
    private InflaterNatives() {}

    /** The host inflaters of one VM by handle. */
    private static final class Streams {
        final Map<Long, Inflater> byHandle = new HashMap<>();
        long next = 1;
    }

    static void register(NativeRegistry reg) {
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
            inflater(c, c.j(0)).setDictionary(b.bytes(), c.i(2), c.i(3));
        });
        r.add("inflateBytesBytes", "(J[BII[BII)J", InflaterNatives::inflate);
        r.add("getAdler", "(J)I", c -> c.ret(inflater(c, c.j(0)).getAdler()));
        r.add("reset", "(J)V", c -> inflater(c, c.j(0)).reset());
        r.add("end", "(J)V", c -> {
            Inflater inf = streams(c.vm).byHandle.remove(c.j(0));
            if (inf != null) inf.end();
        });
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
        byte[] in = c.o(2).bytes(), out = c.o(5).bytes();
        int inOff = c.i(3), inLen = c.i(4), outOff = c.i(6), outLen = c.i(7);
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
