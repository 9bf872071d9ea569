package conformance;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * java.nio.file on a new temporary directory: Files' reading and writing, directories, directory
 * streams with globs, walks and visitors, attributes (basic and POSIX), copy and move, the
 * exceptions of failing calls, FileChannel (positional and scattering I/O, truncate, transfers,
 * locks) and SeekableByteChannel.
 */
public class NioFileSystem {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("jvsim-nio");
        Path a = dir.resolve("a.txt");
        Files.writeString(a, "alpha\nbeta\ngamma\n");
        System.out.println(Files.readAllLines(a) + " " + Files.size(a) + " " + Files.isRegularFile(a) + " " + Files.isReadable(a) + " " + Files.isWritable(a));
        Files.write(a, List.of("delta"), StandardOpenOption.APPEND);
        try (Stream<String> lines = Files.lines(a)) {
            System.out.println(lines.map(String::toUpperCase).collect(Collectors.joining(",")));
        }
        try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("b.txt"))) {
            for (int i = 0; i < 1000; i++) w.write(i + "\n");
        }
        try (InputStream in = Files.newInputStream(dir.resolve("b.txt"))) {
            in.skip(10);
            System.out.println("b: " + Files.size(dir.resolve("b.txt")) + " " + new String(in.readNBytes(10), StandardCharsets.UTF_8).replace('\n', '|'));
        }
        Files.createDirectories(dir.resolve("d1/d2/d3"));
        Files.createFile(dir.resolve("d1/f.java"));
        Files.createFile(dir.resolve("d1/g.txt"));
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir.resolve("d1"), "*.java")) {
            for (Path p : ds) System.out.println("glob " + dir.relativize(p));
        }
        try (Stream<Path> s = Files.list(dir)) {
            System.out.println("list " + s.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList()));
        }
        List<String> visited = new ArrayList<>();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
                visited.add("dir " + dir.relativize(d));
                return FileVisitResult.CONTINUE;
            }

            @Override public FileVisitResult visitFile(Path f, BasicFileAttributes attrs) {
                visited.add("file " + dir.relativize(f) + " " + attrs.size());
                return FileVisitResult.CONTINUE;
            }
        });
        visited.sort(null);
        System.out.println(visited);
        try (Stream<Path> s = Files.find(dir, 5, (p, at) -> at.isDirectory())) {
            System.out.println("dirs " + s.count());
        }
        BasicFileAttributes at = Files.readAttributes(a, BasicFileAttributes.class);
        System.out.println("attrs " + at.isRegularFile() + " " + at.isDirectory() + " " + at.isSymbolicLink() + " " + at.size() + " " + (at.fileKey() != null));
        Files.setLastModifiedTime(a, FileTime.fromMillis(1_500_000_000_000L));
        System.out.println("mtime " + Files.getLastModifiedTime(a) + " " + Files.getAttribute(a, "basic:size"));
        Files.setPosixFilePermissions(a, PosixFilePermissions.fromString("rw-r-----"));
        System.out.println("perms " + PosixFilePermissions.toString(Files.getPosixFilePermissions(a)) + " " + Files.isExecutable(a));
        System.out.println("same " + Files.isSameFile(a, dir.resolve("d1/../a.txt")) + " real " + dir.relativize(a.toRealPath()) + " " + Files.exists(a, LinkOption.NOFOLLOW_LINKS));
        Files.copy(a, dir.resolve("c.txt"));
        Files.copy(dir.resolve("b.txt"), dir.resolve("c.txt"), StandardCopyOption.REPLACE_EXISTING);
        System.out.println("copy " + Files.size(dir.resolve("c.txt")) + " " + Files.mismatch(dir.resolve("b.txt"), dir.resolve("c.txt")));
        Files.move(dir.resolve("c.txt"), dir.resolve("d1/d2/moved.txt"));
        Files.move(dir.resolve("d1/d2"), dir.resolve("d2moved"));
        System.out.println("moved " + Files.exists(dir.resolve("d2moved/moved.txt")) + " " + Files.exists(dir.resolve("d2moved/d3")) + " " + Files.notExists(dir.resolve("d1/d2")));
        expect("createFile existing", () -> Files.createFile(a));
        expect("read missing", () -> Files.readAllBytes(dir.resolve("missing")));
        expect("delete non-empty", () -> { Files.delete(dir.resolve("d1")); return null; });
        expect("list a file", () -> Files.newDirectoryStream(a));
        expect("createDirectory under a file", () -> Files.createDirectory(a.resolve("x")));
        expect("move onto existing", () -> Files.move(dir.resolve("b.txt"), a));
        System.out.println("deleteIfExists " + Files.deleteIfExists(dir.resolve("missing")) + " " + Files.deleteIfExists(dir.resolve("b.txt")));

        Path ch = dir.resolve("channel.bin");
        try (FileChannel fc = FileChannel.open(ch, StandardOpenOption.CREATE_NEW, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            fc.write(ByteBuffer.wrap("0123456789abcdef".getBytes(StandardCharsets.US_ASCII)));
            ByteBuffer x = ByteBuffer.allocate(4), y = ByteBuffer.allocate(3);
            fc.position(4);
            long n = fc.read(new ByteBuffer[]{x, y});
            System.out.println("scatter " + n + " " + new String(x.array()) + new String(y.array()) + " position " + fc.position());
            ByteBuffer p = ByteBuffer.allocate(5);
            System.out.println("pread " + fc.read(p, 12) + " " + new String(p.array(), 0, p.position()) + " position " + fc.position());
            fc.write(ByteBuffer.wrap("XY".getBytes()), 20);
            System.out.println("pwrite past end: size " + fc.size() + " read at end " + fc.read(ByteBuffer.allocate(1), 22));
            fc.truncate(8);
            System.out.println("truncate " + fc.size() + " position " + fc.position());
            try (FileLock lock = fc.lock()) {
                System.out.println("lock " + lock.isValid() + " " + lock.isShared());
            }
            try (FileChannel out = FileChannel.open(dir.resolve("copy.bin"), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                System.out.println("transferTo " + fc.transferTo(2, 100, out) + " size " + out.size());
            }
        }
        try (FileChannel fc = FileChannel.open(ch)) {
            fc.write(ByteBuffer.allocate(1));
        } catch (Exception e) {
            System.out.println("write to read-only channel: " + e.getClass().getSimpleName());
        }
        try (SeekableByteChannel sbc = Files.newByteChannel(ch, StandardOpenOption.APPEND)) {
            sbc.write(ByteBuffer.wrap("++".getBytes()));
            System.out.println("append channel size " + sbc.size());
        }
        System.out.println(new String(Files.readAllBytes(ch), StandardCharsets.US_ASCII));
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        System.out.println("cleaned " + Files.exists(dir));
    }

    interface Call { Object run() throws Exception; }

    static void expect(String what, Call c) {
        try {
            c.run();
            System.out.println(what + ": no exception");
        } catch (FileAlreadyExistsException | NoSuchFileException | DirectoryNotEmptyException | NotDirectoryException e) {
            System.out.println(what + ": " + e.getClass().getSimpleName());
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName());
        }
    }
}
