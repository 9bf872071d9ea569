package jvsim.natives;

import jvsim.vm.StateComponent;

/**
 * A file the target opened for reading, at a position; it hangs off the guest FileDescriptor
 * object (VmObject.meta) until the descriptor is closed. No host file handle is kept open.
 *
 * <p>Immutable: reading or seeking replaces the descriptor's value by one at the new position,
 * after the write barrier ({@link FileStreamNatives}), so snapshots and checkpoints keep an open
 * file's position as they keep the descriptor's fields, and state hashes cover it
 * ({@link StateComponent.Value}).
 */
abstract class OpenFile implements StateComponent.Value {
    final long position;

    OpenFile(long position) {
        this.position = position;
    }

    /** This file at another position. */
    abstract OpenFile at(long position);

    /** The byte at the position, or -1 at the end. */
    abstract int read();

    /** Reads up to len (> 0) bytes from the position into b; -1 at the end. */
    abstract int read(byte[] b, int off, int len);

    abstract long length();

    int available() {
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, length() - position));
    }

    /**
     * A regular file, read from the host once at open: the target reads a snapshot, so reads are
     * deterministic and later changes on the host do not show.
     */
    static final class Snapshot extends OpenFile {
        private final byte[] data;
        /** A hash of the contents, computed once at open (states with different files must differ). */
        private final long contents;

        Snapshot(byte[] data) {
            this(data, contentsHash(data), 0);
        }

        private Snapshot(byte[] data, long contents, long position) {
            super(position);
            this.data = data;
            this.contents = contents;
        }

        private static long contentsHash(byte[] data) {
            long h = 0xcbf29ce484222325L;
            for (byte b : data) h = (h ^ (b & 0xff)) * 0x100000001b3L;
            return h;
        }

        @Override OpenFile at(long p) { return p == position ? this : new Snapshot(data, contents, p); }

        @Override int read() {
            return position < data.length ? data[(int) position] & 0xff : -1;
        }

        @Override int read(byte[] b, int off, int len) {
            if (position >= data.length) return -1;
            int n = (int) Math.min(len, data.length - position);
            System.arraycopy(data, (int) position, b, off, n);
            return n;
        }

        @Override long length() { return data.length; }

        @Override public void hash(StateComponent.Sink sink) {
            sink.add(1);
            sink.add(data.length);
            sink.add(contents);
            sink.add(position);
        }
    }

    /**
     * /dev/random or /dev/urandom: an endless stream from the VM's own generator (see
     * {@link Sandbox#nextRandom}, a state component), never the host's entropy, so that runs are
     * reproducible. Its position only counts the bytes read.
     */
    static final class RandomDevice extends OpenFile {
        private final Sandbox box;

        RandomDevice(Sandbox box, long position) {
            super(position);
            this.box = box;
        }

        @Override OpenFile at(long p) { return p == position ? this : new RandomDevice(box, p); }

        @Override int read() { return box.nextRandom() & 0xff; }

        @Override int read(byte[] b, int off, int len) {
            for (int i = 0; i < len; i++) b[off + i] = (byte) box.nextRandom();
            return len;
        }

        @Override long length() { return 0; }

        @Override int available() { return 0; }

        @Override public void hash(StateComponent.Sink sink) {
            sink.add(2);
            sink.add(position);
        }
    }
}
