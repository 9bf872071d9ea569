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
 * descriptors to fill the built-in loaders' service catalogs as Module.defineModules would.
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

    /**
     * Fills the built-in loaders' service catalogs (what Module.defineModules does in phase 2) with
     * the providers the boot layer's modules declare, so that ServiceLoader finds the JDK's own
     * providers (locale data, charsets, file systems, tools). Each provider is registered with the
     * unnamed module of its module's loader, in which the VM puts that loader's classes.
     */
    static void registerProviders(Vm vm) {
        VmClass bootLoader = vm.classes.load("jdk/internal/loader/BootLoader");
        VmClass catalogClass = vm.classes.load("jdk/internal/module/ServicesCatalog");
        VmClass providerClass = vm.classes.load("jdk/internal/module/ServicesCatalog$ServiceProvider");
        VmMethod newProvider = providerClass.declaredMethod("<init>", "(Ljava/lang/Module;Ljava/lang/String;)V");
        VmMethod addProviders = catalogClass.declaredMethod("addProviders", "(Ljava/lang/String;[Ljdk/internal/module/ServicesCatalog$ServiceProvider;)V");
        VmObject bootCatalog = (VmObject) vm.callHost(vm.mainThread, bootLoader.declaredMethod("getServicesCatalog", "()Ljdk/internal/module/ServicesCatalog;"));
        java.util.Map<BuiltinLoaders.Kind, VmObject> catalogs = new java.util.EnumMap<>(BuiltinLoaders.Kind.class);
        catalogs.put(BuiltinLoaders.Kind.BOOT, bootCatalog);
        for (java.lang.module.ModuleDescriptor d : modules()) {
            if (d.provides().isEmpty()) continue;
            BuiltinLoaders.Kind kind = vm.classes.loaders.ofModule(d.name());
            VmObject loader = vm.classes.loaders.object(kind);
            VmObject catalog = catalogs.computeIfAbsent(kind, k -> (VmObject) vm.callHost(vm.mainThread,
                    catalogClass.declaredMethod("getServicesCatalog", "(Ljava/lang/ClassLoader;)Ljdk/internal/module/ServicesCatalog;"), loader));
            VmObject module = vm.classes.moduleOf(loader);
            for (java.lang.module.ModuleDescriptor.Provides p : d.provides()) {
                VmObject array = vm.heap.newArray(vm.classes.arrayOf(providerClass), p.providers().size());
                for (int i = 0; i < array.length; i++) {
                    array.r[i] = vm.heap.newObject(providerClass);
                    vm.callHost(vm.mainThread, newProvider, array.r[i], module, vm.strings.newString(p.providers().get(i)));
                }
                vm.callHost(vm.mainThread, addProviders, catalog, vm.strings.newString(p.service()), array);
            }
        }
    }
}
