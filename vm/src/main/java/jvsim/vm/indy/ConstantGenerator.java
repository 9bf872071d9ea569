package jvsim.vm.indy;

import jvsim.vm.ThrowNew;
import jvsim.vm.VmClass;
import jvsim.vm.indy.CallSiteLinker.Generated;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.BootstrapMethod;
import org.apache.bcel.classfile.Constant;
import org.apache.bcel.classfile.ConstantDynamic;
import org.apache.bcel.classfile.ConstantMethodHandle;
import org.apache.bcel.classfile.ConstantMethodType;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.generic.ArrayType;
import org.apache.bcel.generic.BranchInstruction;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.FieldGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.PUSH;
import org.apache.bcel.generic.ReferenceType;
import org.apache.bcel.generic.Type;

/**
 * The thunk of a loadable constant that HotSpot resolves by running Java code: CONSTANT_MethodType,
 * CONSTANT_MethodHandle and CONSTANT_Dynamic (condy, JVMS 5.4.3.6: the bootstrap method called
 * through MethodHandleNatives.linkDynamicConstant with the caller, name, type and static
 * arguments). The generated class resolves the constant once, in its initializer (so every thread
 * gets the same object, and a final static is no scheduling point), and its static get() returns
 * it, unboxed for a primitive dynamic constant; ldc of the constant invokes get(). A resolution
 * that fails with a LinkageError (BootstrapMethodError, NoSuchMethodError, ...) fails again with
 * the same error object at every later ldc, as JVMS 5.4.3 requires: the initializer keeps it.
 */
final class ConstantGenerator {
    static final String METHOD = "get";
    private static final ArrayType OBJECTS = new ArrayType(Type.OBJECT, 1);

    private final VmClass caller;
    private final int index;
    private final String className;
    private final Constants.Linker linker;

    ConstantGenerator(VmClass caller, int index, String className, Constants.Linker linker) {
        this.caller = caller; this.index = index; this.className = className; this.linker = linker;
    }

    /** The descriptor of get() for the constant: its type. */
    static String descriptor(VmClass caller, int index) {
        ConstantPool cp = caller.cp;
        Constant c = cp.getConstant(index);
        if (c instanceof ConstantMethodType) return "()Ljava/lang/invoke/MethodType;";
        if (c instanceof ConstantMethodHandle) return "()Ljava/lang/invoke/MethodHandle;";
        if (c instanceof ConstantDynamic d) {
            ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(d.getNameAndTypeIndex());
            return "()" + nt.getSignature(cp);
        }
        throw new ThrowNew("java/lang/BootstrapMethodError", "jvsim does not support loadable constant of kind "
                + Const.getConstantName(c.getTag()) + " in " + caller.javaName());
    }

