package files;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.RandomAccessFile;

/**
 * Two threads share a file of the VM's in-memory working directory, each through a RandomAccessFile
 * main opened for it: args[0] "append" has each seek to the end of the file and write its letter
 * there (final contents AB or BA, or A or B when both saw the empty file); "counter" has each read the digit at offset 0 and write it back incremented,
 * without a lock (a lost update: final contents 2 or 1). main fails an assertion naming the final
 * contents, so a search's distinct violations are the contents the interleavings reach.
 */
public class FileCounter {
    public static void main(String[] args) throws Exception {
        boolean append = args.length > 0 && args[0].equals("append");
        File f = new File("counter.txt");
        RandomAccessFile[] files = new RandomAccessFile[2];
        for (int i = 0; i < 2; i++) files[i] = new RandomAccessFile(f, "rw");
        if (!append) files[0].write('0');
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            RandomAccessFile raf = files[i];
            char letter = (char) ('A' + i);
            ts[i] = new Thread(() -> {
                try {
                    if (append) {
                        raf.seek(raf.length());
                        raf.write(letter);
                    } else {
                        raf.seek(0);
                        int digit = raf.read();
                        raf.seek(0);
                        raf.write(digit + 1);
                    }
                } catch (IOException e) {
                    throw new Error(e);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (RandomAccessFile raf : files) raf.close();
        try (FileInputStream in = new FileInputStream(f)) {
            assert false : "contents " + new String(in.readAllBytes(), "US-ASCII");
        }
    }
}
