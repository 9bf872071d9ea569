package conformance;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;

/**
 * Jars and zips the program writes in a new temporary directory and reads back: JarFile (manifest,
 * entries), ZipFile, ZipInputStream, a URLClassLoader's resources (jar: URLs), and the zip file
 * system (FileSystems.newFileSystem on a jar: reading, listing, writing a new entry).
 */
public class JarsAndZips {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("jvsim-jar");
        Path jar = dir.resolve("lib.jar");
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().put(new Attributes.Name("Built-By"), "jvsim");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), mf)) {
            out.putNextEntry(new JarEntry("data/"));
            out.closeEntry();
            for (int i = 0; i < 3; i++) {
                out.putNextEntry(new JarEntry("data/r" + i + ".txt"));
                out.write(("resource " + i + "\n").repeat(50 * (i + 1)).getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
            JarEntry stored = new JarEntry("stored.bin");
            byte[] bytes = "not compressed".getBytes(StandardCharsets.UTF_8);
            stored.setMethod(ZipEntry.STORED);
            stored.setSize(bytes.length);
            java.util.zip.CRC32 crc = new java.util.zip.CRC32();
            crc.update(bytes);
            stored.setCrc(crc.getValue());
            out.putNextEntry(stored);
            out.write(bytes);
            out.closeEntry();
        }
        System.out.println("jar written: " + (Files.size(jar) > 0));
        try (JarFile jf = new JarFile(jar.toFile())) {
            System.out.println("manifest " + jf.getManifest().getMainAttributes().getValue("Built-By"));
            System.out.println("entries " + jf.stream().map(JarEntry::getName).sorted().collect(Collectors.toList()));
            JarEntry e = jf.getJarEntry("data/r2.txt");
            try (InputStream in = jf.getInputStream(e)) {
                System.out.println("r2 " + e.getSize() + " " + in.readAllBytes().length + " method " + e.getMethod());
            }
        }
        try (ZipFile zf = new ZipFile(jar.toFile())) {
            ZipEntry s = zf.getEntry("stored.bin");
            System.out.println("zip " + zf.size() + " " + new String(zf.getInputStream(s).readAllBytes(), StandardCharsets.UTF_8) + " " + s.getMethod());
        }
        try (ZipInputStream zin = new ZipInputStream(Files.newInputStream(jar))) {
            int n = 0;
            for (ZipEntry e; (e = zin.getNextEntry()) != null; ) n++;
            System.out.println("zip stream entries " + n);
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[]{jar.toUri().toURL()}, null)) {
            URL r = loader.getResource("data/r0.txt");
            System.out.println("resource " + r.getProtocol() + " " + r.toString().endsWith("lib.jar!/data/r0.txt"));
            try (InputStream in = loader.getResourceAsStream("data/r1.txt")) {
                System.out.println("resource bytes " + in.readAllBytes().length);
            }
            System.out.println("resources " + Collections.list(loader.getResources("data/r2.txt")).size() + " missing " + loader.getResource("nope"));
        }
        try (FileSystem zfs = FileSystems.newFileSystem(jar)) {
            System.out.println("zipfs " + Files.readString(zfs.getPath("/data/r0.txt")).length());
            try (Stream<Path> s = Files.list(zfs.getPath("/data"))) {
                System.out.println("zipfs list " + s.map(Path::toString).sorted().collect(Collectors.toList()));
            }
        }
        Path zip = dir.resolve("new.zip");
        try (FileSystem zfs = FileSystems.newFileSystem(zip, Map.of("create", "true"))) {
            Files.createDirectories(zfs.getPath("/a/b"));
            Files.writeString(zfs.getPath("/a/b/c.txt"), "inside a zip file system");
            try (OutputStream out = Files.newOutputStream(zfs.getPath("/top.txt"))) {
                out.write("top".getBytes(StandardCharsets.UTF_8));
            }
        }
        try (ZipFile zf = new ZipFile(zip.toFile())) {
            System.out.println("created zip " + zf.stream().map(ZipEntry::getName).sorted().collect(Collectors.toList())
                    + " " + new String(zf.getInputStream(zf.getEntry("a/b/c.txt")).readAllBytes(), StandardCharsets.UTF_8));
        }
        Files.delete(zip);
        Files.delete(jar);
        Files.delete(dir);
        System.out.println("cleaned " + Files.exists(dir));
    }
}
