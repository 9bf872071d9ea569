package files;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;

/**
 * Two threads share a file of the VM's in-memory working directory through a READ_WRITE memory
 * mapping that main made of it (one byte, '0'). args[0] "stream": one thread stores '1' through
 * the mapping, the other reads the file through a FileInputStream (it sees '0' or '1', the mapping
 * being the file); "counter": each thread loads the byte through the mapping and stores it back
 * incremented, without a lock (a lost update on mapped memory: final contents 2 or 1). main fails
 * an assertion naming what the reader saw and the final contents (read through a stream), so a
 * search's distinct violations are the outcomes the interleavings reach.
 */
public class MappedCounter {
    static volatile int seen = -1;

    public static void main(String[] args) throws Exception {
        boolean stream = args.length > 0 && args[0].equals("stream");
        MappedByteBuffer map;
        try (RandomAccessFile raf = new RandomAccessFile("mapped.bin", "rw")) {
            raf.write('0');
            map = raf.getChannel().map(FileChannel.MapMode.READ_WRITE, 0, 1);
        }
        Runnable increment = () -> map.put(0, (byte) (map.get(0) + 1));
        Runnable read = () -> {
            try (FileInputStream in = new FileInputStream("mapped.bin")) {
                seen = in.read();
            } catch (IOException e) {
                throw new Error(e);
            }
        };
        Thread a = new Thread(increment), b = new Thread(stream ? read : increment);
        a.start();
        b.start();
        a.join();
        b.join();
        try (FileInputStream in = new FileInputStream("mapped.bin")) {
            int last = in.read();
            assert false : (stream ? "saw " + (char) seen + " " : "") + "contents " + (char) last;
        }
    }
}
