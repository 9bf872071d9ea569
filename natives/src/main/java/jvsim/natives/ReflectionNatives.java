package jvsim.natives;

import jvsim.vm.WellKnown;
import jvsim.vm.GuestMemory;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import jvsim.vm.Descriptors;
import jvsim.vm.LinkageFailure;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.AnnotationDefault;
import org.apache.bcel.classfile.Attribute;
import org.apache.bcel.classfile.ExceptionTable;
import org.apache.bcel.classfile.InnerClass;
import org.apache.bcel.classfile.InnerClasses;
import org.apache.bcel.classfile.MethodParameter;
import org.apache.bcel.classfile.MethodParameters;
import org.apache.bcel.classfile.NestMembers;
import org.apache.bcel.classfile.Record;
import org.apache.bcel.classfile.RecordComponentInfo;
import org.apache.bcel.classfile.Signature;
import org.apache.bcel.classfile.Unknown;

/**
 * Reflection over members, as HotSpot's JVM_GetClassDeclared{Fields,Methods,Constructors},
 * JVM_GetRecordComponents and friends: java.lang.reflect objects are allocated and their fields
 * set directly (clazz + slot = declared index, the convention {@link Reflect} maps back).
 * Invocation goes through the JDK's own generated accessors (sun.reflect.noInflation=true), which
 * are defined by {@link ClassLoaderNatives}; field access goes through Unsafe field accessors.
 * Raw annotation bytes are handed out with the class's constant pool ({@link ConstantPoolNatives}).
 */
final class ReflectionNatives {
    private ReflectionNatives() {}

    /** HotSpot's JVM_RECOGNIZED_FIELD_MODIFIERS and JVM_RECOGNIZED_METHOD_MODIFIERS. */
    static final int FIELD_MODIFIERS = 0x50df, METHOD_MODIFIERS = 0x1dff;


    static void register(NativeRegistry reg) {
        NativeRegistry.ClassNatives r = reg.forClass("java/lang/Class");
        r.add("getDeclaredFields0", "(Z)[Ljava/lang/reflect/Field;", ReflectionNatives::declaredFields);
        r.add("getDeclaredMethods0", "(Z)[Ljava/lang/reflect/Method;", c -> declaredExecutables(c, false));
        r.add("getDeclaredConstructors0", "(Z)[Ljava/lang/reflect/Constructor;", c -> declaredExecutables(c, true));
        r.add("getDeclaredClasses0", "()[Ljava/lang/Class;", ReflectionNatives::declaredClasses);
        r.add("isRecord0", "()Z", c -> c.ret(recordOf(ClassNatives.k(c)) != null));
        r.add("getRecordComponents0", "()[Ljava/lang/reflect/RecordComponent;", ReflectionNatives::recordComponents);
        r.add("getPermittedSubclasses0", "()[Ljava/lang/Class;", ReflectionNatives::permittedSubclasses);
        r.add("getNestMembers0", "()[Ljava/lang/Class;", ReflectionNatives::nestMembers);
        r.add("getSigners", "()[Ljava/lang/Object;", c -> c.ret((VmObject) null));
        r.add("setSigners", "([Ljava/lang/Object;)V", c -> { });
        r.add("getRawAnnotations", "()[B", c -> {
            VmClass k = ClassNatives.k(c);
            c.ret(k.cf == null ? null : bytes(c, attribute(k.cf.getAttributes(), "RuntimeVisibleAnnotations")));
        });
        r.add("getRawTypeAnnotations", "()[B", c -> {
            VmClass k = ClassNatives.k(c);
            c.ret(k.cf == null ? null : bytes(c, attribute(k.cf.getAttributes(), "RuntimeVisibleTypeAnnotations")));
        });

        String ex = "java/lang/reflect/Executable";
        reg.register(ex, "getParameters0", "()[Ljava/lang/reflect/Parameter;", ReflectionNatives::parameters);
        reg.register(ex, "getTypeAnnotationBytes0", "()[B", c -> {
            VmMethod m = Reflect.methodOf(c.vm, c.self());
            c.ret(bytes(c, attribute(bcel(m).getAttributes(), "RuntimeVisibleTypeAnnotations")));
        });
        reg.register("java/lang/reflect/Field", "getTypeAnnotationBytes0", "()[B", c -> {
            VmField f = Reflect.fieldOf(c.vm, c.self());
            c.ret(bytes(c, attribute(bcel(f).getAttributes(), "RuntimeVisibleTypeAnnotations")));
        });
    }

