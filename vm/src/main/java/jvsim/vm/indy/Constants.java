package jvsim.vm.indy;

import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.Constant;
import org.apache.bcel.classfile.ConstantCP;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantDouble;
import org.apache.bcel.classfile.ConstantDynamic;
import org.apache.bcel.classfile.ConstantFloat;
import org.apache.bcel.classfile.ConstantInteger;
import org.apache.bcel.classfile.ConstantLong;
import org.apache.bcel.classfile.ConstantMethodHandle;
import org.apache.bcel.classfile.ConstantMethodType;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.ConstantString;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.LDC;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.PUSH;
import org.apache.bcel.generic.Type;

/**
 * Emits, into a generated class, the bytecode that produces a loadable constant of a caller's
 * constant pool as HotSpot resolves it: method handles through
 * MethodHandleNatives.linkMethodHandleConstant, method types through
 * MethodType.fromMethodDescriptorString, dynamic constants by calling the thunk that resolves them
 * (see {@link ConstantGenerator}). Shared by bootstrap calls (their static arguments) and ldc.
 */
final class Constants {
    /** Links the thunk of a dynamic constant of a class's constant pool (its static get method). */
    interface Linker {
        VmMethod link(VmClass caller, int index);
    }

    static final String MHN = "java.lang.invoke.MethodHandleNatives";
    static final ObjectType MH = new ObjectType("java.lang.invoke.MethodHandle");
    static final ObjectType MT = new ObjectType("java.lang.invoke.MethodType");
    static final ObjectType CLASS = new ObjectType("java.lang.Class");

    private final VmClass caller;
    private final ConstantPoolGen cpg;
    private final InstructionFactory fac;
    private final Linker linker;
    /** For error messages: what the constants are for ("invokedynamic 'x'", "ldc"). */
    private final String use;

    Constants(VmClass caller, ConstantPoolGen cpg, InstructionFactory fac, Linker linker, String use) {
        this.caller = caller; this.cpg = cpg; this.fac = fac; this.linker = linker; this.use = use;
    }

    /**
     * Whether the class library's MethodHandleNatives.linkCallSite and linkDynamicConstant take the
     * constant pool index after the caller (JDK 17 to 21; JDK 22 dropped it).
     */
    boolean upcallsTakeIndex() {
        return caller.vm.known.mhnLinkCallSiteWithIndex.exists();
    }

    void callerClass(InstructionList il) {
        il.append(new LDC(cpg.addClass(caller.name)));
    }

    /** Pushes the MethodHandle of a CONSTANT_MethodHandle entry of the caller (as ldc would). */
    void methodHandle(InstructionList il, int kind, int refIndex) {
        ConstantPool cp = caller.cp;
        ConstantCP ref = (ConstantCP) cp.getConstant(refIndex);
        ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(ref.getNameAndTypeIndex());
        callerClass(il);
        il.append(new PUSH(cpg, kind));
        il.append(new LDC(cpg.addClass(ref.getClass(cp).replace('.', '/'))));
        il.append(new PUSH(cpg, nt.getName(cp)));
        String desc = nt.getSignature(cp);
        if (kind <= Const.REF_putStatic) fieldTypeClass(il, desc);
        else methodType(il, desc);
        il.append(fac.createInvoke(MHN, "linkMethodHandleConstant", MH,
                new Type[]{CLASS, Type.INT, CLASS, Type.STRING, Type.OBJECT}, Const.INVOKESTATIC));
    }

    /** MethodType.fromMethodDescriptorString(desc, caller's loader). */
    void methodType(InstructionList il, String desc) {
        il.append(new PUSH(cpg, desc));
        callerClass(il);
        il.append(fac.createInvoke("java.lang.Class", "getClassLoader", new ObjectType("java.lang.ClassLoader"), Type.NO_ARGS, Const.INVOKEVIRTUAL));
        il.append(fac.createInvoke("java.lang.invoke.MethodType", "fromMethodDescriptorString", MT,
                new Type[]{Type.STRING, new ObjectType("java.lang.ClassLoader")}, Const.INVOKESTATIC));
    }

