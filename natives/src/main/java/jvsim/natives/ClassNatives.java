package jvsim.natives;

import jvsim.vm.GuestMemory;
import java.lang.reflect.Modifier;
import jvsim.vm.LinkageFailure;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmObject;
import jvsim.vm.classpath.JrtSource;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.Attribute;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.EnclosingMethod;
import org.apache.bcel.classfile.InnerClass;
import org.apache.bcel.classfile.InnerClasses;
import org.apache.bcel.classfile.Signature;

/** java.lang.Class natives on VM classes (reflection over members is in ReflectionNatives). */
final class ClassNatives {
    private ClassNatives() {}

    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("java/lang/Class");
        r.add("registerNatives", "()V", c -> { });
        r.add("getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", c -> {
            VmClass p = c.vm.classes.primitiveByName(c.str(0));
            if (p == null) throw new ThrowNew("java/lang/ClassNotFoundException", c.str(0));
            c.ret(p.mirror);
        });
        r.add("desiredAssertionStatus0", "(Ljava/lang/Class;)Z", c -> c.ret(c.vm.config.assertions && !c.o(0).mirrored().jdk));
        r.add("isArray", "()Z", c -> c.ret(k(c).isArray()));
        r.add("isPrimitive", "()Z", c -> c.ret(k(c).isPrimitive()));
        r.add("isInterface", "()Z", c -> c.ret(k(c).isInterface()));
        r.add("isHidden", "()Z", c -> c.ret(k(c).hidden));
        // JDK 21 and later: minor << 16 | major of the class file (of the element class for an array;
        // a primitive type has the class library's latest version, as HotSpot's)
        r.add("getClassFileVersion0", "()I", c -> {
            VmClass k = k(c);
            while (k.isArray()) k = k.component;
            c.ret(k.cf == null ? c.vm.jdk.maxClassMajor() : k.cf.getMinor() << 16 | k.cf.getMajor());
        });
        r.add("isInstance", "(Ljava/lang/Object;)Z", c -> c.ret(c.o(1) != null && c.o(1).cls.isSubclassOf(k(c))));
        r.add("isAssignableFrom", "(Ljava/lang/Class;)Z", c -> {
            if (c.o(1) == null) throw new ThrowNew("java/lang/NullPointerException", null);
            VmClass from = c.o(1).mirrored(), to = k(c);
            if (from.isPrimitive() || to.isPrimitive()) c.ret(from == to);
            else c.ret(from.isSubclassOf(to));
        });
        r.add("getSuperclass", "()Ljava/lang/Class;", c -> {
            VmClass k = k(c);
            c.ret(k.isInterface() || k.isPrimitive() || k.superclass == null ? null : k.superclass.mirror);
        });
        r.add("getInterfaces0", "()[Ljava/lang/Class;", c -> {
            VmClass[] is = k(c).interfaces;
            VmObject[] mirrors = new VmObject[is.length];
            for (int i = 0; i < is.length; i++) mirrors[i] = is[i].mirror;
            c.ret(GuestMemory.newArray(c.vm.classes.arrayOf(c.vm.classes.classClass()), mirrors));
        });
        r.add("getModifiers", "()I", c -> c.ret(modifiers(k(c))));
        r.add("getClassAccessFlagsRaw0", "()I", c -> c.ret(k(c).access));
        r.add("initClassName", "()Ljava/lang/String;", c -> {
            // Class.getName reads the field and calls this when it is null: the write is a step, as a
            // putfield is, so that which thread's call names the class first is seen as a race
            VmObject self = c.self();
            VmField f = c.vm.known.className.field();
            if (c.stopAtField(jvsim.vm.Op.WRITE, self, f, false)) return;
            VmObject name = c.vm.heap.intern(k(c).javaName());
            GuestMemory.setRef(self, f, name);
            c.ret(name);
        });
        r.add("getDeclaringClass0", "()Ljava/lang/Class;", c -> {
            InnerClass ic = innerEntry(k(c));
            if (ic == null || ic.getOuterClassIndex() == 0) { c.ret((VmObject) null); return; }
            String outer = k(c).cp.getConstantString(ic.getOuterClassIndex(), Const.CONSTANT_Class);
            c.ret(c.vm.classes.load(outer).mirror);
        });
        r.add("getSimpleBinaryName0", "()Ljava/lang/String;", c -> {
            InnerClass ic = innerEntry(k(c));
            if (ic == null || ic.getInnerNameIndex() == 0) { c.ret((VmObject) null); return; }
            c.ret(c.vm.heap.intern(k(c).cp.getConstantUtf8(ic.getInnerNameIndex()).getBytes()));
        });
        r.add("getEnclosingMethod0", "()[Ljava/lang/Object;", ClassNatives::enclosingMethod);
        r.add("getNestHost0", "()Ljava/lang/Class;", c -> {
            VmClass k = k(c);
            if (k.nestHost == null) { c.ret(k.mirror); return; }
            try { c.ret(c.vm.classes.load(k.nestHost).mirror); } catch (LinkageFailure e) { c.ret(k.mirror); }
        });
        r.add("getGenericSignature0", "()Ljava/lang/String;", c -> {
            VmClass k = k(c);
            if (k.cf != null) for (Attribute a : k.cf.getAttributes()) {
                if (a instanceof Signature) { c.ret(c.vm.heap.intern(((Signature) a).getSignature())); return; }
            }
            c.ret((VmObject) null);
        });
        reg.redirect("java/lang/Class", "getProtectionDomain0", "()Ljava/security/ProtectionDomain;",
                "jvsim/model/ProtectionDomains", "getProtectionDomain", "(Ljava/lang/Class;)Ljava/security/ProtectionDomain;");
        reg.register("jvsim/model/ProtectionDomains", "location", "(Ljava/lang/Class;)Ljava/lang/String;", c -> c.retString(codeLocation(c, c.o(0).mirrored())));
        reg.register("jvsim/model/ProtectionDomains", "definedWith", "(Ljava/lang/Class;)Ljava/security/ProtectionDomain;", c -> c.ret(c.o(0).mirrored().protectionDomain));
        r.add("getRawAnnotations", "()[B", c -> c.ret((VmObject) null));
        r.add("getRawTypeAnnotations", "()[B", c -> c.ret((VmObject) null));
        r.add("getConstantPool", "()Ljdk/internal/reflect/ConstantPool;", c -> c.ret((VmObject) null));
        r.add("forName0", "(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;", ClassNatives::forName);
    }

    static VmClass k(NativeCall c) { return c.self().mirrored(); }

    /**
     * Where the defining loader found a class, as ProtectionDomains wants it: the class path entry of
     * a class path class, the jrt: module of a JDK class of the platform or app loader; null for the
     * boot loader's classes (HotSpot gives them no domain) and for classes defined from bytes.
     */
    private static String codeLocation(NativeCall c, VmClass k) {
        if (k.source == null || k.loader == null) return null;
        if (k.source.classPathEntry() != null) return "file:" + k.source.classPathEntry();
        String module = c.vm.jdk.moduleOf(k.packageName());
        return module == null ? null : "jrt:/" + module;
    }

    /** Class.forName: the class as the given loader finds it (null: the boot loader). */
    private static void forName(NativeCall c) {
        String name = c.str(0);
        if (name == null) throw new ThrowNew("java/lang/NullPointerException", null);
        String internal = LoaderLookup.internalName(name);
        VmClass k = internal == null ? null : LoaderLookup.find(c, internal, c.o(2));
        // HotSpot's boot loader reports the class in internal form; other loaders' loadClass as given
        if (k == null) throw new ThrowNew("java/lang/ClassNotFoundException", c.o(2) == null ? name.replace('.', '/') : name);
        if (c.z(1) && !k.isInitialized() && c.vm.ensureInitialized(c.thread, k)) { c.reexecute = true; return; }
        c.ret(k.mirror);
    }

    static int modifiers(VmClass k) {
        if (k.isPrimitive()) return Modifier.PUBLIC | Modifier.FINAL | Modifier.ABSTRACT;
        if (k.isArray()) {
            int cm = modifiers(k.component);
            return (cm & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED)) | Modifier.FINAL | Modifier.ABSTRACT;
        }
        InnerClass ic = innerEntry(k);
        int flags = ic != null ? ic.getInnerAccessFlags() : k.access;
        return flags & ~0x20 & 0x7fff & ~0x1000 | (flags & 0x1000);
    }

    static InnerClass innerEntry(VmClass k) {
        if (k.cf == null) return null;
        for (Attribute a : k.cf.getAttributes()) {
            if (a instanceof InnerClasses) {
                for (InnerClass ic : ((InnerClasses) a).getInnerClasses()) {
                    if (ic.getInnerClassIndex() != 0 && k.cp.getConstantString(ic.getInnerClassIndex(), Const.CONSTANT_Class).equals(k.name)) return ic;
                }
            }
        }
        return null;
    }

    private static void enclosingMethod(NativeCall c) {
        VmClass k = k(c);
        if (k.cf != null) for (Attribute a : k.cf.getAttributes()) {
            if (a instanceof EnclosingMethod) {
                EnclosingMethod em = (EnclosingMethod) a;
                VmObject arr = c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.classes.objectClass()), 3);
                GuestMemory.setElement(arr, 0, c.vm.classes.load(k.cp.getConstantString(em.getEnclosingClassIndex(), Const.CONSTANT_Class)).mirror);
                if (em.getEnclosingMethodIndex() != 0) {
                    ConstantNameAndType nt = (ConstantNameAndType) k.cp.getConstant(em.getEnclosingMethodIndex());
                    GuestMemory.setElement(arr, 1, c.vm.heap.intern(nt.getName(k.cp)));
                    GuestMemory.setElement(arr, 2, c.vm.heap.intern(nt.getSignature(k.cp)));
                }
                c.ret(arr);
                return;
            }
        }
        c.ret((VmObject) null);
    }
}