    // ------------------------------------------------------------------ members

    private static void declaredFields(NativeCall c) {
        VmClass k = ClassNatives.k(c);
        boolean publicOnly = c.z(1);
        if (initFirst(c, c.vm.known.field)) return;
        List<VmObject> out = new ArrayList<>();
        if (k.cf != null) {
            for (VmField f : k.declaredFields) {
                if (publicOnly && !Modifier.isPublic(f.access)) continue;
                out.add(newField(c, f));
            }
        }
        c.ret(array(c, c.vm.known.field, out));
    }

    private static void declaredExecutables(NativeCall c, boolean constructors) {
        VmClass k = ClassNatives.k(c);
        boolean publicOnly = c.z(1);
        jvsim.vm.KnownClass type = constructors ? c.vm.known.constructor : c.vm.known.method;
        if (initFirst(c, type)) return;
        List<VmObject> out = new ArrayList<>();
        if (k.cf != null && !(constructors && k.isInterface())) {
            for (VmMethod m : k.declaredMethods) {
                if (m.name.equals("<clinit>") || m.isInit() != constructors) continue;
                if (publicOnly && !m.isPublic()) continue;
                out.add(constructors ? newConstructor(c, m) : newMethod(c, m));
            }
        }
        c.ret(array(c, type, out));
    }

    /** A java.lang.reflect.Field for f (its class must be initialized). */
    static VmObject newField(NativeCall c, VmField f) {
        VmObject o = c.vm.heap.newObject(c.vm.known.field.get());
        org.apache.bcel.classfile.Field bf = bcel(f);
        WellKnown k = c.vm.known;
        k.fieldClazz.set(o, f.owner.mirror);
        k.fieldSlot.set(o, f.index);
        k.fieldName.set(o, c.vm.heap.intern(f.name));
        k.fieldType.set(o, c.vm.classes.forDescriptor(f.desc).mirror);
        k.fieldModifiers.set(o, f.access & FIELD_MODIFIERS);
        boolean trusted = f.isFinal() && (f.isStatic() || f.owner.hidden || recordOf(f.owner) != null);
        k.fieldTrustedFinal.set(o, trusted);
        k.fieldSignature.set(o, signature(c, bf.getAttributes()));
        k.fieldAnnotations.set(o, bytes(c, attribute(bf.getAttributes(), "RuntimeVisibleAnnotations")));
        return o;
    }

    /** A java.lang.reflect.Method for m (its class must be initialized). */
    static VmObject newMethod(NativeCall c, VmMethod m) {
        VmObject o = c.vm.heap.newObject(c.vm.known.method.get());
        org.apache.bcel.classfile.Method bm = bcel(m);
        Descriptors.Sig sig = Descriptors.parse(m.desc);
        WellKnown k = c.vm.known;
        k.methodClazz.set(o, m.owner.mirror);
        k.methodSlot.set(o, m.index);
        k.methodParameterTypes.set(o, classArray(c, sig.argTypes));
        k.methodExceptionTypes.set(o, exceptionTypes(c, m, bm));
        k.methodModifiers.set(o, m.access & METHOD_MODIFIERS);
        k.methodSignature.set(o, signature(c, bm.getAttributes()));
        k.methodAnnotations.set(o, bytes(c, attribute(bm.getAttributes(), "RuntimeVisibleAnnotations")));
        k.methodParameterAnnotations.set(o, bytes(c, attribute(bm.getAttributes(), "RuntimeVisibleParameterAnnotations")));
        k.methodName.set(o, c.vm.heap.intern(m.name));
        k.methodReturnType.set(o, c.vm.classes.forDescriptor(sig.returnType).mirror);
        Attribute def = null;
        for (Attribute a : bm.getAttributes()) if (a instanceof AnnotationDefault) def = a;
        k.methodAnnotationDefault.set(o, bytes(c, def));
        return o;
    }

