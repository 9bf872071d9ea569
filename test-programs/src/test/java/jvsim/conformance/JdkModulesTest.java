package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.bcel.classfile.ClassParser;
import org.apache.bcel.classfile.JavaClass;
import org.junit.jupiter.api.Test;

/**
 * Every module of the host's JDK image loads in the VM as on the host: for each module (jrt:/), one
 * public top-level class of its first unqualified exported package is loaded and initialized by
 * conformance.LoadClasses on the host (java -cp) and in jvsim; both must print the same outcome for
 * every class. Every module of the boot layer (ModuleLayer.boot() of this class-path test JVM)
 * loads; the others (incubator modules, not resolved without --add-modules) are not found.
 */
class JdkModulesTest {
    @Test
    void onePublicClassOfEveryModuleLoadsAsOnTheHost() throws Exception {
        List<String> names = new ArrayList<>(publicClassPerModule().values());
        assertTrue(names.size() > 40, "modules found: " + names);
        String[] args = names.toArray(String[]::new);
        ConformanceTest.HostRun host = ConformanceTest.startOnHost("conformance.LoadClasses", List.of(), args);
        ConformanceTest.Result vm = ConformanceTest.runInVm("conformance.LoadClasses", args);
        ConformanceTest.Result h = host.finish();
        assertEquals(h.stdout, vm.stdout, "stderr in jvsim:\n" + vm.stderr);
        StringBuilder expected = new StringBuilder();
        publicClassPerModule().forEach((module, name) -> expected.append(name).append(ModuleLayer.boot().findModule(module).isPresent()
                ? ": ok\n" : ": java.lang.ClassNotFoundException\n"));
        assertEquals(expected.toString(), h.stdout, "the boot layer's classes load on the host, the others are not found");
    }

    /** module name -> one public top-level class (binary name) of its first unqualified exported package. */
    static TreeMap<String, String> publicClassPerModule() throws IOException {
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        TreeMap<String, String> out = new TreeMap<>();
        for (ModuleReference r : ModuleFinder.ofSystem().findAll()) {
            ModuleDescriptor d = r.descriptor();
            List<String> exported = d.exports().stream().filter(e -> !e.isQualified()).map(ModuleDescriptor.Exports::source).sorted().toList();
            for (String pkg : exported) {
                Optional<String> c = firstPublicClass(jrt.getPath("/modules", d.name(), pkg.replace('.', '/')), pkg);
                if (c.isPresent()) { out.put(d.name(), c.get()); break; }
            }
        }
        return out;
    }

    private static Optional<String> firstPublicClass(Path dir, String pkg) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class") && !p.getFileName().toString().contains("$")).sorted().toList()) {
                JavaClass c = new ClassParser(Files.newInputStream(f), f.getFileName().toString()).parse();
                if (Modifier.isPublic(c.getAccessFlags()) && !c.getClassName().endsWith("package-info")) return Optional.of(pkg + "." + f.getFileName().toString().replace(".class", ""));
            }
        }
        return Optional.empty();
    }
}
