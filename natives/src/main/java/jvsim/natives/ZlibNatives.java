package jvsim.natives;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import jvsim.vm.GuestMemory;
import jvsim.vm.StateComponent;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * java.util.zip.Inflater and Deflater natives (zlib; used for zip and gzip streams and the JDK's
 * packed data such as Character.getName's). Each guest stream is backed by a host Inflater or
 * Deflater, the same zlib; the guest's "address" is a per-VM handle. Direct-buffer variants are
 * absent: the VM has no off-heap memory.
 *
 * <p>The zlib stream state lives in the host, where it cannot be copied, yet it is part of the
 * VM's state: a snapshot or checkpoint restore must put every stream back where it was. So the
 * streams are a state component ({@link Streams}) that keeps, per stream, the calls that changed
 * it since it was made — their input bytes, output space, flush mode and parameters, an immutable
 * list shared by the mementos taken along the way. zlib is deterministic: the same calls from a new
 * stream with the same parameters bring it to the same state. A restore therefore keeps a stream
 * whose last call is the memento's, and re-creates any other one and replays the memento's calls on
 * it (the output of the replay is discarded: the guest's buffers are restored with the heap).
 * Streams made since the memento are ended. Replay costs as much as the calls did, and only when a
 * restore goes back past a stream's later calls (or its end).
 */
final class ZlibNatives {
    private ZlibNatives() {}

    /** zlib's Z_FINISH, the flush mode Deflater passes once finish() was called. */
    static final int FINISH = 4;

    private static final int DICTIONARY = 1, INFLATE = 2, DEFLATE = 3, RESET = 4;

    /**
     * A call that changed a stream, linked to the one before it (null: the stream as made).
     * Immutable; input holds the bytes the call was given (len of them at off; the array may be
     * shared with the call before it when the guest passed its unconsumed input again).
     */
    private record Call(Call prev, int kind, byte[] input, int off, int len, int outLen, int flush, int params, int consumed, long hash) {
        static Call of(Call prev, int kind, byte[] in, int inOff, int inLen, int outLen, int flush, int params, int consumed) {
            byte[] input;
            int off;
            if (prev != null && prev.kind == kind && prev.len - prev.consumed == inLen
                    && java.util.Arrays.equals(prev.input, prev.off + prev.consumed, prev.off + prev.len, in, inOff, inOff + inLen)) {
                input = prev.input;
                off = prev.off + prev.consumed;
            } else {
                input = java.util.Arrays.copyOfRange(in, inOff, inOff + inLen);
                off = 0;
            }
            long h = prev == null ? 0x243F6A8885A308D3L : prev.hash;
            h = mix(h, kind);
            for (int i = 0; i < inLen; i++) h = (h ^ (input[off + i] & 0xff)) * 0x100000001b3L;
            h = mix(mix(mix(mix(h, inLen), outLen), flush), params);
            return new Call(prev, kind, input, off, inLen, outLen, flush, params, consumed, h);
        }

        private static long mix(long h, long v) {
            h = (h ^ v) * 0x9E3779B97F4A7C15L;
            return h ^ h >>> 29;
        }
    }

    /** One guest stream: its creation parameters, its host Inflater or Deflater (null once ended), and its last call. */
    private static final class Stream {
        final boolean deflater, nowrap;
        final int level, strategy;
        Inflater inf;
        Deflater def;
        Call last;

        Stream(boolean deflater, boolean nowrap, int level, int strategy) {
            this.deflater = deflater;
            this.nowrap = nowrap;
            this.level = level;
            this.strategy = strategy;
            create();
        }

        private void create() {
            if (deflater) {
                def = new Deflater(level, nowrap);
                def.setStrategy(strategy);
            } else {
                inf = new Inflater(nowrap);
            }
        }

        void endHost() {
            if (inf != null) inf.end();
            if (def != null) def.end();
            inf = null;
            def = null;
        }

        boolean live() { return inf != null || def != null; }

        /** Brings a new host stream to the state after the calls up to to (see the class comment). */
        void replay(Call to) {
            endHost();
            create();
            List<Call> calls = new ArrayList<>();
            for (Call k = to; k != null; k = k.prev) calls.add(k);
            byte[] scratch = new byte[0];
            for (int i = calls.size() - 1; i >= 0; i--) {
                Call k = calls.get(i);
                if (scratch.length < k.outLen) scratch = new byte[k.outLen];
                switch (k.kind) {
                    case DICTIONARY -> {
                        if (deflater) def.setDictionary(k.input, k.off, k.len);
                        else inf.setDictionary(k.input, k.off, k.len);
                    }
                    case RESET -> {
                        if (deflater) def.reset();
                        else inf.reset();
                    }
                    case INFLATE -> {
                        try {
                            inflate(inf, k.input, k.off, k.len, scratch, 0, k.outLen);
                        } catch (DataFormatException e) {
                            // the call failed the same way: the stream is in the same (failed) state
                        }
                    }
                    default -> deflate(def, k.input, k.off, k.len, scratch, 0, k.outLen, k.flush, k.params);
                }
            }
            last = to;
        }
    }

    /** The host streams of one VM by handle: a state component (see the class comment). */
    private static final class Streams implements StateComponent<Streams.Memento> {
        final Map<Long, Stream> byHandle = new HashMap<>();
        long next = 1;
        private Memento saved;

        /** Each stream's last call at the save, by handle, and the next handle. */
        record Memento(long next, Map<Long, Stream> streams, Map<Long, Call> lasts) { }

        /** Records that s changed by call (the memento of the state before stays valid). */
        void changed(Stream s, Call call) {
            s.last = call;
            saved = null;
        }

        long add(Stream s) {
            saved = null;
            long h = next++;
            byHandle.put(h, s);
            return h;
        }

        void end(long handle) {
            Stream s = byHandle.remove(handle);
            if (s == null) return;
            saved = null;
            s.endHost();
        }

        @Override public Memento save() {
            if (saved == null) {
                Map<Long, Call> lasts = new HashMap<>();
                for (Map.Entry<Long, Stream> e : byHandle.entrySet()) if (e.getValue().last != null) lasts.put(e.getKey(), e.getValue().last);
                saved = new Memento(next, Map.copyOf(byHandle), Map.copyOf(lasts));
            }
            return saved;
        }

        @Override public void restore(Memento m) {
            next = m.next();
            for (Map.Entry<Long, Stream> e : byHandle.entrySet())
                if (m.streams().get(e.getKey()) != e.getValue()) e.getValue().endHost();
            byHandle.clear();
            for (Map.Entry<Long, Stream> e : m.streams().entrySet()) {
                Stream s = e.getValue();
                Call last = m.lasts().get(e.getKey());
                if (!s.live() || s.last != last) s.replay(last);
                byHandle.put(e.getKey(), s);
            }
            saved = m;
        }

        /** The next handle, and per stream (by handle) its kind, parameters and calls (by their running hash). */
        @Override public void hash(Sink sink) {
            sink.add(next);
            long[] handles = new long[byHandle.size()];
            int i = 0;
            for (long h : byHandle.keySet()) handles[i++] = h;
            java.util.Arrays.sort(handles);
            for (long h : handles) {
                Stream s = byHandle.get(h);
                sink.add(h);
                sink.add((s.deflater ? 1 : 0) | (s.nowrap ? 2 : 0));
                sink.add(s.level);
                sink.add(s.strategy);
                sink.add(s.last == null ? 0 : s.last.hash());
            }
        }
    }

    static void register(NativeRegistry reg) {
        registerDeflater(reg);
        NativeRegistry.ClassNatives r = reg.forClass("java/util/zip/Inflater");
        r.add("initIDs", "()V", c -> { });
        r.add("init", "(Z)J", c -> c.ret(streams(c.vm).add(new Stream(false, c.z(0), 0, 0))));
        r.add("setDictionary", "(J[BII)V", c -> {
            Stream s = stream(c, c.j(0), false);
            VmObject b = c.o(1);
            byte[] dict = (byte[]) GuestMemory.hostArray(b);
            s.inf.setDictionary(dict, c.i(2), c.i(3));
            streams(c.vm).changed(s, Call.of(s.last, DICTIONARY, dict, c.i(2), c.i(3), 0, 0, 0, 0));
        });
        r.add("inflateBytesBytes", "(J[BII[BII)J", ZlibNatives::inflate);
        r.add("getAdler", "(J)I", c -> c.ret(stream(c, c.j(0), false).inf.getAdler()));
        r.add("reset", "(J)V", c -> reset(c, false));
        r.add("end", "(J)V", c -> streams(c.vm).end(c.j(0)));
    }

    static void registerDeflater(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("java/util/zip/Deflater");
        r.add("init", "(IIZ)J", c -> c.ret(streams(c.vm).add(new Stream(true, c.z(2), c.i(0), c.i(1)))));
        r.add("setDictionary", "(J[BII)V", c -> {
            Stream s = stream(c, c.j(0), true);
            VmObject b = c.o(1);
            byte[] dict = (byte[]) GuestMemory.hostArray(b);
            s.def.setDictionary(dict, c.i(2), c.i(3));
            streams(c.vm).changed(s, Call.of(s.last, DICTIONARY, dict, c.i(2), c.i(3), 0, 0, 0, 0));
        });
        r.add("deflateBytesBytes", "(J[BII[BIIII)J", ZlibNatives::deflate);
        r.add("getAdler", "(J)I", c -> c.ret(stream(c, c.j(0), true).def.getAdler()));
        r.add("reset", "(J)V", c -> reset(c, true));
        r.add("end", "(J)V", c -> streams(c.vm).end(c.j(0)));
    }

    private static Streams streams(Vm vm) { return vm.nativeState(Streams.class, v -> new Streams()); }

    /** The live stream of a handle; a closed one raises the JDK's error. */
    private static Stream stream(NativeCall c, long handle, boolean deflater) {
        Stream s = streams(c.vm).byHandle.get(handle);
        if (s == null || s.deflater != deflater) throw new ThrowNew("java/lang/NullPointerException", (deflater ? "Deflater" : "Inflater") + " has been closed");
        return s;
    }

    private static void reset(NativeCall c, boolean deflater) {
        Stream s = stream(c, c.j(0), deflater);
        if (deflater) s.def.reset();
        else s.inf.reset();
        streams(c.vm).changed(s, Call.of(s.last, RESET, new byte[0], 0, 0, 0, 0, 0, 0));
    }

    /**
     * Deflates with the guest's flush mode and pending parameters (bit 0: set them, bits 1-2 strategy,
     * bits 3-31 level); the result packs as for inflate, bit 62 finished. The host Deflater applies the
     * parameters itself as soon as it can, so bit 63 (parameters still pending) is never reported.
     */
    private static void deflate(NativeCall c) {
        Stream s = stream(c, c.j(1), true);
        VmObject outObj = c.o(5);
        int inOff = c.i(3), inLen = c.i(4), outOff = c.i(6), outLen = c.i(7), flush = c.i(8), params = c.i(9);
        if (c.stopAtCopy(c.o(2), inOff, inLen, outObj, outOff, outLen)) return; // reads the input range, fills the output range
        byte[] in = (byte[]) GuestMemory.hostArray(c.o(2)), out = (byte[]) GuestMemory.hostArrayToFill(outObj);
        long result = deflate(s.def, in, inOff, inLen, out, outOff, outLen, flush, params);
        streams(c.vm).changed(s, Call.of(s.last, DEFLATE, in, inOff, inLen, outLen, flush, params, (int) (result & 0x7fff_ffffL)));
        c.ret(result);
    }

    /** One deflate call on the host stream (live or replayed); the packed result. */
    private static long deflate(Deflater d, byte[] in, int inOff, int inLen, byte[] out, int outOff, int outLen, int flush, int params) {
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
        return result;
    }

    /** Inflates; the result packs input read (bits 0-30), output written (31-61), finished (62), needs dictionary (63). */
    private static void inflate(NativeCall c) {
        Stream s = stream(c, c.j(1), false);
        Streams streams = streams(c.vm);
        VmObject outObj = c.o(5);
        int inOff = c.i(3), inLen = c.i(4), outOff = c.i(6), outLen = c.i(7);
        if (c.stopAtCopy(c.o(2), inOff, inLen, outObj, outOff, outLen)) return; // reads the input range, fills the output range
        byte[] in = (byte[]) GuestMemory.hostArray(c.o(2)), out = (byte[]) GuestMemory.hostArrayToFill(outObj);
        long result;
        try {
            result = inflate(s.inf, in, inOff, inLen, out, outOff, outLen);
        } catch (DataFormatException e) {
            int read = inLen - s.inf.getRemaining();
            streams.changed(s, Call.of(s.last, INFLATE, in, inOff, inLen, outLen, 0, 0, read));
            c.vm.known.inflaterInputConsumed.set(c.self(), read);
            c.vm.known.inflaterOutputConsumed.set(c.self(), 0);
            throw new ThrowNew("java/util/zip/DataFormatException", e.getMessage());
        }
        streams.changed(s, Call.of(s.last, INFLATE, in, inOff, inLen, outLen, 0, 0, (int) (result & 0x7fff_ffffL)));
        c.ret(result);
    }

    /** One inflate call on the host stream (live or replayed); the packed result. */
    private static long inflate(Inflater inf, byte[] in, int inOff, int inLen, byte[] out, int outOff, int outLen) throws DataFormatException {
        inf.setInput(in, inOff, inLen);
        int written = inf.inflate(out, outOff, outLen);
        long read = inLen - inf.getRemaining();
        long result = read & 0x7fff_ffffL | ((long) written & 0x7fff_ffffL) << 31;
        if (inf.finished()) result |= 1L << 62;
        if (inf.needsDictionary()) result |= 1L << 63;
        return result;
    }
}