    /** The Class of a field descriptor: a class constant, or a primitive's TYPE. */
    void fieldTypeClass(InstructionList il, String desc) {
        char k = desc.charAt(0);
        if (k == 'L') il.append(new LDC(cpg.addClass(desc.substring(1, desc.length() - 1))));
        else if (k == '[') il.append(new LDC(cpg.addClass(desc)));
        else il.append(fac.createGetStatic(box(k), "TYPE", CLASS));
    }

    /** Pushes constant idx of the caller's constant pool as an Object (primitives boxed), as a bootstrap argument. */
    void constant(InstructionList il, int idx) {
        ConstantPool cp = caller.cp;
        Constant c = cp.getConstant(idx);
        if (c instanceof ConstantString) il.append(new PUSH(cpg, ((ConstantString) c).getBytes(cp)));
        else if (c instanceof ConstantClass) il.append(new LDC(cpg.addClass(((ConstantClass) c).getBytes(cp).replace('.', '/'))));
        else if (c instanceof ConstantInteger) boxed(il, new PUSH(cpg, ((ConstantInteger) c).getBytes()), 'I');
        else if (c instanceof ConstantFloat) boxed(il, new PUSH(cpg, ((ConstantFloat) c).getBytes()), 'F');
        else if (c instanceof ConstantLong) boxed(il, new PUSH(cpg, ((ConstantLong) c).getBytes()), 'J');
        else if (c instanceof ConstantDouble) boxed(il, new PUSH(cpg, ((ConstantDouble) c).getBytes()), 'D');
        else if (c instanceof ConstantMethodType) methodType(il, cp.getConstantUtf8(((ConstantMethodType) c).getDescriptorIndex()).getBytes());
        else if (c instanceof ConstantMethodHandle) methodHandle(il, ((ConstantMethodHandle) c).getReferenceKind(), ((ConstantMethodHandle) c).getReferenceIndex());
        else if (c instanceof ConstantDynamic) {
            // resolved (once) by its own thunk; its value boxed
            VmMethod get = linker.link(caller, idx);
            String owner = get.owner.name.replace('/', '.');
            Type t = Type.getType(get.desc.substring(2));
            il.append(fac.createInvoke(owner, get.name, t, Type.NO_ARGS, Const.INVOKESTATIC));
            char k = get.desc.charAt(2);
            if (k != 'L' && k != '[') il.append(fac.createInvoke(box(k), "valueOf", new ObjectType(box(k)), new Type[]{t}, Const.INVOKESTATIC));
        } else throw new ThrowNew("java/lang/BootstrapMethodError", "jvsim does not support the constant "
                + Const.getConstantName(c.getTag()) + " (" + use + " in " + caller.javaName() + ")");
    }

    private void boxed(InstructionList il, PUSH value, char kind) {
        il.append(value);
        Type prim = kind == 'I' ? Type.INT : kind == 'F' ? Type.FLOAT : kind == 'J' ? Type.LONG : Type.DOUBLE;
        il.append(fac.createInvoke(box(kind), "valueOf", new ObjectType(box(kind)), new Type[]{prim}, Const.INVOKESTATIC));
    }

    static String box(char k) {
        switch (k) {
            case 'Z': return "java.lang.Boolean";
            case 'B': return "java.lang.Byte";
            case 'C': return "java.lang.Character";
            case 'S': return "java.lang.Short";
            case 'I': return "java.lang.Integer";
            case 'J': return "java.lang.Long";
            case 'F': return "java.lang.Float";
            case 'D': return "java.lang.Double";
            default: throw new IllegalArgumentException("not a primitive: " + k);
        }
    }

    /** The unboxing method of a primitive's box ("intValue"). */
    static String unbox(char k) {
        switch (k) {
            case 'Z': return "booleanValue";
            case 'B': return "byteValue";
            case 'C': return "charValue";
            case 'S': return "shortValue";
            case 'I': return "intValue";
            case 'J': return "longValue";
            case 'F': return "floatValue";
            case 'D': return "doubleValue";
            default: throw new IllegalArgumentException("not a primitive: " + k);
        }
    }
}
