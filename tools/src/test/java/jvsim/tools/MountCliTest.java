package jvsim.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import jvsim.embed.Javac;

/**
 * Files outside the class path directories: a jar on the class path (resources through the
 * application class loader, JarFile and the zip file system on it), and --mount: a host directory the target cannot see without it, read-only by default, writable
 * copy-on-write with :rw (the target sees its changes, the host directory never changes), and a
 * bad mount is a usage error in one line.
 */
class MountCliTest {
    @TempDir
    static Path dir;
    static Path classes, host;

    /** Reads data.txt of args[0], then tries to write out.txt there and delete data.txt, and lists the directory. */
    static final String PROBE = "import java.io.*; import java.nio.file.*; public class MountProbe {"
            + " static void t(String what, java.util.concurrent.Callable<Object> c) { try { System.out.println(what + \": \" + c.call()); }"
            + " catch (Exception e) { System.out.println(what + \": \" + e.getClass().getSimpleName() + \" \" + e.getMessage()); } }"
            + " public static void main(String[] a) { Path d = Path.of(a[0]);"
            + " t(\"read\", () -> Files.readString(d.resolve(\"data.txt\")));"
            + " t(\"write\", () -> { try (Writer w = new FileWriter(new File(a[0], \"out.txt\"))) { w.write(\"written\"); } return Files.readString(d.resolve(\"out.txt\")); });"
            + " t(\"overwrite\", () -> { Files.writeString(d.resolve(\"data.txt\"), \"changed\"); return Files.readString(d.resolve(\"data.txt\")); });"
            + " t(\"delete\", () -> { Files.delete(d.resolve(\"data.txt\")); return Files.exists(d.resolve(\"data.txt\")); });"
            + " t(\"list\", () -> { try (var s = Files.list(d)) { return s.map(p -> p.getFileName().toString()).sorted().toList(); } }); } }";

    /** Reads a resource of the class path jar lib.jar (args[0]) through the class loader, JarFile and the zip file system. */
    static final String JAR_PROBE = "import java.nio.file.*; public class JarProbe { public static void main(String[] a) throws Exception {"
            + " ClassLoader l = JarProbe.class.getClassLoader(); System.out.println(l.getResource(\"data/r.txt\").getProtocol());"
            + " System.out.println(new String(l.getResourceAsStream(\"data/r.txt\").readAllBytes()));"
            + " try (java.util.jar.JarFile j = new java.util.jar.JarFile(a[0])) { System.out.println(j.getEntry(\"data/r.txt\").getSize()); }"
            + " try (FileSystem fs = FileSystems.newFileSystem(Path.of(a[0]))) { System.out.println(Files.readString(fs.getPath(\"/data/r.txt\"))); } } }";

    @BeforeAll
    static void setUp() throws IOException {
        classes = Javac.compile(dir, Map.of("MountProbe", PROBE, "JarProbe", JAR_PROBE));
        host = Files.createDirectories(dir.resolve("host"));
        Files.writeString(host.resolve("data.txt"), "from the host");
        try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(dir.resolve("lib.jar")))) {
            out.putNextEntry(new java.util.jar.JarEntry("data/r.txt"));
            out.write("in the jar".getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
    }

    @Test
    void resourcesOfAClassPathJarAreReadable() {
        String jar = dir.resolve("lib.jar").toString();
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Cli.run(new String[]{"--search=none", "-q", "-cp", classes + java.io.File.pathSeparator + jar, "JarProbe", jar},
                InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("jar", "in the jar", "10", "in the jar"), out.toString(StandardCharsets.UTF_8).lines().toList());
    }

    static String[] run(String... options) {
        List<String> args = new java.util.ArrayList<>(List.of("--search=none", "-q", "-cp", classes.toString()));
        args.addAll(List.of(options));
        args.add("MountProbe");
        args.add(host.toString());
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Cli.run(args.toArray(new String[0]), InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).split("\n");
    }

    /** The host directory is as set up: the target's writes never reach it. */
    static void hostUntouched() throws IOException {
        try (Stream<Path> s = Files.list(host)) {
            assertEquals(List.of("data.txt"), s.map(p -> p.getFileName().toString()).toList());
        }
        assertEquals("from the host", Files.readString(host.resolve("data.txt")));
    }

    @Test
    void withoutAMountTheDirectoryIsRefused() throws IOException {
        String[] out = run();
        assertTrue(out[0].startsWith("read: SecurityException jvsim sandbox:") && out[0].contains("--mount"), out[0]);
        assertTrue(out[1].startsWith("write: FileNotFoundException") && out[1].contains("jvsim sandbox"), out[1]);
        hostUntouched();
    }

    @Test
    void aMountIsReadOnlyByDefault() throws IOException {
        for (String spec : new String[]{host.toString(), host + ":ro"}) {
            String[] out = run("--mount=" + spec);
            assertEquals("read: from the host", out[0]);
            assertTrue(out[1].endsWith("out.txt (Read-only file system)"), out[1]);
            assertTrue(out[2].startsWith("overwrite: AccessDeniedException") || out[2].startsWith("overwrite: FileSystemException"), out[2]);
            assertTrue(out[3].startsWith("delete: FileSystemException") && out[3].contains("Read-only file system"), out[3]);
            assertEquals("list: [data.txt]", out[4]);
        }
        hostUntouched();
    }

    @Test
    void aReadWriteMountIsCopyOnWrite() throws IOException {
        String[] out = run("--mount=" + host + ":rw");
        assertEquals("read: from the host", out[0]);
        assertEquals("write: written", out[1]);
        assertEquals("overwrite: changed", out[2]);
        assertEquals("delete: false", out[3]);
        assertEquals("list: [out.txt]", out[4]);
        hostUntouched();
    }

    @Test
    void aMissingDirectoryIsAUsageError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Cli.run(new String[]{"--search=none", "--mount=" + dir.resolve("nope"), "-cp", classes.toString(), "MountProbe", "x"},
                InputStream.nullInputStream(), new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8), Map.of());
        assertEquals(2, status);
        String e = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, e.lines().count(), e);
        assertTrue(e.startsWith("jvsim: bad --mount") && e.contains("is not a directory"), e);
    }
}
