package jvsim.natives;

import jvsim.vm.BuiltinLoaders;
import jvsim.vm.ClassRegistry;
import jvsim.vm.LinkageFailure;
import jvsim.vm.VmClass;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;

/**
 * Class lookups on behalf of a class loader (forName0, findBootstrapClass, findLoadedClass0). The
 * VM has one class namespace and defines the built-in loaders' classes itself; what a loader may
 * see follows parent delegation among the built-in loaders (boot, platform, app), so that, as on
 * HotSpot, the boot loader does not find the target's classes nor the platform modules' ones.
 */
final class LoaderLookup {
    private LoaderLookup() {}

    /**
     * The class named (internal form, arrays allowed) as found through loader {@code initiating}, or
     * null. Loads it when needed; a class that exists but is broken raises its LinkageError.
     */
    static VmClass find(NativeCall c, String name, VmObject initiating) {
        ClassRegistry classes = c.vm.classes;
        VmClass k = classes.findLoaded(name);
        if (k != null) return visible(c, k, initiating) ? k : null;
        BuiltinLoaders.Kind kind = classes.definingKind(name);
        if (kind == null || !classes.loaders.visible(kind, initiating)) return null;
        try {
            return classes.load(name);
        } catch (LinkageFailure e) {
            if (e.errorClass.equals("java/lang/NoClassDefFoundError") && e.getMessage().equals(name)) return null;
            throw e;
        }
    }

    private static boolean visible(NativeCall c, VmClass k, VmObject initiating) {
        VmClass e = k.isArray() ? k.elementClass : k;
        if (e.isPrimitive()) return true;
        BuiltinLoaders loaders = c.vm.classes.loaders;
        BuiltinLoaders.Kind kind = loaders.kindOf(e.loader);
        // a class of a loader of the target: that loader and (one namespace) other target loaders see it
        if (kind == null) return e.loader == initiating || loaders.kindOf(initiating) == null;
        return loaders.visible(kind, initiating);
    }

    /** The internal name of a binary name ("a.b.C", "[La.b.C;"), or null when it cannot name a class. */
    static String internalName(String binaryName) {
        if (binaryName == null || binaryName.isEmpty() || binaryName.indexOf('/') >= 0) return null;
        String n = binaryName.replace('.', '/');
        if (n.charAt(0) != '[') return n;
        int i = 0;
        while (i < n.length() && n.charAt(i) == '[') i++;
        if (i > 255 || i == n.length()) return null;
        char e = n.charAt(i);
        if (e == 'L') return n.length() > i + 2 && n.endsWith(";") && n.indexOf(';') == n.length() - 1 ? n : null;
        return n.length() == i + 1 && "ZBCSIJFD".indexOf(e) >= 0 ? n : null;
    }
}
