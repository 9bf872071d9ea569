package jvsim.natives;

import jvsim.vm.natives.NativeRegistry;

/**
 * java.lang.Module natives. The VM does no module access checks (every class reports one unnamed
 * module), so the VM side of module definition and of reads/exports edges has nothing to record;
 * java.lang.Module keeps its own Java-side bookkeeping. Needed by dynamic modules, which
 * java.lang.reflect.Proxy defines (annotation instances are proxies). ModuleLayer.boot() is a layer
 * without modules (jvsim.model.NamedModules), not null: code that probes the boot layer for an
 * optional module finds none.
 */
final class ModuleNatives {
    private ModuleNatives() {}

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("java/lang/Module");
        r.add("defineModule0", "(Ljava/lang/Module;ZLjava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V", c -> { });
        r.add("addReads0", "(Ljava/lang/Module;Ljava/lang/Module;)V", c -> { });
        r.add("addExports0", "(Ljava/lang/Module;Ljava/lang/String;Ljava/lang/Module;)V", c -> { });
        r.add("addExportsToAll0", "(Ljava/lang/Module;Ljava/lang/String;)V", c -> { });
        r.add("addExportsToAllUnnamed0", "(Ljava/lang/Module;Ljava/lang/String;)V", c -> { });
        reg.redirect("java/lang/ModuleLayer", "boot", "()Ljava/lang/ModuleLayer;", "jvsim/model/NamedModules", "boot", "()Ljava/lang/ModuleLayer;");
    }
}
