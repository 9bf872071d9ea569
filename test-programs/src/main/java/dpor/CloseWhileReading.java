package dpor;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;

/**
 * One thread reads a file through a stream that another thread closes: a read after the close
 * fails with "Stream Closed", whichever thread started first. The closing is FileDescriptor's
 * close0, a native that writes the descriptor's fd field; the read is a native that reads it. Args:
 * "stream" (FileInputStream, the default), "random" (RandomAccessFile), "reader-first" or
 * "closer-first" after it (which thread the program starts first). The reader treats the failure
 * as a bug (IllegalStateException "read after close"), so the search must find it both ways.
 */
public class CloseWhileReading {
    public static void main(String[] args) throws Exception {
        String kind = args.length > 0 ? args[0] : "stream";
        boolean readerFirst = args.length < 2 || args[1].equals("reader-first");
        try (FileOutputStream out = new FileOutputStream("close-while-reading.txt")) {
            out.write("abc".getBytes());
        }
        java.io.Closeable in;
        Runnable read;
        if (kind.equals("random")) {
            RandomAccessFile f = new RandomAccessFile("close-while-reading.txt", "r");
            in = f;
            read = () -> { try { f.read(); } catch (IOException e) { throw new IllegalStateException("read after close: " + e.getMessage()); } };
        } else {
            FileInputStream f = new FileInputStream("close-while-reading.txt");
            in = f;
            read = () -> { try { f.read(); } catch (IOException e) { throw new IllegalStateException("read after close: " + e.getMessage()); } };
        }
        Thread reader = new Thread(read);
        Thread closer = new Thread(() -> { try { in.close(); } catch (IOException e) { throw new IllegalStateException(e); } });
        if (readerFirst) { reader.start(); closer.start(); } else { closer.start(); reader.start(); }
        reader.join();
        closer.join();
        System.out.println("done");
    }
}