    Generated generate() {
        String name = className.replace('/', '.');
        ClassGen cg = new ClassGen(name, "java.lang.Object", "<jvsim constant>",
                Const.ACC_FINAL | Const.ACC_SUPER | Const.ACC_SYNTHETIC, new String[0]);
        cg.setMajor(52);
        ConstantPoolGen cpg = cg.getConstantPool();
        InstructionFactory fac = new InstructionFactory(cg, cpg);
        Constants emit = new Constants(caller, cpg, fac, linker, "ldc");
        cg.addField(new FieldGen(Const.ACC_STATIC | Const.ACC_PRIVATE | Const.ACC_FINAL, Type.OBJECT, "value", cpg).getField());
        ObjectType linkageError = new ObjectType("java.lang.LinkageError");
        cg.addField(new FieldGen(Const.ACC_STATIC | Const.ACC_PRIVATE | Const.ACC_FINAL, linkageError, "error", cpg).getField());

        ConstantPool cp = caller.cp;
        Constant c = cp.getConstant(index);
        InstructionList init = new InstructionList();
        if (c instanceof ConstantMethodType mt) {
            emit.methodType(init, cp.getConstantUtf8(mt.getDescriptorIndex()).getBytes());
        } else if (c instanceof ConstantMethodHandle mh) {
            emit.methodHandle(init, mh.getReferenceKind(), mh.getReferenceIndex());
        } else {
            dynamic(init, (ConstantDynamic) c, emit, cpg, fac);
        }
        InstructionHandle start = init.getStart();
        InstructionHandle end = init.append(fac.createPutStatic(name, "value", Type.OBJECT));
        init.append(InstructionConst.RETURN);
        InstructionHandle handler = init.append(fac.createPutStatic(name, "error", linkageError));
        init.append(InstructionConst.RETURN);
        MethodGen clinit = new MethodGen(Const.ACC_STATIC, Type.VOID, Type.NO_ARGS, new String[0], "<clinit>", name, init, cpg);
        clinit.addExceptionHandler(start, end, handler, linkageError);
        clinit.setMaxStack();
        clinit.setMaxLocals();
        cg.addMethod(clinit.getMethod());

        String desc = descriptor(caller, index);
        Type type = Type.getType(desc.substring(2));
        InstructionList get = new InstructionList();
        get.append(fac.createGetStatic(name, "error", linkageError));
        BranchInstruction resolved = InstructionFactory.createBranchInstruction(Const.IFNULL, null);
        get.append(resolved);
        get.append(fac.createGetStatic(name, "error", linkageError));
        get.append(InstructionConst.ATHROW);
        resolved.setTarget(get.append(fac.createGetStatic(name, "value", Type.OBJECT)));
        char k = desc.charAt(2);
        if (k == 'L' || k == '[') {
            get.append(fac.createCheckCast((ReferenceType) type));
        } else {
            get.append(fac.createCheckCast(new ObjectType(Constants.box(k))));
            get.append(fac.createInvoke(Constants.box(k), Constants.unbox(k), type, Type.NO_ARGS, Const.INVOKEVIRTUAL));
        }
        get.append(InstructionFactory.createReturn(type));
        LambdaGenerator.add(cg, cpg, get, Const.ACC_STATIC | Const.ACC_PUBLIC, type, Type.NO_ARGS, METHOD);
        return new Generated(className, cg.getJavaClass().getBytes(), METHOD);
    }

    /** MethodHandleNatives.linkDynamicConstant(caller, index, bootstrap method, name, type, static arguments). */
    private void dynamic(InstructionList il, ConstantDynamic d, Constants emit, ConstantPoolGen cpg, InstructionFactory fac) {
        ConstantPool cp = caller.cp;
        BootstrapMethod bm = CallSiteLinker.bootstrapMethod(caller, d.getBootstrapMethodAttrIndex());
        ConstantMethodHandle bsm = (ConstantMethodHandle) cp.getConstant(bm.getBootstrapMethodRef());
        ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(d.getNameAndTypeIndex());
        emit.callerClass(il);
        boolean indexed = emit.upcallsTakeIndex();
        if (indexed) il.append(new PUSH(cpg, index));
        emit.methodHandle(il, bsm.getReferenceKind(), bsm.getReferenceIndex());
        il.append(new PUSH(cpg, nt.getName(cp)));
        emit.fieldTypeClass(il, nt.getSignature(cp));
        int[] args = bm.getBootstrapArguments();
        il.append(new PUSH(cpg, args.length));
        il.append(fac.createNewArray(Type.OBJECT, (short) 1));
        for (int i = 0; i < args.length; i++) {
            il.append(InstructionConst.DUP);
            il.append(new PUSH(cpg, i));
            emit.constant(il, args[i]);
            il.append(InstructionConst.AASTORE);
        }
        il.append(fac.createInvoke(Constants.MHN, "linkDynamicConstant", Type.OBJECT, indexed
                ? new Type[]{Type.OBJECT, Type.INT, Type.OBJECT, Type.OBJECT, Type.OBJECT, Type.OBJECT}
                : new Type[]{Type.OBJECT, Type.OBJECT, Type.OBJECT, Type.OBJECT, Type.OBJECT}, Const.INVOKESTATIC));
    }
}
