package jvsim.capp;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.apache.bcel.classfile.ClassParser;
import org.apache.bcel.classfile.JavaClass;

/**
 * The class files of one version of a program: every class of its class path entries (directories
 * and jars; the first entry that has a class wins, as on a class path), by Java name. Classes it
 * does not have are looked up in the host's JDK (the class library the VM loads) when resolving
 * fields and methods.
 */
final class ClassFiles {
    private final Map<String, JavaClass> classes = new TreeMap<>();
    private final Map<String, JavaClass> jdk = new java.util.HashMap<>();

    /** Reads every class of the entries; IllegalArgumentException with a one-line message for an entry that is neither. */
    static ClassFiles read(List<Path> entries) {
        ClassFiles f = new ClassFiles();
        for (Path e : entries) {
            try {
                if (Files.isDirectory(e)) f.readDirectory(e);
                else if (Files.isRegularFile(e)) f.readJar(e);
                else throw new IllegalArgumentException("no such class path entry: " + e);
            } catch (IOException | org.apache.bcel.classfile.ClassFormatException x) {
                throw new IllegalArgumentException("cannot read the classes of " + e + ": " + x.getMessage());
            }
        }
        return f;
    }

    private void readDirectory(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) s.filter(p -> p.toString().endsWith(".class")).sorted()::iterator) {
                try (InputStream in = Files.newInputStream(p)) {
                    add(new ClassParser(in, p.toString()).parse());
                }
            }
        }
    }

    private void readJar(Path jar) throws IOException {
        try (JarFile j = new JarFile(jar.toFile())) {
            for (Enumeration<JarEntry> en = j.entries(); en.hasMoreElements();) {
                JarEntry e = en.nextElement();
                if (!e.getName().endsWith(".class") || e.getName().startsWith("META-INF/")) continue;
                try (InputStream in = j.getInputStream(e)) {
                    add(new ClassParser(in, e.getName()).parse());
                }
            }
        }
    }

    private void add(JavaClass c) { classes.putIfAbsent(c.getClassName(), c); }

    /** The program's classes, by name. */
    Map<String, JavaClass> all() { return classes; }

    /** The program's class of that name, or null. */
    JavaClass get(String name) { return classes.get(name); }

    /** The program's class, else the JDK's of that name, else null. */
    JavaClass resolve(String name) {
        JavaClass c = classes.get(name);
        if (c != null) return c;
        if (!(name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.") || name.startsWith("sun."))) return null;
        return jdk.computeIfAbsent(name, n -> {
            try (InputStream in = ClassLoader.getSystemResourceAsStream(n.replace('.', '/') + ".class")) {
                return in == null ? null : new ClassParser(in, n).parse();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
