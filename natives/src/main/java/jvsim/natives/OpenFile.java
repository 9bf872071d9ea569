package jvsim.natives;

/**
 * A file the target opened for reading; it hangs off the guest FileDescriptor object
 * (VmObject.meta) until the descriptor is closed. No host file handle is kept open.
 */
abstract class OpenFile {
    long position;

    /** Next byte, or -1 at the end. */
    abstract int read();

    /** Reads up to len (> 0) bytes into b; -1 at the end. */
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

        Snapshot(byte[] data) {
            this.data = data;
        }

        @Override int read() {
            return position < data.length ? data[(int) position++] & 0xff : -1;
        }

        @Override int read(byte[] b, int off, int len) {
            if (position >= data.length) return -1;
            int n = (int) Math.min(len, data.length - position);
            System.arraycopy(data, (int) position, b, off, n);
            position += n;
            return n;
        }

        @Override long length() { return data.length; }
    }

    /**
     * /dev/random or /dev/urandom: an endless stream from the VM's own generator (see
     * {@link Sandbox#nextRandom}), never the host's entropy, so that runs are reproducible.
     */
    static final class RandomDevice extends OpenFile {
        private final Sandbox box;

        RandomDevice(Sandbox box) {
            this.box = box;
        }

        @Override int read() { return box.nextRandom() & 0xff; }

        @Override int read(byte[] b, int off, int len) {
            for (int i = 0; i < len; i++) b[off + i] = (byte) box.nextRandom();
            return len;
        }

        @Override long length() { return 0; }

        @Override int available() { return 0; }
    }
}
