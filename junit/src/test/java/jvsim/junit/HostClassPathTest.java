package jvsim.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HostClassPathTest {
    @TempDir
    Path dir;

    private Path jar(String name, String classPath, String... entries) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (classPath != null) m.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out, m)) {
            for (String e : entries) {
                jar.putNextEntry(new JarEntry(e));
                jar.closeEntry();
            }
        }
        return file;
    }

    @Test
    void manifestClassPathsAreFollowedOnceEach() throws IOException {
        Path booter = jar("booter.jar", "lib/a.jar classes/ lib/a.jar");
        jar("lib/a.jar", "b.jar ../booter.jar");
        jar("lib/b.jar", null);
        Files.createDirectories(dir.resolve("classes"));
        List<Path> expected = List.of(booter, dir.resolve("lib/a.jar"), dir.resolve("lib/b.jar"), dir.resolve("classes"));
        assertEquals(expected, List.copyOf(HostClassPath.expand(List.of(booter))));
    }

    @Test
    void findsTheClassFileInDirectoriesAndJars() throws IOException {
        String resource = HostClassPathTest.class.getName().replace('.', '/') + ".class";
        Path classes = dir.resolve("classes");
        Path file = classes.resolve(resource);
        Files.createDirectories(file.getParent());
        Files.write(file, new byte[] {0});
        Path emptyJar = jar("empty.jar", null);
        assertTrue(HostClassPath.contains(List.of(emptyJar, classes), HostClassPathTest.class));
        assertFalse(HostClassPath.contains(List.of(emptyJar, dir.resolve("nothing")), HostClassPathTest.class));
        assertTrue(HostClassPath.contains(List.of(emptyJar, jar("full.jar", null, resource)), HostClassPathTest.class));
    }

    @Test
    void includesWhereTheTestClassCameFrom() throws Exception {
        Path here = Path.of(HostClassPathTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(HostClassPath.of(HostClassPathTest.class).contains(here));
    }
}
