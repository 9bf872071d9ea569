package jvsim.vm;

import java.lang.module.ModuleDescriptor;
import java.util.List;
import jvsim.vm.classpath.JrtSource;

/**
 * The JDK modules the java launcher puts in the boot layer of a class-path application (see
 * {@link JrtSource}). The VM runs no module system; it uses their descriptors to fill the built-in
 * loaders' service catalogs as Module.defineModules would.
 */
final class BootLayer {
    private BootLayer() {}

    /** The boot layer's module descriptors, by name. */
    static List<ModuleDescriptor> modules(Vm vm) { return vm.jdk.bootLayer(); }

    /**
     * Fills the built-in loaders' service catalogs (what Module.defineModules does in phase 2) with
     * the providers the boot layer's modules declare, so that ServiceLoader finds the JDK's own
     * providers (locale data, charsets, file systems, tools). Each provider is registered with the
     * unnamed module of its module's loader, in which the VM puts that loader's classes.
     */
    static void registerProviders(Vm vm) {
        WellKnown known = vm.known;
        known.bootLoader.get();
        known.servicesCatalog.get();
        VmClass providerClass = known.serviceProvider.get();
        VmMethod newProvider = known.serviceProviderInit.get();
        VmMethod addProviders = known.servicesCatalogAddProviders.get();
        VmObject bootCatalog = (VmObject) vm.callHost(vm.mainThread, known.bootLoaderServicesCatalog.get());
        java.util.Map<BuiltinLoaders.Kind, VmObject> catalogs = new java.util.EnumMap<>(BuiltinLoaders.Kind.class);
        catalogs.put(BuiltinLoaders.Kind.BOOT, bootCatalog);
        for (java.lang.module.ModuleDescriptor d : modules(vm)) {
            if (d.provides().isEmpty()) continue;
            BuiltinLoaders.Kind kind = vm.classes.loaders.ofModule(d.name());
            VmObject loader = vm.classes.loaders.object(kind);
            VmObject catalog = catalogs.computeIfAbsent(kind, k -> (VmObject) vm.callHost(vm.mainThread,
                    known.servicesCatalogOf.get(), loader));
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
