package jvsim.vm;

import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.module.ResolvedModule;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The JDK modules the java launcher puts in the boot layer of a class-path application, read from
 * the host's runtime image (the one the VM loads its classes from): JEP 261's default root modules
 * (every system module exporting a package unqualified, incubator modules excepted as they are not
 * resolved by default) resolved with service binding. The VM runs no module system; it uses their
 * descriptors to fill the built-in loaders' service catalogs as ModuleBootstrap would.
 */
final class BootLayer {
    private static List<ModuleDescriptor> modules;

    private BootLayer() {}

    /** The boot layer's module descriptors, by name. */
    static synchronized List<ModuleDescriptor> modules() {
        if (modules == null) {
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
            modules = List.copyOf(out);
        }
        return modules;
    }
}
