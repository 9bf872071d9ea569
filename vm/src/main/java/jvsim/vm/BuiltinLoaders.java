package jvsim.vm;

import java.util.HashSet;
import java.util.Set;

/**
 * The JDK's three built-in class loaders as the VM knows them. The loader objects are the real
 * guest ones: System.initPhase3 runs ClassLoaders.&lt;clinit&gt; inside the VM, which creates the
 * BootClassLoader (used only for resources), the PlatformClassLoader and the AppClassLoader over
 * java.class.path. The VM then defines every class of the built-in loaders itself, like HotSpot's
 * boot loader does, and records the right defining loader: JDK classes go to the loader HotSpot
 * maps their module to (jdk.internal.module.ModuleLoaderMap, asked inside the VM), target class
 * path classes to the AppClassLoader. The module system itself (System.initPhase2) is not run, so
 * the built-in loaders' own module lookups find nothing and the class loader natives answer for them.
 */
public final class BuiltinLoaders {
    /** Who defines a class: the boot loader (null), the platform loader or the app loader. */
    public enum Kind { BOOT, PLATFORM, APP }

    public VmObject platform, app;
    private final Set<String> bootModules = new HashSet<>(), platformModules = new HashSet<>();

    void setModules(Set<String> boot, Set<String> platform) {
        bootModules.addAll(boot);
        platformModules.addAll(platform);
    }

    /** The loader kind of a JDK module (java.base before the map is known). */
    public Kind ofModule(String module) {
        if (module == null || bootModules.isEmpty() || bootModules.contains(module)) return Kind.BOOT;
        return platformModules.contains(module) ? Kind.PLATFORM : Kind.APP;
    }

    /** The loader object of a kind (null for the boot loader, and before the loaders exist). */
    public VmObject object(Kind k) {
        return k == Kind.PLATFORM ? platform : k == Kind.APP ? app : null;
    }

    /** The kind of a loader object, or null for a loader of the target's own. */
    public Kind kindOf(VmObject loader) {
        if (loader == null) return Kind.BOOT;
        if (loader == platform) return Kind.PLATFORM;
        if (loader == app) return Kind.APP;
        return null;
    }

    /**
     * Whether a class defined by {@code defining} can be found through loader {@code initiating}
     * by parent delegation (boot &lt; platform &lt; app). Loaders of the target are treated as
     * children of the app loader: the VM has one class namespace and does not call their loadClass.
     */
    public boolean visible(Kind defining, VmObject initiating) {
        Kind from = kindOf(initiating);
        if (from == null) return true;
        return defining.ordinal() <= from.ordinal();
    }
}
