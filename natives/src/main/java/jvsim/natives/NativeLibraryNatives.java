package jvsim.natives;

import java.nio.file.Files;
import java.nio.file.Path;
import jvsim.vm.ThrowNew;
import jvsim.vm.natives.NativeRegistry;

/**
 * jdk.internal.loader.NativeLibraries natives. The JDK's own libraries (libzip, libnet, ... under
 * java.home/lib) are built into jvsim: their natives are the Java implementations registered with
 * the VM, so the JDK finds them as built-in (statically linked) libraries and "loading" one links
 * nothing new. Any other library would be native code, which cannot run in the VM: loading it
 * fails with UnsatisfiedLinkError.
 */
final class NativeLibraryNatives {
    private NativeLibraryNatives() {}

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("jdk/internal/loader/NativeLibraries");
        r.add("findBuiltinLib", "(Ljava/lang/String;)Ljava/lang/String;", c -> {
            String file = c.str(0);
            if (file == null) throw new ThrowNew("java/lang/NullPointerException", null);
            c.retString(isJdkLibrary(c.vm, file) ? file.substring(3, file.length() - 3) : null);
        });
        r.add("load", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZZ)Z", c -> {
            if (c.z(2)) { c.ret(true); return; }
            if (!c.z(4)) { c.ret(false); return; }
            throw new ThrowNew("java/lang/UnsatisfiedLinkError", "Can't load library: " + c.str(1) + " (jvsim runs no native code)");
        });
        r.add("unload", "(Ljava/lang/String;ZZJ)V", c -> { });
        // JDK 21 and later: no isJNI flag
        r.add("load", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZ)Z", c -> {
            if (c.z(2)) { c.ret(true); return; }
            if (!c.z(3)) { c.ret(false); return; }
            throw new ThrowNew("java/lang/UnsatisfiedLinkError", "Can't load library: " + c.str(1) + " (jvsim runs no native code)");
        });
        r.add("unload", "(Ljava/lang/String;ZJ)V", c -> { });
        reg.register("jdk/internal/loader/NativeLibrary", "findEntry0", "(JLjava/lang/String;)J", c -> c.ret(0L));
        // no library has native symbols in the VM
        r.add("findEntry0", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;)J", c -> c.ret(0L));
    }

    /** "libzip.so" names a JDK library when java.home/lib has it. */
    static boolean isJdkLibrary(jvsim.vm.Vm vm, String file) {
        if (!file.startsWith("lib") || !file.endsWith(".so") || file.length() <= 6 || file.indexOf('/') >= 0) return false;
        return Files.isRegularFile(Path.of(SystemNatives.javaHome(vm), "lib", file));
    }
}
