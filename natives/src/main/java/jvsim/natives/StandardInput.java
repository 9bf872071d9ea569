package jvsim.natives;

import java.io.IOException;
import java.util.Arrays;
import jvsim.vm.StateComponent;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;

/**
 * The target's standard input (descriptor 0, the VM's configured input). What the target reads
 * of it is kept: every read from the host appends its bytes to a buffer that only grows, and the
 * target's position in that buffer is a state component of the VM. A restore puts the position
 * back, so an execution re-reads the bytes an earlier one consumed instead of finding them gone,
 * and a read at a position gives the same bytes in the same chunks (a read returns at most the
 * rest of the host read that brought its first byte, as the host's read did then).
 */
final class StandardInput implements StateComponent<Long> {
    private final Vm vm;
    private byte[] buffer = new byte[0];
    private int buffered;
    /** Where each host read's bytes end in the buffer, in order. */
    private int[] chunkEnds = new int[0];
    private int chunks;
    private boolean hostEnded;
    /** The target's position in the buffer. */
    private long position;

    private StandardInput(Vm vm) { this.vm = vm; }

    static StandardInput of(Vm vm) { return vm.nativeState(StandardInput.class, StandardInput::new); }

    /** Makes sure a byte at the position is buffered, reading the host once if needed; false at the end. */
    private boolean fill(int len) {
        if (position < buffered) return true;
        if (hostEnded) return false;
        byte[] chunk = new byte[Math.max(1, Math.min(len, 8192))];
        int n;
        try {
            n = vm.config.in.read(chunk, 0, chunk.length);
        } catch (IOException e) {
            throw new ThrowNew("java/io/IOException", e.getMessage());
        }
        if (n <= 0) {
            hostEnded = n < 0;
            return false;
        }
        if (buffered + n > buffer.length) buffer = Arrays.copyOf(buffer, Math.max(buffered + n, buffer.length * 2));
        System.arraycopy(chunk, 0, buffer, buffered, n);
        buffered += n;
        if (chunks == chunkEnds.length) chunkEnds = Arrays.copyOf(chunkEnds, Math.max(8, chunks * 2));
        chunkEnds[chunks++] = buffered;
        return true;
    }

    /** The end of the host read that brought the byte at p (p buffered). */
    private int chunkEnd(long p) {
        int i = Arrays.binarySearch(chunkEnds, 0, chunks, (int) p + 1);
        return chunkEnds[i >= 0 ? i : -i - 1];
    }

    /** The next byte, or -1 at the end. */
    int read() {
        if (!fill(1)) return -1;
        return buffer[(int) position++] & 0xff;
    }

    /** Reads up to len (> 0) bytes into b: at most the rest of one host read; -1 at the end. */
    int read(byte[] b, int off, int len) {
        if (!fill(len)) return -1;
        int n = (int) Math.min(len, chunkEnd(position) - position);
        System.arraycopy(buffer, (int) position, b, off, n);
        position += n;
        return n;
    }

    /** Bytes readable without blocking: those buffered past the position, and what the host has. */
    int available() {
        try {
            return (int) Math.min(Integer.MAX_VALUE, buffered - position + (hostEnded ? 0 : vm.config.in.available()));
        } catch (IOException e) {
            throw new ThrowNew("java/io/IOException", e.getMessage());
        }
    }

    @Override public Long save() { return position; }

    @Override public void restore(Long m) { position = m; }

    /** The position decides what the target reads next (the buffer is the same for every state). */
    @Override public void hash(Sink sink) { sink.add(position); }
}
