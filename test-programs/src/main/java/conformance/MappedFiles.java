package conformance;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.net.URISyntaxException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.nio.MappedByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.nio.channels.FileChannel;
import java.nio.channels.NonWritableChannelException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Memory-mapped files (FileChannel.map) in a new temporary directory: READ_ONLY, READ_WRITE and
 * PRIVATE mappings, loads and stores of every width and byte order, bulk transfers, views, slices;
 * a store through a READ_WRITE mapping read back through a stream before and after force (Linux
 * shows it at once: the page cache is the file), a channel write seen through a mapping, a PRIVATE
 * mapping's stores staying in it (copy-on-write), a mapping that extends the file, a mapping outliving
 * its channel and its file's name, mapped buffers written to and read from channels, the exceptions
 * of wrong modes, and the class path's own class file mapped read-only. Unmaps through
 * sun.misc.Unsafe.invokeCleaner (as Lucene does), which refuses slices. Expected: the same output as
 * the host JVM, exit status 0.
 */
public class MappedFiles {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("jvsim-mapped");
        try {
            run(dir);
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).toArray(Path[]::new)) Files.deleteIfExists(p);
            }
        }
    }

    static void run(Path dir) throws Exception {
        Path file = dir.resolve("data.bin");
        byte[] initial = new byte[100];
        for (int i = 0; i < initial.length; i++) initial[i] = (byte) (i * 7 + 1);
        Files.write(file, initial);

        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            MappedByteBuffer ro = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size());
            System.out.println("read-only: direct=" + ro.isDirect() + " readOnly=" + ro.isReadOnly() + " capacity=" + ro.capacity()
                    + " loaded=" + ro.isLoaded() + " order=" + ro.order());
            System.out.println("  bytes 0..5: " + ro.get(0) + " " + ro.get(1) + " " + ro.get(2) + " " + ro.get(3) + " " + ro.get(4));
            System.out.println("  int at 8: " + ro.getInt(8) + ", little-endian " + ro.duplicate().order(ByteOrder.LITTLE_ENDIAN).getInt(8)
                    + ", long at 13: " + ro.getLong(13) + ", char " + (int) ro.getChar(21) + ", short " + ro.getShort(30)
                    + ", double " + ro.getDouble(40) + ", float " + ro.getFloat(50));
            byte[] bulk = new byte[20];
            ro.position(80);
            ro.get(bulk);
            System.out.println("  bulk from 80: " + Arrays.toString(bulk) + " position " + ro.position() + " remaining " + ro.remaining());
            System.out.println("  load: " + ro.load().isLoaded() + " hash equal to a heap copy: " + ro.rewind().equals(ByteBuffer.wrap(initial)));
            try {
                ro.put(0, (byte) 1);
            } catch (ReadOnlyBufferException e) {
                System.out.println("  put on a read-only mapping: " + e.getClass().getSimpleName());
            }
            try {
                ch.map(FileChannel.MapMode.READ_WRITE, 0, 10);
            } catch (NonWritableChannelException e) {
                System.out.println("  READ_WRITE on a read-only channel: " + e.getClass().getSimpleName());
            }
            try {
                ch.map(FileChannel.MapMode.READ_ONLY, 0, 200);
            } catch (IOException e) {
                System.out.println("  READ_ONLY past the end: " + e.getMessage());
            }
            MappedByteBuffer empty = ch.map(FileChannel.MapMode.READ_ONLY, 50, 0);
            System.out.println("  empty mapping: capacity " + empty.capacity() + " loaded " + empty.isLoaded());
        }

        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer rw = ch.map(FileChannel.MapMode.READ_WRITE, 0, 100);
            MappedByteBuffer ro = ch.map(FileChannel.MapMode.READ_ONLY, 0, 100);
            rw.put(0, (byte) -1).putInt(4, 0x01020304).putLong(12, -2L).putDouble(24, Math.PI);
            rw.position(40);
            rw.put("mapped!".getBytes(StandardCharsets.US_ASCII));
            System.out.println("read-write: stored; another mapping sees " + ro.get(0) + " " + ro.getInt(4) + " " + ro.getLong(12) + " " + ro.getDouble(24));
            System.out.println("  a stream before force: " + slice(Files.readAllBytes(file), 0, 48));
            rw.force();
            rw.force(40, 7);
            System.out.println("  a stream after force: " + slice(Files.readAllBytes(file), 0, 48));
            ch.write(ByteBuffer.wrap("chan".getBytes(StandardCharsets.US_ASCII)), 60);
            System.out.println("  a channel write seen through the mapping: " + (char) rw.get(60) + (char) rw.get(61) + (char) rw.get(62) + (char) rw.get(63));
            IntBuffer ints = rw.duplicate().position(64).slice().asIntBuffer();
            for (int i = 0; i < 4; i++) ints.put(i, i * 1000 + 1);
            System.out.println("  an int view: " + ints.get(0) + " " + ints.get(3) + ", through a stream " + slice(Files.readAllBytes(file), 64, 80));
            ByteBuffer slice = rw.slice(90, 10);
            slice.put(0, (byte) 42);
            System.out.println("  a slice: " + rw.get(90) + " direct " + slice.isDirect() + " capacity " + slice.capacity());

            MappedByteBuffer grow = ch.map(FileChannel.MapMode.READ_WRITE, 4099, 10);
            grow.put(9, (byte) 9);
            System.out.println("  mapping past the end: size " + ch.size() + ", last byte " + Files.readAllBytes(file)[4108] + ", zero before it "
                    + Files.readAllBytes(file)[4099]);

            MappedByteBuffer priv = ch.map(FileChannel.MapMode.PRIVATE, 0, 100);
            System.out.println("private: readOnly=" + priv.isReadOnly() + " sees " + priv.get(0) + " " + priv.getInt(4));
            priv.put(0, (byte) 77).putInt(4, 123456);
            System.out.println("  its stores: " + priv.get(0) + " " + priv.getInt(4) + "; the file: " + Files.readAllBytes(file)[0]
                    + "; the shared mapping: " + rw.get(0) + " " + rw.getInt(4));
            priv.force();

            ByteBuffer direct = ByteBuffer.allocateDirect(8);
            ch.read(direct, 40);
            direct.flip();
            byte[] got = new byte[direct.remaining()];
            direct.get(got);
            System.out.println("a direct buffer read from the channel: " + new String(got, StandardCharsets.US_ASCII));
            Path copy = dir.resolve("copy.bin");
            try (FileChannel out = FileChannel.open(copy, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                System.out.println("  a mapping written to a channel: " + out.write(rw.duplicate().position(40).limit(47)) + " bytes, "
                        + Files.readString(copy));
            }
            try (FileChannel in = FileChannel.open(copy, StandardOpenOption.READ)) {
                System.out.println("  a channel read into a mapping: " + in.read(rw.duplicate().position(50)) + " bytes, "
                        + slice(Files.readAllBytes(file), 50, 57));
            }

            ch.close();
            System.out.println("after close: " + rw.get(0) + ", store " + rw.put(1, (byte) 5).get(1) + ", file " + Files.readAllBytes(file)[1]);
            Files.delete(file);
            System.out.println("after delete: exists " + Files.exists(file) + ", mapping " + rw.getInt(4) + " " + (char) rw.get(40));

            Object unsafe = theUnsafe();
            try {
                unsafe.getClass().getMethod("invokeCleaner", ByteBuffer.class).invoke(unsafe, slice);
            } catch (java.lang.reflect.InvocationTargetException e) {
                System.out.println("invokeCleaner on a slice: " + e.getCause());
            }
            unsafe.getClass().getMethod("invokeCleaner", ByteBuffer.class).invoke(unsafe, rw);
            unsafe.getClass().getMethod("invokeCleaner", ByteBuffer.class).invoke(unsafe, ro);
            System.out.println("unmapped through invokeCleaner");
        }

        Path own = classPathFile("conformance/MappedFiles.class");
        try (FileChannel ch = FileChannel.open(own)) {
            MappedByteBuffer cls = ch.map(FileChannel.MapMode.READ_ONLY, 0, ch.size());
            byte[] fromStream;
            try (InputStream in = MappedFiles.class.getResourceAsStream("MappedFiles.class")) { fromStream = in.readAllBytes(); }
            System.out.println("own class file: magic " + Integer.toHexString(cls.getInt(0)) + ", major version " + cls.getShort(6)
                    + ", same as the resource: " + cls.equals(ByteBuffer.wrap(fromStream)));
        }
    }

    static String slice(byte[] b, int from, int to) { return Arrays.toString(Arrays.copyOfRange(b, from, to)); }

    static Object theUnsafe() throws ReflectiveOperationException {
        Field f = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
        f.setAccessible(true);
        return f.get(null);
    }

    static Path classPathFile(String name) throws URISyntaxException {
        return Path.of(MappedFiles.class.getProtectionDomain().getCodeSource().getLocation().toURI()).resolve(name);
    }
}
