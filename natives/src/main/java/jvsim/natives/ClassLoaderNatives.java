package jvsim.natives;

import jvsim.vm.GuestMemory;
import jvsim.vm.BuiltinLoaders;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.ClassParser;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantUtf8;
import org.apache.bcel.classfile.JavaClass;

/**
 * java.lang.ClassLoader natives. The VM has one class namespace and defines the classes of the
 * built-in loaders itself (see {@link jvsim.vm.BuiltinLoaders}): findBootstrapClass answers the boot
 * loader's classes, and findLoadedClass0 on the platform or app loader answers (loading on demand)
 * the classes that loader defines, so the JDK's BuiltinClassLoader delegation finds every class where
 * HotSpot would. Classes the target defines from bytes (the JDK's generated reflection accessors,
 * dynamic proxies, custom loaders) are defined with their loader object.
 */
final class ClassLoaderNatives {
    private ClassLoaderNatives() {}

    /** java.lang.invoke.MethodHandleNatives.Constants: flags of ClassLoader.defineClass0. */
    static final int NESTMATE_CLASS = 0x1, HIDDEN_CLASS = 0x2;

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("java/lang/ClassLoader");
        r.add("registerNatives", "()V", c -> { });
        r.add("findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;", c -> {
            String name = LoaderLookup.internalName(c.str(1));
            if (name == null || name.charAt(0) == '[') { c.ret((VmObject) null); return; }
            VmObject loader = c.self();
            BuiltinLoaders.Kind kind = c.vm.classes.loaders.kindOf(loader);
            VmClass k;
            if (kind == BuiltinLoaders.Kind.PLATFORM || kind == BuiltinLoaders.Kind.APP) {
                // the VM defines the built-in loaders' classes: "loaded" by this loader means it defines it
                k = c.vm.classes.definingKind(name) == kind ? LoaderLookup.find(c, name, loader) : null;
            } else {
                k = c.vm.classes.findLoaded(name);
                if (k != null && k.loader != loader) k = null;
            }
            c.ret(k == null ? null : k.mirror);
        });
        r.add("findBootstrapClass", "(Ljava/lang/String;)Ljava/lang/Class;", c -> {
            String name = LoaderLookup.internalName(c.str(0));
            VmClass k = name == null || name.charAt(0) == '[' ? null : LoaderLookup.find(c, name, null);
            c.ret(k == null ? null : k.mirror);
        });
        r.add("defineClass1", "(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;", c -> {
            VmObject b = c.o(2);
            if (b == null) throw new ThrowNew("java/lang/NullPointerException", null);
            VmClass k = define(c, c.o(0), c.str(1), slice((byte[]) GuestMemory.hostArray(b), c.i(3), c.i(4)));
            k.protectionDomain = c.o(5);
            c.ret(k.mirror);
        });
        r.add("defineClass2", "(Ljava/lang/ClassLoader;Ljava/lang/String;Ljava/nio/ByteBuffer;IILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;", c -> {
            VmObject bb = c.o(2);
            if (bb == null) throw new ThrowNew("java/lang/NullPointerException", null);
            VmObject hb = c.vm.known.byteBufferHb.get(bb);
            if (hb == null) throw new ThrowNew("java/lang/InternalError", "jvsim: defining a class from a direct ByteBuffer is not supported");
            int base = (int) c.vm.known.byteBufferOffset.get(bb);
            VmClass k = define(c, c.o(0), c.str(1), slice((byte[]) GuestMemory.hostArray(hb), base + c.i(3), c.i(4)));
            k.protectionDomain = c.o(5);
            c.ret(k.mirror);
        });
        r.add("defineClass0", "(Ljava/lang/ClassLoader;Ljava/lang/Class;Ljava/lang/String;[BIILjava/security/ProtectionDomain;ZILjava/lang/Object;)Ljava/lang/Class;", ClassLoaderNatives::defineClass0);
        String boot = "jdk/internal/loader/BootLoader";
        // the boot loader's unnamed module, which the VM gives every class of the boot loader
        reg.register(boot, "setBootLoaderUnnamedModule0", "(Ljava/lang/Module;)V", c -> c.vm.classes.setModule(c.o(0)));
        reg.register(boot, "getSystemPackageLocation", "(Ljava/lang/String;)Ljava/lang/String;", c -> c.ret((VmObject) null));
        reg.register(boot, "getSystemPackageNames", "()[Ljava/lang/String;", c -> c.ret(SystemNatives.stringArray(c, new String[0])));
        r.add("retrieveDirectives", "()Ljava/lang/AssertionStatusDirectives;", c -> {
            VmClass k = c.vm.known.assertionStatusDirectives.get();
            VmObject d = c.vm.heap.newObject(k);
            VmClass strings = c.vm.classes.arrayOf(c.vm.classes.stringClass()), bools = c.vm.classes.arrayOf(c.vm.classes.primitive('Z'));
            c.vm.known.asdClasses.set(d, c.vm.heap.newArray(strings, 0));
            c.vm.known.asdClassEnabled.set(d, c.vm.heap.newArray(bools, 0));
            c.vm.known.asdPackages.set(d, c.vm.heap.newArray(strings, 0));
            c.vm.known.asdPackageEnabled.set(d, c.vm.heap.newArray(bools, 0));
            c.vm.known.asdDeflt.set(d, c.vm.config.assertions);
            c.ret(d);
        });
    }

    private static byte[] slice(byte[] b, int off, int len) {
        if (off < 0 || len < 0 || (long) off + len > b.length) throw new ThrowNew("java/lang/ArrayIndexOutOfBoundsException", null);
        byte[] out = new byte[len];
        System.arraycopy(b, off, out, 0, len);
        return out;
    }

    /** Defines a class; binaryName uses dots and may be null (the name comes from the bytes). */
    static VmClass define(NativeCall c, VmObject loader, String binaryName, byte[] bytes) {
        String expected = binaryName == null ? null : binaryName.replace('.', '/');
        if (expected != null && expected.startsWith("java/") && loader != null)
            throw new ThrowNew("java/lang/SecurityException", "Prohibited package name: " + packageOf(binaryName));
        return c.vm.classes.defineFromBytes(expected, bytes, loader);
    }

    private static String packageOf(String binaryName) {
        int i = binaryName.lastIndexOf('.');
        return i < 0 ? "" : binaryName.substring(0, i);
    }

    /**
     * Lookup.defineClass and Lookup.defineHiddenClass. A hidden class gets a unique name
     * ("name/N" internally, as HotSpot's "name/0x..."), written into its this_class entry.
     */
    private static void defineClass0(NativeCall c) {
        VmObject loader = c.o(0), lookup = c.o(1), b = c.o(3);
        String name = c.str(2);
        boolean initialize = c.z(7);
        int flags = c.i(8);
        VmObject classData = c.o(9);
        if (b == null) throw new ThrowNew("java/lang/NullPointerException", null);
        VmClass k;
        if (b.meta instanceof VmClass) {
            // re-executed after the initializer frames of the class defined by the first run
            k = (VmClass) b.meta;
            GuestMemory.setMeta(b, null);
        } else {
            byte[] bytes = slice((byte[]) GuestMemory.hostArray(b), c.i(4), c.i(5));
            if ((flags & HIDDEN_CLASS) == 0) {
                k = define(c, loader, name, bytes);
            } else {
                k = defineHidden(c, loader, name, bytes, b);
                if (classData != null) c.vm.known.classClassData.set(k.mirror, classData);
            }
            if ((flags & NESTMATE_CLASS) != 0 && lookup != null) {
                VmClass host = lookup.mirrored();
                k.nestHost = host.nestHost != null ? host.nestHost : host.name;
            }
        }
        if (initialize && !k.isInitialized() && c.vm.ensureInitialized(c.thread, k)) {
            // run again once the initializer frames returned; the byte array remembers the class
            GuestMemory.setMeta(b, k);
            c.reexecute = true;
            return;
        }
        c.ret(k.mirror);
    }

    private static VmClass defineHidden(NativeCall c, VmObject loader, String name, byte[] bytes, VmObject array) {
        JavaClass jc;
        try {
            jc = new ClassParser(new java.io.ByteArrayInputStream(bytes), "hidden.class").parse();
        } catch (java.io.IOException | RuntimeException e) {
            throw new ThrowNew("java/lang/ClassFormatError", String.valueOf(e.getMessage()));
        }
        String original = jc.getClassName().replace('.', '/');
        // named for the allocation of the byte array, which a re-execution of the same schedule
        // repeats: the JDK's caches hash these names, and the class is reused (ClassRegistry#defineFromBytes)
        String unique = original + "/0x" + Long.toHexString(array.id);
        for (int n = 1; c.vm.classes.findLoaded(unique) != null; n++) unique = original + "/0x" + Long.toHexString(array.id) + "_" + n;
        ConstantClass cc = (ConstantClass) jc.getConstantPool().getConstant(jc.getClassNameIndex(), Const.CONSTANT_Class);
        // a fresh UTF8 entry, so that other users of the old one (descriptors) keep their text
        org.apache.bcel.classfile.Constant[] pool = jc.getConstantPool().getConstantPool();
        org.apache.bcel.classfile.Constant[] grown = java.util.Arrays.copyOf(pool, pool.length + 1);
        grown[pool.length] = new ConstantUtf8(unique);
        jc.getConstantPool().setConstantPool(grown);
        cc.setNameIndex(pool.length);
        jc.setClassName(unique.replace('/', '.'));
        VmClass k = c.vm.classes.defineFromBytes(unique, jc.getBytes(), loader);
        k.hidden = true;
        return k;
    }
}
