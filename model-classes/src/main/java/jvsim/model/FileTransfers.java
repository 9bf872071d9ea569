package jvsim.model;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/**
 * Runs inside the VM in place of FileChannelImpl.transferTo and transferFrom. The JDK's versions
 * move bytes through memory mappings or temporary direct buffers (native memory, which jvsim does
 * not have); these copy through a heap buffer with the channel's positional read and write, which
 * jvsim implements over its in-memory file system. The checks and results are the JDK's: nothing
 * moves past the end of the source, and the channel's own position does not change.
 */
public final class FileTransfers {
    private FileTransfers() {}

    private static final int CHUNK = 8192;

    public static long transferTo(FileChannel self, long position, long count, WritableByteChannel target) throws IOException {
        if (!self.isOpen() || !target.isOpen()) throw new ClosedChannelException();
        if (position < 0 || count < 0) throw new IllegalArgumentException();
        long size = self.size();
        if (position > size) return 0;
        long left = Math.min(count, size - position), done = 0;
        ByteBuffer bb = ByteBuffer.allocate((int) Math.min(left, CHUNK));
        while (done < left) {
            bb.clear().limit((int) Math.min(bb.capacity(), left - done));
            int n = self.read(bb, position + done);
            if (n <= 0) break;
            bb.flip();
            int w = target.write(bb);
            done += w;
            if (w < n) break;
        }
        return done;
    }

    public static long transferFrom(FileChannel self, ReadableByteChannel src, long position, long count) throws IOException {
        if (!self.isOpen() || !src.isOpen()) throw new ClosedChannelException();
        if (position < 0 || count < 0) throw new IllegalArgumentException();
        if (position > self.size()) return 0;
        long done = 0;
        ByteBuffer bb = ByteBuffer.allocate((int) Math.min(Math.max(count, 1), CHUNK));
        while (done < count) {
            bb.clear().limit((int) Math.min(bb.capacity(), count - done));
            int n = src.read(bb);
            if (n <= 0) break;
            bb.flip();
            done += self.write(bb, position + done);
        }
        return done;
    }
}
