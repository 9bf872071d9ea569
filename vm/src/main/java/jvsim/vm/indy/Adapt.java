package jvsim.vm.indy;

import org.apache.bcel.Const;
import org.apache.bcel.classfile.ConstantMethodType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.generic.BasicType;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.ReferenceType;
import org.apache.bcel.generic.Type;

/** Value adaptation between method types, as MethodHandle.asType does: casts, boxing, widening. */
final class Adapt {
    private Adapt() {}

    static String methodType(ConstantPool cp, int index) {
        ConstantMethodType mt = (ConstantMethodType) cp.getConstant(index);
        return cp.getConstantUtf8(mt.getDescriptorIndex()).getBytes();
    }

    static String wrapper(Type prim) {
        switch (prim.getType()) {
            case Const.T_INT: return "java.lang.Integer";
            case Const.T_LONG: return "java.lang.Long";
            case Const.T_FLOAT: return "java.lang.Float";
            case Const.T_DOUBLE: return "java.lang.Double";
            case Const.T_BYTE: return "java.lang.Byte";
            case Const.T_SHORT: return "java.lang.Short";
            case Const.T_CHAR: return "java.lang.Character";
            case Const.T_BOOLEAN: return "java.lang.Boolean";
            default: throw new IllegalArgumentException(prim.toString());
        }
    }

    /** The primitive a wrapper class name unboxes to, or null. */
    static BasicType unwrapped(String className) {
        switch (className) {
            case "java.lang.Integer": return Type.INT;
            case "java.lang.Long": return Type.LONG;
            case "java.lang.Float": return Type.FLOAT;
            case "java.lang.Double": return Type.DOUBLE;
            case "java.lang.Byte": return Type.BYTE;
            case "java.lang.Short": return Type.SHORT;
            case "java.lang.Character": return Type.CHAR;
            case "java.lang.Boolean": return Type.BOOLEAN;
            default: return null;
        }
    }

    static void box(InstructionList il, InstructionFactory fac, Type prim) {
        String w = wrapper(prim);
        il.append(fac.createInvoke(w, "valueOf", new ObjectType(w), new Type[]{prim}, Const.INVOKESTATIC));
    }

    static void unbox(InstructionList il, InstructionFactory fac, String wrapperClass, BasicType prim) {
        il.append(fac.createCheckCast(new ObjectType(wrapperClass)));
        il.append(fac.createInvoke(wrapperClass, prim.toString() + "Value", prim, Type.NO_ARGS, Const.INVOKEVIRTUAL));
    }

    private static boolean intLike(Type t) {
        byte k = t.getType();
        return k == Const.T_INT || k == Const.T_BYTE || k == Const.T_SHORT || k == Const.T_CHAR || k == Const.T_BOOLEAN;
    }

    /** Converts the value on top of the stack from type {@code from} to type {@code to}. */
    static void convert(InstructionList il, InstructionFactory fac, Type from, Type to) {
        if (from.equals(to)) return;
        if (to.equals(Type.VOID)) {
            if (!from.equals(Type.VOID)) il.append(from.getSize() == 2 ? InstructionConst.POP2 : InstructionConst.POP);
            return;
        }
        if (from instanceof BasicType && to instanceof BasicType) {
            if (intLike(from) && intLike(to)) {
                if (to.equals(Type.INT) || to.equals(Type.BOOLEAN)) return;
                il.append(fac.createCast(Type.INT, to));
                return;
            }
            il.append(fac.createCast(intLike(from) ? Type.INT : from, to));
            return;
        }
        if (from instanceof BasicType) {
            box(il, fac, from);
            if (to instanceof ObjectType && !isSupertypeOfWrapper((ObjectType) to)) il.append(fac.createCheckCast((ReferenceType) to));
            return;
        }
        if (to instanceof BasicType) {
            BasicType src = from instanceof ObjectType ? unwrapped(((ObjectType) from).getClassName()) : null;
            if (src != null) {
                unbox(il, fac, ((ObjectType) from).getClassName(), src);
                convert(il, fac, src, to);
            } else {
                unbox(il, fac, wrapper(to), (BasicType) to);
            }
            return;
        }
        if (!(to instanceof ObjectType && ((ObjectType) to).getClassName().equals("java.lang.Object")))
            il.append(fac.createCheckCast((ReferenceType) to));
    }

    private static boolean isSupertypeOfWrapper(ObjectType t) {
        String n = t.getClassName();
        return n.equals("java.lang.Object") || n.equals("java.lang.Number") || n.equals("java.io.Serializable")
                || n.equals("java.lang.Comparable") || n.equals("java.lang.constant.Constable") || n.equals("java.lang.constant.ConstantDesc");
    }
}
