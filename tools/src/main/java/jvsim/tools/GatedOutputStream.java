package jvsim.tools;

import java.io.IOException;
import java.io.OutputStream;

/** Forwards writes until closed; afterwards drops them (used to silence an abandoned VM run). */
final class GatedOutputStream extends OutputStream {
    private final OutputStream out;
    private volatile boolean open = true;

    GatedOutputStream(OutputStream out) { this.out = out; }

    void shut() { open = false; }

    @Override
    public void write(int b) throws IOException {
        if (open) out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        if (open) out.write(b, off, len);
    }

    @Override
    public void flush() throws IOException {
        if (open) out.flush();
    }

    @Override
    public void close() throws IOException {
        flush();
    }
}
