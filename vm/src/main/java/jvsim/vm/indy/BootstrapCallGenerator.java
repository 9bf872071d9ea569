package jvsim.vm.indy;

import jvsim.vm.ThrowNew;
import jvsim.vm.indy.CallSiteLinker.Generated;
import jvsim.vm.indy.CallSiteLinker.Site;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.Constant;
import org.apache.bcel.classfile.ConstantCP;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantDouble;
import org.apache.bcel.classfile.ConstantFloat;
import org.apache.bcel.classfile.ConstantInteger;
import org.apache.bcel.classfile.ConstantLong;
import org.apache.bcel.classfile.ConstantMethodHandle;
import org.apache.bcel.classfile.ConstantMethodType;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.ConstantString;
import org.apache.bcel.generic.ArrayType;
import org.apache.bcel.generic.BranchInstruction;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.FieldGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.LDC;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.PUSH;
import org.apache.bcel.generic.Type;

/**
 * Any other bootstrap method, run by the JDK itself as HotSpot runs it: the generated class's
 * initializer resolves the bootstrap method handle and the static arguments
 * (MethodHandleNatives.linkMethodHandleConstant, MethodType.fromMethodDescriptorString) and calls
 * MethodHandleNatives.linkCallSite, which runs the bootstrap method and checks the CallSite; the
 * call site's target is kept in a static field, and the static method invokes it exactly. A
 * failing bootstrap throws its BootstrapMethodError from the initializer, hence at the first
 * execution of the call site (later executions get NoClassDefFoundError, not the same error).
 */
final class BootstrapCallGenerator {
    static final String METHOD = "call";
    private static final String MHN = "java.lang.invoke.MethodHandleNatives";
    private static final ObjectType MH = new ObjectType("java.lang.invoke.MethodHandle");
    private static final ObjectType MT = new ObjectType("java.lang.invoke.MethodType");
    private static final ObjectType CLASS = new ObjectType("java.lang.Class");
    private static final ArrayType OBJECTS = new ArrayType(Type.OBJECT, 1);

    private final Site site;
    private final String className;
    private final Constants.Linker constants;
    private InstructionFactory fac;
    private ConstantPoolGen cpg;
    private Constants emit;

    BootstrapCallGenerator(Site site, String className, Constants.Linker constants) {
        this.site = site; this.className = className; this.constants = constants;
    }

    Generated generate() {
        ClassGen cg = new ClassGen(className.replace('/', '.'), "java.lang.Object", "<jvsim indy>",
                Const.ACC_FINAL | Const.ACC_SUPER | Const.ACC_SYNTHETIC, new String[0]);
        cg.setMajor(52);
        cpg = cg.getConstantPool();
        fac = new InstructionFactory(cg, cpg);
        emit = new Constants(site.caller, cpg, fac, constants, "invokedynamic '" + site.name + "'");
        cg.addField(new FieldGen(Const.ACC_STATIC | Const.ACC_PRIVATE | Const.ACC_FINAL, MH, "target", cpg).getField());

        InstructionList il = new InstructionList();
        emit.methodHandle(il, site.bootstrapKind, site.bootstrapRef);
        il.append(InstructionFactory.createStore(Type.OBJECT, 0));
        il.append(new PUSH(cpg, site.args.length));
        il.append(fac.createNewArray(Type.OBJECT, (short) 1));
        for (int i = 0; i < site.args.length; i++) {
            il.append(InstructionConst.DUP);
            il.append(new PUSH(cpg, i));
            emit.constant(il, site.args[i]);
            il.append(InstructionConst.AASTORE);
        }
        il.append(InstructionFactory.createStore(Type.OBJECT, 1));
        il.append(InstructionConst.ICONST_1);
        il.append(fac.createNewArray(Type.OBJECT, (short) 1));
        il.append(InstructionFactory.createStore(Type.OBJECT, 2));
        emit.callerClass(il);
        boolean indexed = emit.upcallsTakeIndex();
        if (indexed) il.append(InstructionConst.ICONST_0);
        il.append(InstructionFactory.createLoad(Type.OBJECT, 0));
        il.append(new PUSH(cpg, site.name));
        emit.methodType(il, site.desc);
        il.append(InstructionFactory.createLoad(Type.OBJECT, 1));
        il.append(InstructionFactory.createLoad(Type.OBJECT, 2));
        il.append(fac.createInvoke(MHN, "linkCallSite", new ObjectType("java.lang.invoke.MemberName"), indexed
                ? new Type[]{Type.OBJECT, Type.INT, Type.OBJECT, Type.OBJECT, Type.OBJECT, Type.OBJECT, OBJECTS}
                : new Type[]{Type.OBJECT, Type.OBJECT, Type.OBJECT, Type.OBJECT, Type.OBJECT, OBJECTS}, Const.INVOKESTATIC));
        il.append(InstructionConst.POP);
        // the appendix: the target of a ConstantCallSite, or the (mutable) CallSite itself
        il.append(InstructionFactory.createLoad(Type.OBJECT, 2));
        il.append(InstructionConst.ICONST_0);
        il.append(InstructionConst.AALOAD);
        il.append(InstructionConst.DUP);
        ObjectType callSite = new ObjectType("java.lang.invoke.CallSite");
        il.append(fac.createInstanceOf(callSite));
        BranchInstruction isHandle = InstructionFactory.createBranchInstruction(Const.IFEQ, null);
        il.append(isHandle);
        il.append(fac.createCheckCast(callSite));
        il.append(fac.createInvoke("java.lang.invoke.CallSite", "dynamicInvoker", MH, Type.NO_ARGS, Const.INVOKEVIRTUAL));
        InstructionHandle cast = il.append(fac.createCheckCast(MH));
        isHandle.setTarget(cast);
        il.append(fac.createPutStatic(className.replace('/', '.'), "target", MH));
        il.append(InstructionConst.RETURN);
        LambdaGenerator.add(cg, cpg, il, Const.ACC_STATIC, Type.VOID, Type.NO_ARGS, "<clinit>");

        Type[] args = Type.getArgumentTypes(site.desc);
        Type ret = Type.getReturnType(site.desc);
        InstructionList call = new InstructionList();
        call.append(fac.createGetStatic(className.replace('/', '.'), "target", MH));
        int slot = 0;
        for (Type t : args) {
            call.append(InstructionFactory.createLoad(t, slot));
            slot += t.getSize();
        }
        call.append(fac.createInvoke("java.lang.invoke.MethodHandle", "invokeExact", ret, args, Const.INVOKEVIRTUAL));
        call.append(InstructionFactory.createReturn(ret));
        LambdaGenerator.add(cg, cpg, call, Const.ACC_STATIC | Const.ACC_PUBLIC, ret, args, METHOD);
        return new Generated(className, cg.getJavaClass().getBytes(), METHOD);
    }

}
