package jvsim.vm.classpath;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A class-path directory. */
public final class DirSource implements ClassSource {
    private final Path dir;

    public DirSource(Path dir) { this.dir = dir; }

    @Override public byte[] read(String resource) throws IOException {
        Path p = dir.resolve(resource);
        return Files.isRegularFile(p) ? Files.readAllBytes(p) : null;
    }

    @Override public Path classPathEntry() { return dir; }

    @Override public String describe() { return dir.toString(); }
}
