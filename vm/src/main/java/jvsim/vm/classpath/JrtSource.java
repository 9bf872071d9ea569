package jvsim.vm.classpath;

import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The host JDK's modules through the jrt:/ file system, as a class-path application sees them: the
 * modules the java launcher puts in the boot layer (JEP 261's default root modules, every system
 * module exporting a package unqualified, incubator modules excepted as they are not resolved by
 * default, resolved with service binding). The classes of the image's other modules are not found,
 * as on the host without --add-modules.
 */
public final class JrtSource implements ClassSource {
    private static volatile JrtSource instance;
    private final FileSystem fs;
    /** Package (slashes) -> module name, for the boot layer's modules. */
    private final Map<String, String> modules = new HashMap<>();
    /** The boot layer's module descriptors, by name. */
    private final List<ModuleDescriptor> bootLayer;

    private JrtSource() throws IOException {
        fs = FileSystems.getFileSystem(URI.create("jrt:/"));
        ModuleFinder system = ModuleFinder.ofSystem();
        Set<String> roots = new HashSet<>();
        for (ModuleReference r : system.findAll()) {
            ModuleDescriptor d = r.descriptor();
            if (d.name().startsWith("jdk.incubator.")) continue;
            if (d.exports().stream().anyMatch(e -> !e.isQualified())) roots.add(d.name());
        }
        Configuration cf = Configuration.empty().resolveAndBind(system, ModuleFinder.of(), roots);
        List<ModuleDescriptor> out = new ArrayList<>();
        for (ResolvedModule m : cf.modules()) out.add(m.reference().descriptor());
        out.sort(Comparator.comparing(ModuleDescriptor::name));
        bootLayer = List.copyOf(out);
        // the module descriptors, not jrt:/packages: a package directory there also lists every module
        // holding only subpackages of it (javax.sql lists java.sql.rowset, sun.reflect java.base), and
        // the image's modules never split a package
        for (ModuleDescriptor d : bootLayer)
            for (String pkg : d.packages()) modules.put(pkg.replace('.', '/'), d.name());
    }

    /** The boot layer's module descriptors, by name. */
    public List<ModuleDescriptor> bootLayer() { return bootLayer; }

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

    /** The boot layer module holding a package, or null. */
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
