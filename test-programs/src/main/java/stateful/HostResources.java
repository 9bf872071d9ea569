package stateful;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * Two threads use state the VM keeps on the host side, in small pieces with a shared step between
 * any two (so searches take checkpoints and snapshots in the middle of each): each deflates and
 * inflates data through zlib streams, reads its own class file through a FileInputStream and
 * reads /dev/urandom. Restoring a state must restore the zlib streams, the file positions, the
 * descriptor counter and the random generator with it, or a thread gets wrong data (an
 * AssertionError) or another execution's bytes. What the threads read is printed: the random
 * bytes depend on the schedule (which thread reads first), the rest does not.
 */
public final class HostResources {
    private HostResources() {}

    static final AtomicInteger steps = new AtomicInteger();
    static final String[] results = new String[2];

    public static void main(String[] args) throws Exception {
        byte[] data = new byte[1200];
        int x = 1;
        for (int i = 0; i < data.length; i++) {
            x = x * 1103515245 + 12345;
            data[i] = (byte) ('a' + (x >>> 16) % 16);
        }
        File self = new File(HostResources.class.getResource("HostResources.class").toURI());
        long selfCrc;
        try (FileInputStream in = new FileInputStream(self)) {
            CRC32 crc = new CRC32();
            crc.update(in.readAllBytes());
            selfCrc = crc.getValue();
        }
        Thread a = new Thread(() -> work(0, data, self, selfCrc), "a");
        Thread b = new Thread(() -> work(1, data, self, selfCrc), "b");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(results[0]);
        System.out.println(results[1]);
    }

    static void work(int id, byte[] data, File file, long fileCrc) {
        try {
            byte[] packed = deflate(data);
            byte[] back = inflate(packed, data.length);
            if (!Arrays.equals(back, data)) throw new AssertionError("thread " + id + ": inflated data differs");
            long crcValue;
            try (FileInputStream in = new FileInputStream(file)) {
                CRC32 crc = new CRC32();
                byte[] buf = new byte[700];
                int n;
                while ((n = in.read(buf)) > 0) {
                    crc.update(buf, 0, n);
                    steps.incrementAndGet();
                }
                crcValue = crc.getValue();
            }
            if (crcValue != fileCrc) throw new AssertionError("thread " + id + ": read another file content");
            int random = 0;
            try (FileInputStream in = new FileInputStream("/dev/urandom")) {
                for (int i = 0; i < 3; i++) {
                    random = random * 256 + in.read();
                    steps.incrementAndGet();
                }
            }
            results[id] = "thread " + id + ": packed " + packed.length + " bytes, random " + random;
        } catch (IOException | DataFormatException e) {
            throw new AssertionError(e);
        }
    }

    /** Deflates data into 100-byte pieces, a shared step after each. */
    static byte[] deflate(byte[] data) {
        Deflater d = new Deflater();
        d.setInput(data);
        d.finish();
        byte[] out = new byte[data.length];
        int n = 0;
        while (!d.finished()) {
            n += d.deflate(out, n, Math.min(100, out.length - n));
            steps.incrementAndGet();
        }
        d.end();
        return Arrays.copyOf(out, n);
    }

    /** Inflates in 300-byte pieces, a shared step after each. */
    static byte[] inflate(byte[] packed, int length) throws DataFormatException {
        Inflater inf = new Inflater();
        inf.setInput(packed);
        byte[] out = new byte[length];
        int n = 0;
        while (!inf.finished() && n < length) {
            n += inf.inflate(out, n, Math.min(300, length - n));
            steps.incrementAndGet();
        }
        inf.end();
        return out;
    }

}