    /** A java.lang.reflect.Constructor for the &lt;init&gt; method m (its class must be initialized). */
    static VmObject newConstructor(NativeCall c, VmMethod m) {
        VmObject o = c.vm.heap.newObject(c.vm.known.constructor.get());
        org.apache.bcel.classfile.Method bm = bcel(m);
        Descriptors.Sig sig = Descriptors.parse(m.desc);
        WellKnown k = c.vm.known;
        k.constructorClazz.set(o, m.owner.mirror);
        k.constructorSlot.set(o, m.index);
        k.constructorParameterTypes.set(o, classArray(c, sig.argTypes));
        k.constructorExceptionTypes.set(o, exceptionTypes(c, m, bm));
        k.constructorModifiers.set(o, m.access & METHOD_MODIFIERS);
        k.constructorSignature.set(o, signature(c, bm.getAttributes()));
        k.constructorAnnotations.set(o, bytes(c, attribute(bm.getAttributes(), "RuntimeVisibleAnnotations")));
        k.constructorParameterAnnotations.set(o, bytes(c, attribute(bm.getAttributes(), "RuntimeVisibleParameterAnnotations")));
        return o;
    }

    private static VmObject exceptionTypes(NativeCall c, VmMethod m, org.apache.bcel.classfile.Method bm) {
        ExceptionTable et = bm.getExceptionTable();
        int[] idx = et == null ? new int[0] : et.getExceptionIndexTable();
        VmObject a = c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.classes.classClass()), idx.length);
        for (int i = 0; i < idx.length; i++) GuestMemory.setElement(a, i, c.vm.classes.load(m.owner.cp.getConstantString(idx[i], Const.CONSTANT_Class)).mirror);
        return a;
    }

    /** Executable.getParameters0: null without a MethodParameters attribute, as HotSpot. */
    private static void parameters(NativeCall c) {
        VmObject exec = c.self();
        VmMethod m = Reflect.methodOf(c.vm, exec);
        MethodParameters mp = null;
        for (Attribute a : bcel(m).getAttributes()) if (a instanceof MethodParameters) mp = (MethodParameters) a;
        if (mp == null) { c.ret((VmObject) null); return; }
        if (initFirst(c, c.vm.known.parameter)) return;
        MethodParameter[] ps = mp.getParameters();
        if (ps.length != m.argKinds.length)
            throw new ThrowNew("java/lang/IllegalArgumentException", "Wrong number of parameters in MethodParameters attribute");
        VmClass pc = c.vm.known.parameter.get();
        VmObject a = c.vm.heap.newArray(c.vm.classes.arrayOf(pc), ps.length);
        for (int i = 0; i < ps.length; i++) {
            VmObject p = c.vm.heap.newObject(pc);
            String name = ps[i].getNameIndex() == 0 ? null : ps[i].getParameterName(m.owner.cp);
            if (name != null && (name.isEmpty() || name.indexOf('.') >= 0 || name.indexOf(';') >= 0 || name.indexOf('[') >= 0 || name.indexOf('/') >= 0))
                throw new ThrowNew("java/lang/IllegalArgumentException", "Invalid parameter name \"" + name + "\"");
            c.vm.known.parameterName.set(p, name == null ? null : c.vm.heap.intern(name));
            c.vm.known.parameterModifiers.set(p, ps[i].getAccessFlags());
            c.vm.known.parameterExecutable.set(p, exec);
            c.vm.known.parameterIndex.set(p, i);
            GuestMemory.setElement(a, i, p);
        }
        c.ret(a);
    }

    // ------------------------------------------------------------------ classes

    private static void declaredClasses(NativeCall c) {
        VmClass k = ClassNatives.k(c);
        List<VmClass> out = new ArrayList<>();
        if (k.cf != null) for (Attribute a : k.cf.getAttributes()) {
            if (!(a instanceof InnerClasses)) continue;
            for (InnerClass ic : ((InnerClasses) a).getInnerClasses()) {
                if (ic.getInnerClassIndex() == 0 || ic.getOuterClassIndex() == 0) continue;
                String outer = k.cp.getConstantString(ic.getOuterClassIndex(), Const.CONSTANT_Class);
                if (!outer.equals(k.name)) continue;
                out.add(c.vm.classes.load(k.cp.getConstantString(ic.getInnerClassIndex(), Const.CONSTANT_Class)));
            }
        }
        c.ret(mirrors(c, out));
    }

    static Record recordOf(VmClass k) {
        if (k.cf == null) return null;
        for (Attribute a : k.cf.getAttributes()) if (a instanceof Record) return (Record) a;
        return null;
    }

    private static void recordComponents(NativeCall c) {
        VmClass k = ClassNatives.k(c);
        Record rec = recordOf(k);
        if (rec == null) { c.ret((VmObject) null); return; }
        if (initFirst(c, c.vm.known.recordComponent, c.vm.known.method)) return;
        RecordComponentInfo[] infos = rec.getComponents();
        VmClass rcClass = c.vm.known.recordComponent.get();
        VmObject a = c.vm.heap.newArray(c.vm.classes.arrayOf(rcClass), infos.length);
        for (int i = 0; i < infos.length; i++) {
            RecordComponentInfo info = infos[i];
            String name = k.cp.getConstantUtf8(info.getIndex()).getBytes();
            String desc = k.cp.getConstantUtf8(info.getDescriptorIndex()).getBytes();
            VmObject o = c.vm.heap.newObject(rcClass);
            WellKnown known = c.vm.known;
            known.recordComponentClazz.set(o, k.mirror);
            known.recordComponentName.set(o, c.vm.heap.intern(name));
            known.recordComponentType.set(o, c.vm.classes.forDescriptor(desc).mirror);
            VmMethod accessor = k.declaredMethod(name, "()" + desc);
            known.recordComponentAccessor.set(o, accessor == null || accessor.isStatic() ? null : newMethod(c, accessor));
            known.recordComponentSignature.set(o, signature(c, info.getAttributes()));
            known.recordComponentAnnotations.set(o, bytes(c, attribute(info.getAttributes(), "RuntimeVisibleAnnotations")));
            known.recordComponentTypeAnnotations.set(o, bytes(c, attribute(info.getAttributes(), "RuntimeVisibleTypeAnnotations")));
            GuestMemory.setElement(a, i, o);
        }
        c.ret(a);
    }

    /** JVM_GetPermittedSubclasses: null when not sealed; classes that fail to load are left out. */
    private static void permittedSubclasses(NativeCall c) {
        VmClass k = ClassNatives.k(c);
        Attribute ps = k.cf == null ? null : attribute(k.cf.getAttributes(), "PermittedSubclasses");
        if (ps == null) { c.ret((VmObject) null); return; }
        byte[] b = rawContent(ps);
        int n = u2(b, 0);
        List<VmClass> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String name = k.cp.getConstantString(u2(b, 2 + 2 * i), Const.CONSTANT_Class);
            try {
                VmClass sub = c.vm.classes.load(name);
                if (!sub.isArray()) out.add(sub);
            } catch (LinkageFailure e) {
                // skipped, as HotSpot does for resolution errors
            }
        }
        c.ret(mirrors(c, out));
    }

    /** JVM_GetNestMembers: the host first, then the members it lists. */
    private static void nestMembers(NativeCall c) {
        VmClass k = ClassNatives.k(c);
        VmClass host = k;
        if (k.nestHost != null) {
            try { host = c.vm.classes.load(k.nestHost); } catch (LinkageFailure e) { host = k; }
        }
        List<VmClass> out = new ArrayList<>();
        out.add(host);
        if (host.cf != null) for (Attribute a : host.cf.getAttributes()) {
            if (!(a instanceof NestMembers)) continue;
            for (int idx : ((NestMembers) a).getClasses()) {
                String name = host.cp.getConstantString(idx, Const.CONSTANT_Class);
                try {
                    out.add(c.vm.classes.load(name));
                } catch (LinkageFailure e) {
                    throw new ThrowNew("java/lang/NoClassDefFoundError", name);
                }
            }
        }
        c.ret(mirrors(c, out));
    }

    // ------------------------------------------------------------------ helpers

    static org.apache.bcel.classfile.Field bcel(VmField f) { return f.owner.cf.getFields()[f.index]; }

    static org.apache.bcel.classfile.Method bcel(VmMethod m) { return m.owner.cf.getMethods()[m.index]; }

    /**
     * Starts initialization of the named classes; true when the native must run again later
     * (c.reexecute is then set).
     */
    static boolean initFirst(NativeCall c, jvsim.vm.KnownClass... classes) {
        for (jvsim.vm.KnownClass n : classes) {
            VmClass k = n.get();
            if (!k.isInitialized() && c.vm.ensureInitialized(c.thread, k)) {
                c.reexecute = true;
                return true;
            }
        }
        return false;
    }

    static VmObject array(NativeCall c, jvsim.vm.KnownClass elementClass, List<VmObject> elements) {
        VmObject a = c.vm.heap.newArray(c.vm.classes.arrayOf(elementClass.get()), elements.size());
        for (int i = 0; i < a.length; i++) GuestMemory.setElement(a, i, elements.get(i));
        return a;
    }

    static VmObject mirrors(NativeCall c, List<VmClass> classes) {
        VmObject a = c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.classes.classClass()), classes.size());
        for (int i = 0; i < a.length; i++) GuestMemory.setElement(a, i, classes.get(i).mirror);
        return a;
    }

    static VmObject classArray(NativeCall c, String[] descriptors) {
        VmObject a = c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.classes.classClass()), descriptors.length);
        for (int i = 0; i < descriptors.length; i++) GuestMemory.setElement(a, i, c.vm.classes.forDescriptor(descriptors[i]).mirror);
        return a;
    }

    static VmObject signature(NativeCall c, Attribute[] attrs) {
        for (Attribute a : attrs) if (a instanceof Signature) return c.vm.heap.intern(((Signature) a).getSignature());
        return null;
    }

    static Attribute attribute(Attribute[] attrs, String name) {
        for (Attribute a : attrs) if (name.equals(a.getName())) return a;
        return null;
    }

    /** The attribute's content (without name index and length) as a new byte[] of the target; null for null. */
    static VmObject bytes(NativeCall c, Attribute a) {
        if (a == null) return null;
        byte[] b = rawContent(a);
        return c.vm.heap.wrapArray(c.vm.classes.arrayOf(c.vm.classes.primitive('B')), b, b.length);
    }

    static byte[] rawContent(Attribute a) {
        if (a instanceof Unknown) return ((Unknown) a).getBytes().clone();
        try {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            a.dump(new DataOutputStream(bo));
            byte[] all = bo.toByteArray();
            byte[] b = new byte[all.length - 6];
            System.arraycopy(all, 6, b, 0, b.length);
            if (b.length != a.getLength())
                throw new ThrowNew("java/lang/InternalError", "jvsim: attribute " + a.getName() + " re-encoded to " + b.length + " bytes, not " + a.getLength());
            return b;
        } catch (IOException e) {
            throw new ThrowNew("java/lang/InternalError", "jvsim: cannot re-encode attribute " + a.getName() + ": " + e.getMessage());
        }
    }

    private static int u2(byte[] b, int i) { return ((b[i] & 0xff) << 8) | (b[i + 1] & 0xff); }
}
