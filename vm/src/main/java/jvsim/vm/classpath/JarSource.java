package jvsim.vm.classpath;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/** A class-path jar file. */
public final class JarSource implements ClassSource {
    private final Path path;
    private final JarFile jar;

    public JarSource(Path path) throws IOException {
        this.path = path;
        this.jar = new JarFile(path.toFile());
    }

    @Override public byte[] read(String resource) throws IOException {
        ZipEntry e = jar.getEntry(resource);
        if (e == null || e.isDirectory()) return null;
        try (InputStream in = jar.getInputStream(e)) { return in.readAllBytes(); }
    }

    @Override public Path classPathEntry() { return path; }

    @Override public String describe() { return path.toString(); }
}
