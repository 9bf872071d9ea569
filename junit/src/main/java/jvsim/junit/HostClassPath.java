package jvsim.junit;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The class path of the host JVM, for a test's VM. Jars listed in a jar's manifest Class-Path are
 * included: build tools start tests from such a "manifest-only" jar (Maven Surefire does).
 */
final class HostClassPath {
    private HostClassPath() { }

    /** The entries of java.class.path, manifest Class-Path expanded, plus where testClass was loaded from. */
    static Set<Path> of(Class<?> testClass) {
        Set<Path> out = new LinkedHashSet<>();
        try {
            add(out, Path.of(testClass.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | NullPointerException | IllegalArgumentException | SecurityException e) {
            // no file location (a generated class): the class path may still have it
        }
        for (String entry : System.getProperty("java.class.path", "").split(java.io.File.pathSeparator)) {
            if (!entry.isEmpty()) add(out, Path.of(entry).toAbsolutePath());
        }
        return out;
    }

    /** The entries, each jar followed by what its manifest Class-Path lists (transitively). */
    static Set<Path> expand(List<Path> entries) {
        Set<Path> out = new LinkedHashSet<>();
        for (Path e : entries) add(out, e.toAbsolutePath());
        return out;
    }

    /** Whether one of the entries (directories or jars) holds the class file of c. */
    static boolean contains(List<Path> entries, Class<?> c) {
        String resource = c.getName().replace('.', '/') + ".class";
        for (Path entry : entries) {
            if (Files.isDirectory(entry) && Files.isRegularFile(entry.resolve(resource))) return true;
            if (Files.isRegularFile(entry)) {
                try (JarFile jar = new JarFile(entry.toFile())) {
                    if (jar.getEntry(resource) != null) return true;
                } catch (IOException e) {
                    // not a jar: look further
                }
            }
        }
        return false;
    }

    private static void add(Set<Path> out, Path entry) {
        if (!out.add(entry) || !entry.toString().endsWith(".jar") || !Files.isRegularFile(entry)) return;
        String listed;
        try (JarFile jar = new JarFile(entry.toFile())) {
            Manifest m = jar.getManifest();
            listed = m == null ? null : m.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
        } catch (IOException e) {
            return;  // not a readable jar: the VM reports it if it needs a class from there
        }
        if (listed == null) return;
        for (String url : listed.trim().split("\\s+")) {
            try {
                URI uri = entry.toUri().resolve(url);
                if ("file".equals(uri.getScheme())) add(out, Path.of(uri));
            } catch (IllegalArgumentException e) {  // includes InvalidPathException
                // a malformed manifest entry: skip it, as the host JVM does
            }
        }
    }
}
