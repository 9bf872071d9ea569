package jvsim.vm.classpath;

import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** The host JDK's modules through the jrt:/ file system. */
public final class JrtSource implements ClassSource {
    private static volatile JrtSource instance;
    private final FileSystem fs;
    /** Package (slashes) -> module name. */
    private final Map<String, String> modules = new HashMap<>();

    private JrtSource() throws IOException {
        fs = FileSystems.getFileSystem(URI.create("jrt:/"));
        try (DirectoryStream<Path> pkgs = Files.newDirectoryStream(fs.getPath("/packages"))) {
            for (Path pkg : pkgs) {
                try (DirectoryStream<Path> mods = Files.newDirectoryStream(pkg)) {
                    for (Path mod : mods) {
                        String p = pkg.getFileName().toString().replace('.', '/');
                        String m = mod.getFileName().toString();
                        // prefer java.base when split (it never is in practice)
                        modules.merge(p, m, (a, b) -> a.equals("java.base") ? a : b);
                    }
                }
            }
        }
    }

    public static JrtSource get() {
        JrtSource s = instance;
        if (s == null) {
            synchronized (JrtSource.class) {
                if (instance == null) {
                    try { instance = new JrtSource(); } catch (IOException e) { throw new IllegalStateException("cannot open jrt:/ file system", e); }
                }
                s = instance;
            }
        }
        return s;
    }

    /** Module holding a package, or null. */
    public String moduleOf(String pkg) { return modules.get(pkg); }

    @Override public byte[] read(String resource) throws IOException {
        int slash = resource.lastIndexOf('/');
        String mod = modules.get(slash < 0 ? "" : resource.substring(0, slash));
        if (mod == null) return null;
        try {
            return Files.readAllBytes(fs.getPath("/modules", mod, resource));
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /** The bytes of a resource of the named module, or null. */
    public byte[] read(String module, String resource) throws IOException {
        if (module.isEmpty() || module.indexOf('/') >= 0 || module.equals("..")) return null;
        try {
            Path p = fs.getPath("/modules", module).resolve(resource).normalize();
            if (!p.startsWith(fs.getPath("/modules", module)) || !Files.isRegularFile(p)) return null;
            return Files.readAllBytes(p);
        } catch (NoSuchFileException | java.nio.file.InvalidPathException e) {
            return null;
        }
    }

    @Override public boolean isJdk() { return true; }
    @Override public String describe() { return "jrt:/"; }
}
