package jvsim.vm.classpath;

import java.io.IOException;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReader;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.net.URI;
import java.io.ByteArrayInputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.bcel.classfile.Attribute;
import org.apache.bcel.classfile.ClassParser;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.JavaClass;
import org.apache.bcel.classfile.ModuleExports;
import org.apache.bcel.classfile.ModuleMainClass;
import org.apache.bcel.classfile.ModuleOpens;
import org.apache.bcel.classfile.ModulePackages;
import org.apache.bcel.classfile.ModuleProvides;
import org.apache.bcel.classfile.ModuleRequires;

/**
 * One installed JDK's modules through its jrt:/ file system (the host JDK's own, or another's loaded
 * from its lib/jrt-fs.jar), as a class-path application sees them: the modules the java launcher puts
 * in the boot layer (JEP 261's default root modules, every system module exporting a package
 * unqualified, incubator modules excepted as they are not resolved by default, resolved with service
 * binding). The classes of the image's other modules are not found, as on the host without
 * --add-modules. The JDK's version decides which class-file versions the VM accepts
 * ({@link #maxClassMajor}).
 */
public final class JrtSource implements ClassSource {
    /** Opened JDKs by the real path of their home; the host's under its own. */
    private static final Map<Path, JrtSource> OPENED = new ConcurrentHashMap<>();
    private static final Path HOST_HOME = realHome(Path.of(System.getProperty("java.home")));

    /** The oldest JDK whose class library the VM runs. */
    public static final int OLDEST = 17;

    private final FileSystem fs;
    private final Path home;
    private final boolean host;
    /** The JDK's feature version (17, 21, 25...), from java.base's module version. */
    private final int feature;
    /** Package (slashes) -> module name, for the boot layer's modules. */
    private final Map<String, String> modules = new HashMap<>();
    /** The boot layer's module descriptors, by name. */
    private final List<ModuleDescriptor> bootLayer;

