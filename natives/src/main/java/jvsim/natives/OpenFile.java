package jvsim.natives;

/**
 * A file the target opened for reading. Its content is read from the host once, at open: the target
 * then reads a snapshot (reads are deterministic, and no host file handle is held or leaked). It hangs
 * off the guest FileDescriptor object (VmObject.meta) until the descriptor is closed.
 */
final class OpenFile {
    final String path;
    final byte[] data;
    long position;

    OpenFile(String path, byte[] data) {
        this.path = path;
        this.data = data;
    }

    /** Next byte, or -1 at the end. */
    int read() {
        return position < data.length ? data[(int) position++] & 0xff : -1;
    }

    /** Reads up to len bytes into b; -1 at the end. */
    int read(byte[] b, int off, int len) {
        if (position >= data.length) return -1;
        int n = (int) Math.min(len, data.length - position);
        System.arraycopy(data, (int) position, b, off, n);
        position += n;
        return n;
    }

    int available() {
        return (int) Math.max(0, Math.min(Integer.MAX_VALUE, data.length - position));
    }
}
