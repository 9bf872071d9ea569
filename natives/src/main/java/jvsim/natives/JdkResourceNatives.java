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
 * system, so the boot loader's unnamed module stands for the boot modules: the boot loader's lookups
 * (BootLoader.findResourceAsStream, and findResource(s) through the model class JdkResources) are
 * answered from the image the VM loads classes from, and so are jrt: URLs.
 */
final class JdkResourceNatives {
    private JdkResourceNatives() {}

    static void register(NativeRegistry reg) {
        String boot = "jdk/internal/loader/BootLoader", model = "jvsim/model/JdkResources";
        reg.redirect(boot, "findResource", "(Ljava/lang/String;)Ljava/net/URL;", model, "findResource", "(Ljava/lang/String;)Ljava/net/URL;");
        reg.redirect(boot, "findResources", "(Ljava/lang/String;)Ljava/util/Enumeration;", model, "findResources", "(Ljava/lang/String;)Ljava/util/Enumeration;");
        reg.register(model, "bootModuleOf", "(Ljava/lang/String;)Ljava/lang/String;", c -> {
            String name = c.str(0);
            c.retString(name != null && bootResource(c, null, name) != null ? c.vm.jdk.moduleOf(packageOf(name)) : null);
        });

        // jrt: URLs read the image the VM loads classes from, not lib/modules through jdk.internal.jimage
        NativeRegistry.ClassNatives jrt = reg.forClass("sun/net/www/protocol/jrt/JavaRuntimeURLConnection");
        jrt.add("<clinit>", "()V", c -> { }); // its only static is the jimage reader
        jrt.add("connect", "()V", c -> jrtResource(c));
        jrt.add("getInputStream", "()Ljava/io/InputStream;", c -> c.ret(byteArrayInputStream(c, jrtResource(c))));
        jrt.add("getContentLengthLong", "()J", c -> {
            try {
                c.ret((long) jrtResource(c).length);
            } catch (ThrowNew e) {
                c.ret(-1L);
            }
        });
        reg.register("jdk/internal/loader/BootLoader", "findResourceAsStream", "(Ljava/lang/String;Ljava/lang/String;)Ljava/io/InputStream;", c -> {
            String module = c.str(0), name = c.str(1);
            if (name == null) throw new ThrowNew("java/lang/NullPointerException", null);
            byte[] data = bootResource(c, module, name);
            c.ret(data == null ? null : byteArrayInputStream(c, data));
        });
    }

    /** JavaRuntimeURLConnection.connect(): the bytes of the jrt:/module/name resource of the receiver. */
    private static byte[] jrtResource(NativeCall c) {
        VmObject conn = c.self();
        // the connection's connected flag, which the JDK's setters read, is written at a step
        if (c.stopAtField(jvsim.vm.Op.WRITE, conn, c.vm.known.urlConnectionConnected.field(), false)) throw NativeCall.Stopped.AT_POINT;
        String module = c.vm.strings.toHost(c.vm.known.jrtConnectionModule.get(conn)), name = c.vm.strings.toHost(c.vm.known.jrtConnectionName.get(conn));
        if (name == null) throw new ThrowNew("java/io/IOException", "cannot connect to jrt:/" + (module == null ? "" : module));
        byte[] data;
        try {
            data = c.vm.jdk.read(module, name);
        } catch (IOException e) {
            throw new ThrowNew("java/io/IOException", e.getMessage());
        }
        if (data == null) throw new ThrowNew("java/io/IOException", module + "/" + name + " not found");
        c.vm.known.urlConnectionConnected.set(conn, true);
        return data;
    }

    private static String packageOf(String name) {
        int slash = name.lastIndexOf('/');
        return slash < 0 ? "" : name.substring(0, slash);
    }

    /** A resource of a boot module: of module mn, or (mn null) of the boot module owning its package. */
    static byte[] bootResource(NativeCall c, String mn, String name) {
        JrtSource jrt = c.vm.jdk;
        String module = mn != null ? mn : jrt.moduleOf(packageOf(name));
        if (module == null || c.vm.classes.loaders.ofModule(module) != BuiltinLoaders.Kind.BOOT) return null;
        try {
            return jrt.read(module, name);
        } catch (IOException e) {
            throw new ThrowNew("java/io/IOException", e.getMessage());
        }
    }

    /** A new java.io.ByteArrayInputStream over data: the fields its constructor would set. */
    static VmObject byteArrayInputStream(NativeCall c, byte[] data) {
        VmClass k = c.vm.known.byteArrayInputStream.get();
        VmObject in = c.vm.heap.newObject(k);
        c.vm.known.byteArrayInputStreamBuf.set(in, c.vm.heap.wrapArray(c.vm.primitiveArray((byte) 8), data, data.length));
        c.vm.known.byteArrayInputStreamCount.set(in, data.length);
        return in;
    }
}
