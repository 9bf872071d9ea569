package jvsim.natives;

import java.io.IOException;
import jvsim.vm.BuiltinLoaders;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmObject;
import jvsim.vm.classpath.JrtSource;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * Resources of the JDK's modules (locale and break-iterator data, currency data, ...). On HotSpot
 * JDK classes are in named modules and their resources come from the runtime image through the
 * modules' readers (jdk.internal.jimage, a memory-mapped lib/modules). The VM runs no module
 * system, so the boot loader's unnamed module stands for the boot modules; the boot loader's module
 * lookup (BootLoader.findResourceAsStream) is answered here from the image the VM loads classes from.
 */
final class JdkResourceNatives {
    private JdkResourceNatives() {}

    static void register(NativeRegistry reg) {
        reg.register("jdk/internal/loader/BootLoader", "findResourceAsStream", "(Ljava/lang/String;Ljava/lang/String;)Ljava/io/InputStream;", c -> {
            String module = c.str(0), name = c.str(1);
            if (name == null) throw new ThrowNew("java/lang/NullPointerException", null);
            byte[] data = bootResource(c, module, name);
            c.ret(data == null ? null : byteArrayInputStream(c, data));
        });
    }

    /** A resource of a boot module: of module mn, or (mn null) of the boot module owning its package. */
    static byte[] bootResource(NativeCall c, String mn, String name) {
        JrtSource jrt = JrtSource.get();
        int slash = name.lastIndexOf('/');
        String module = mn != null ? mn : jrt.moduleOf(slash < 0 ? "" : name.substring(0, slash));
        if (module == null || c.vm.classes.loaders.ofModule(module) != BuiltinLoaders.Kind.BOOT) return null;
        try {
            return jrt.read(module, name);
        } catch (IOException e) {
            throw new ThrowNew("java/io/IOException", e.getMessage());
        }
    }

    /** A new java.io.ByteArrayInputStream over data: the fields its constructor would set. */
    static VmObject byteArrayInputStream(NativeCall c, byte[] data) {
        VmClass k = c.vm.classes.load("java/io/ByteArrayInputStream");
        VmObject in = c.vm.heap.newObject(k);
        Guest.ref(in, "buf", c.vm.heap.wrapArray(c.vm.primitiveArray((byte) 8), data, data.length));
        Guest.prim(in, "count", data.length);
        return in;
    }
}
