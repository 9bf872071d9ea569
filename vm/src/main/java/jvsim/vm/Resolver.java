package jvsim.vm;

import org.apache.bcel.Const;
import org.apache.bcel.classfile.Constant;
import org.apache.bcel.classfile.ConstantCP;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantDouble;
import org.apache.bcel.classfile.ConstantFloat;
import org.apache.bcel.classfile.ConstantInteger;
import org.apache.bcel.classfile.ConstantLong;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.ConstantString;

/** Resolves constant-pool entries once and caches them in the owning class's cpCache. */
final class Resolver {
    private final Vm vm;

    Resolver(Vm vm) { this.vm = vm; }

    VmClass resolveClass(VmClass from, int index) {
        Object c = from.cpCache[index];
        if (c instanceof VmClass) return (VmClass) c;
        String name = from.cp.getConstantString(index, Const.CONSTANT_Class);
        VmClass k = vm.classes.load(name);
        if (Access.checks(from) && !Access.type(from, k)) throw Access.classError(from, k);
        from.cpCache[index] = k;
        return k;
    }

    VmField resolveField(VmClass from, int index, boolean wantStatic) {
        Object c = from.cpCache[index];
        if (c instanceof VmField) {
            VmField f = (VmField) c;
            if (f.isStatic() == wantStatic) return f;
            throw new LinkageFailure("java/lang/IncompatibleClassChangeError",
                    "Expected " + (wantStatic ? "static" : "non-static") + " field " + f.owner.javaName() + "." + f.name);
        }
        ConstantCP ref = (ConstantCP) from.cp.getConstant(index);
        VmClass owner = resolveClass(from, ref.getClassIndex());
        ConstantNameAndType nt = (ConstantNameAndType) from.cp.getConstant(ref.getNameAndTypeIndex());
        String name = nt.getName(from.cp), desc = nt.getSignature(from.cp);
        VmField f = owner.lookupField(name, desc);
        if (f == null) throw new LinkageFailure("java/lang/NoSuchFieldError", name);
        if (Access.checks(from) && !Access.member(from, owner, f.owner, f.access)) throw Access.fieldError(from, f);
        from.cpCache[index] = f;
        return resolveField(from, index, wantStatic);
    }

    MethodRef resolveMethod(VmClass from, int index, int opcode) {
        Object c = from.cpCache[index];
        if (c instanceof MethodRef) return (MethodRef) c;
        ConstantCP ref = (ConstantCP) from.cp.getConstant(index);
        VmClass owner = resolveClass(from, ref.getClassIndex());
        ConstantNameAndType nt = (ConstantNameAndType) from.cp.getConstant(ref.getNameAndTypeIndex());
        String name = nt.getName(from.cp), desc = nt.getSignature(from.cp);
        boolean interfaceRef = ref.getTag() == Const.CONSTANT_InterfaceMethodref;
        if (interfaceRef != owner.isInterface() && !owner.isArray()) {
            throw new LinkageFailure("java/lang/IncompatibleClassChangeError", "Found " + (owner.isInterface() ? "interface " : "class ")
                    + owner.javaName() + ", but " + (interfaceRef ? "interface" : "class") + " was expected");
        }
        VmMethod m = interfaceRef ? owner.lookupInterfaceMethod(name, desc) : owner.lookupMethod(name, desc);
        if (m == null && !interfaceRef) {
            // signature-polymorphic methods resolve by name alone
            VmMethod poly = polymorphic(owner, name);
            if (poly != null) m = poly;
        }
        if (m == null)
            throw new LinkageFailure("java/lang/NoSuchMethodError", "'" + Descriptors.externalSignature(owner.javaName(), name, desc) + "'");
        // arrays override Object.clone publicly (JVMS 2.15)
        boolean arrayClone = owner.isArray() && m.name.equals("clone") && m.owner == vm.classes.objectClass();
        if (Access.checks(from) && !arrayClone && !Access.member(from, owner, m.owner, m.access)) throw Access.methodError(from, m);
        int vindex = -1;
        if (!m.isStatic() && !m.isPrivate() && !m.isInit() && !m.polymorphic) {
            Integer vi = (owner.isInterface() ? vm.classes.objectClass() : owner).vtableIndex.get(name + desc);
            if (vi != null) vindex = vi;
        }
        MethodRef mr = new MethodRef(m, vindex);
        from.cpCache[index] = mr;
        return mr;
    }

    private static VmMethod polymorphic(VmClass owner, String name) {
        for (VmClass c = owner; c != null; c = c.superclass) {
            for (VmMethod m : c.declaredMethods) if (m.polymorphic && m.name.equals(name)) return m;
        }
        return null;
    }

    /** ldc / ldc_w / ldc2_w operand: a Long (primitive bits) or a VmObject (String, Class). */
    /** Whether constant index of from is one the JDK's Java code resolves (method type, method handle, dynamic). */
    boolean resolvedByJava(VmClass from, int index) {
        byte tag = from.cp.getConstant(index).getTag();
        return tag == Const.CONSTANT_MethodType || tag == Const.CONSTANT_MethodHandle || tag == Const.CONSTANT_Dynamic;
    }

    /** The contents of the string literal at index of from's constant pool, or null when the constant is no string. */
    String literal(VmClass from, int index) {
        Constant k = from.cp.getConstant(index);
        return k.getTag() == Const.CONSTANT_String ? from.cp.getConstantUtf8(((ConstantString) k).getStringIndex()).getBytes() : null;
    }

    Object resolveConstant(VmClass from, int index) {
        Object c = from.cpCache[index];
        if (c != null) return c;
        ConstantPool cp = from.cp;
        Constant k = cp.getConstant(index);
        Object v;
        switch (k.getTag()) {
            case Const.CONSTANT_Integer: v = (long) ((ConstantInteger) k).getBytes(); break;
            case Const.CONSTANT_Float: v = Values.ofFloat(((ConstantFloat) k).getBytes()); break;
            case Const.CONSTANT_Long: v = ((ConstantLong) k).getBytes(); break;
            case Const.CONSTANT_Double: v = Values.ofDouble(((ConstantDouble) k).getBytes()); break;
            case Const.CONSTANT_String:
                v = vm.heap.intern(cp.getConstantUtf8(((ConstantString) k).getStringIndex()).getBytes());
                vm.heap.literalResolved(from, index);
                break;
            case Const.CONSTANT_Class:
                v = vm.classes.load(((ConstantClass) k).getBytes(cp)).mirror;
                break;
            default:
                throw new ThrowNew("java/lang/BootstrapMethodError",
                        "jvsim does not support loadable constant of kind " + Const.getConstantName(k.getTag()) + " in " + from.javaName());
        }
        from.cpCache[index] = v;
        return v;
    }
}