    private JrtSource(Path home, boolean host) throws IOException {
        this.home = home;
        this.host = host;
        fs = host ? FileSystems.getFileSystem(URI.create("jrt:/"))
                : FileSystems.newFileSystem(URI.create("jrt:/"), Map.of("java.home", home.toString()));
        Map<String, ModuleDescriptor> all = new HashMap<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(fs.getPath("/modules"))) {
            for (Path dir : dirs) {
                Path info = dir.resolve("module-info.class");
                if (!Files.isRegularFile(info)) continue;
                ModuleDescriptor d = readDescriptor(Files.readAllBytes(info));
                all.put(d.name(), d);
            }
        }
        ModuleDescriptor base = all.get("java.base");
        if (base == null) throw new IOException("no module java.base in " + home);
        feature = base.version().map(v -> Runtime.Version.parse(v.toString()).feature())
                .orElseThrow(() -> new IOException("java.base of " + home + " has no version"));
        ModuleFinder system = new DescriptorFinder(all);
        Set<String> roots = new HashSet<>();
        for (ModuleDescriptor d : all.values()) {
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

    /**
     * A module-info class file's descriptor, read with BCEL: the host's reader refuses class-file
     * versions newer than its own JDK's and what newer JDKs allow in them (JDK 25's java.se requires
     * java.base transitively, JEP 511).
     */
    static ModuleDescriptor readDescriptor(byte[] bytes) throws IOException {
        JavaClass jc = new ClassParser(new ByteArrayInputStream(bytes), "module-info.class").parse();
        ConstantPool cp = jc.getConstantPool();
        org.apache.bcel.classfile.Module m = null;
        ModulePackages packages = null;
        ModuleMainClass main = null;
        for (Attribute a : jc.getAttributes()) {
            if (a instanceof org.apache.bcel.classfile.Module) m = (org.apache.bcel.classfile.Module) a;
            else if (a instanceof ModulePackages) packages = (ModulePackages) a;
            else if (a instanceof ModuleMainClass) main = (ModuleMainClass) a;
        }
        if (m == null) throw new IOException("a module-info.class without a Module attribute");
        Set<ModuleDescriptor.Modifier> mods = EnumSet.noneOf(ModuleDescriptor.Modifier.class);
        if ((m.getModuleFlags() & 0x0020) != 0) mods.add(ModuleDescriptor.Modifier.OPEN);
        if ((m.getModuleFlags() & 0x1000) != 0) mods.add(ModuleDescriptor.Modifier.SYNTHETIC);
        if ((m.getModuleFlags() & 0x8000) != 0) mods.add(ModuleDescriptor.Modifier.MANDATED);
        ModuleDescriptor.Builder b = ModuleDescriptor.newModule(m.getModuleName(cp).replace('/', '.'), mods);
        String version = m.getVersion(cp);
        if (version != null && !version.isEmpty() && !version.equals("0")) b.version(version);
        for (ModuleRequires r : m.getRequiresTable()) {
            Set<ModuleDescriptor.Requires.Modifier> rm = EnumSet.noneOf(ModuleDescriptor.Requires.Modifier.class);
            int f = r.getRequiresFlags();
            if ((f & 0x0020) != 0) rm.add(ModuleDescriptor.Requires.Modifier.TRANSITIVE);
            if ((f & 0x0040) != 0) rm.add(ModuleDescriptor.Requires.Modifier.STATIC);
            if ((f & 0x1000) != 0) rm.add(ModuleDescriptor.Requires.Modifier.SYNTHETIC);
            if ((f & 0x8000) != 0) rm.add(ModuleDescriptor.Requires.Modifier.MANDATED);
            String compiled = r.getVersion(cp);
            if (compiled == null || compiled.isEmpty() || compiled.equals("0")) b.requires(rm, r.getModuleName(cp).replace('/', '.'));
            else b.requires(rm, r.getModuleName(cp).replace('/', '.'), ModuleDescriptor.Version.parse(compiled));
        }
        for (ModuleExports e : m.getExportsTable()) {
            String pkg = e.getPackageName(cp).replace('/', '.');
            Set<String> to = names(e.getToModuleNames(cp));
            Set<ModuleDescriptor.Exports.Modifier> em = EnumSet.noneOf(ModuleDescriptor.Exports.Modifier.class);
            if ((e.getExportsFlags() & 0x1000) != 0) em.add(ModuleDescriptor.Exports.Modifier.SYNTHETIC);
            if ((e.getExportsFlags() & 0x8000) != 0) em.add(ModuleDescriptor.Exports.Modifier.MANDATED);
            if (to.isEmpty()) b.exports(em, pkg); else b.exports(em, pkg, to);
        }
        for (ModuleOpens o : m.getOpensTable()) {
            String pkg = o.getPackageName(cp).replace('/', '.');
            Set<String> to = names(o.getToModuleNames(cp));
            Set<ModuleDescriptor.Opens.Modifier> om = EnumSet.noneOf(ModuleDescriptor.Opens.Modifier.class);
            if ((o.getOpensFlags() & 0x1000) != 0) om.add(ModuleDescriptor.Opens.Modifier.SYNTHETIC);
            if ((o.getOpensFlags() & 0x8000) != 0) om.add(ModuleDescriptor.Opens.Modifier.MANDATED);
            if (to.isEmpty()) b.opens(om, pkg); else b.opens(om, pkg, to);
        }
        for (String service : m.getUsedClassNames(cp, true)) b.uses(service);
        for (ModuleProvides p : m.getProvidesTable())
            b.provides(p.getInterfaceName(cp).replace('/', '.'), List.of(p.getImplementationClassNames(cp, true)));
        if (packages != null) {
            Set<String> all = new HashSet<>();
            for (String pkg : packages.getPackageNames()) all.add(pkg.replace('/', '.'));
            b.packages(all);
        }
        if (main != null) b.mainClass(cp.getConstantString(main.getHostClassIndex(), org.apache.bcel.Const.CONSTANT_Class).replace('/', '.'));
        return b.build();
    }

    private static Set<String> names(String[] modules) {
        Set<String> out = new HashSet<>();
        for (String n : modules) out.add(n.replace('/', '.'));
        return out;
    }

    /** A module finder of descriptors only: resolution reads no module's contents. */
    private static final class DescriptorFinder implements ModuleFinder {
        private final Map<String, ModuleReference> refs = new HashMap<>();

        DescriptorFinder(Map<String, ModuleDescriptor> descriptors) {
            for (ModuleDescriptor d : descriptors.values()) {
                refs.put(d.name(), new ModuleReference(d, null) {
                    @Override public ModuleReader open() throws IOException {
                        throw new IOException("module " + d.name() + " is read through the jrt:/ file system");
                    }
                });
            }
        }

        @Override public Optional<ModuleReference> find(String name) { return Optional.ofNullable(refs.get(name)); }
        @Override public Set<ModuleReference> findAll() { return Set.copyOf(refs.values()); }
    }

    private static Path realHome(Path home) {
        try {
            return home.toRealPath();
        } catch (IOException e) {
            return home.toAbsolutePath().normalize();
        }
    }

    /** The boot layer's module descriptors, by name. */
    public List<ModuleDescriptor> bootLayer() { return bootLayer; }

    /** The host JDK's class library (the one jvsim runs on). */
    public static JrtSource get() { return of(null); }

    /** The host JDK's home. */
    public static Path hostHome() { return HOST_HOME; }

    /**
     * The class library of the JDK installed at home (null: the host's), opened once per host process.
     *
     * @throws IllegalArgumentException when home is not a JDK of version 9 or later (no lib/modules
     *     and lib/jrt-fs.jar), or its image cannot be read
     */
    public static JrtSource of(Path home) {
        Path real = home == null ? HOST_HOME : realHome(home);
        JrtSource s = OPENED.get(real);
        if (s != null) return s;
        synchronized (OPENED) {
            s = OPENED.get(real);
            if (s != null) return s;
            boolean host = real.equals(HOST_HOME);
            if (!host && !(Files.isRegularFile(real.resolve("lib/modules")) && Files.isRegularFile(real.resolve("lib/jrt-fs.jar"))))
                throw new IllegalArgumentException(home + " is not a JDK of version 9 or later (no lib/modules and lib/jrt-fs.jar)");
            try {
                s = new JrtSource(real, host);
            } catch (IOException | RuntimeException e) {
                if (host) throw new IllegalStateException("cannot open the host JDK's jrt:/ file system", e);
                throw new IllegalArgumentException("cannot read the class library of the JDK at " + home + ": " + e.getMessage(), e);
            }
            if (s.feature < OLDEST)
                throw new IllegalArgumentException("the JDK at " + home + " is JDK " + s.feature + "; jvsim runs the class libraries of JDK " + OLDEST + " and later");
            OPENED.put(real, s);
            return s;
        }
    }

    /** The JDK's home folder. */
    public Path home() { return home; }

    /** True for the host JDK's own class library. */
    public boolean isHost() { return host; }

    /** The JDK's feature version: 17, 21, 25, ... */
    public int feature() { return feature; }

    /** The highest class-file major version this JDK accepts (61 for 17, 65 for 21, 69 for 25). */
    public int maxClassMajor() { return 44 + feature; }

    /** The version of a boot layer module ("25.0.1"), or null. */
    public String moduleVersion(String module) {
        for (ModuleDescriptor d : bootLayer) if (d.name().equals(module)) return d.rawVersion().orElse(null);
        return null;
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

    /** "jrt:/" for the host's library, "jrt:" and the home for another JDK's (keys of parsed classes). */
    @Override public String describe() { return host ? "jrt:/" : "jrt:" + home; }
}
