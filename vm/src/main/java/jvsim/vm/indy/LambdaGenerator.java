package jvsim.vm.indy;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.indy.CallSiteLinker.Generated;
import jvsim.vm.indy.CallSiteLinker.Site;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.ConstantCP;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantInteger;
import org.apache.bcel.classfile.ConstantMethodHandle;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.FieldGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.Type;

/**
 * LambdaMetafactory.metafactory / altMetafactory: a final class implementing the functional
 * interface (and marker interfaces), holding the captured values, whose interface method (and
 * bridges) adapt their arguments and call the implementation method, as the JDK's
 * InnerClassLambdaMetafactory does.
 */
final class LambdaGenerator {
    static final String FACTORY = "get$Lambda";
    private final Site site;
    private final String className;

    LambdaGenerator(Site site, String className) { this.site = site; this.className = className; }

    Generated generate() {
        ConstantPool cp = site.caller.cp;
        int[] a = site.args;
        String samDesc = Adapt.methodType(cp, a[0]);
        ConstantMethodHandle impl = (ConstantMethodHandle) cp.getConstant(a[1]);
        String instDesc = Adapt.methodType(cp, a[2]);
        List<String> interfaces = new ArrayList<>();
        Type ifaceType = Type.getReturnType(site.desc);
        interfaces.add(((ObjectType) ifaceType).getClassName());
        List<String> bridges = new ArrayList<>();
        if (site.bootstrapName.equals("altMetafactory")) {
            int flags = ((ConstantInteger) cp.getConstant(a[3])).getBytes();
            int i = 4;
            if ((flags & 2) != 0) {
                int n = ((ConstantInteger) cp.getConstant(a[i++])).getBytes();
                for (int k = 0; k < n; k++) interfaces.add(((ConstantClass) cp.getConstant(a[i++])).getBytes(cp).replace('/', '.'));
            }
            if ((flags & 4) != 0) {
                int n = ((ConstantInteger) cp.getConstant(a[i++])).getBytes();
                for (int k = 0; k < n; k++) bridges.add(Adapt.methodType(cp, a[i++]));
            }
            if ((flags & 1) != 0 && !interfaces.contains("java.io.Serializable")) interfaces.add("java.io.Serializable");
        }
        String dotted = className.replace('/', '.');
        ClassGen cg = new ClassGen(dotted, "java.lang.Object", "<jvsim lambda>",
                Const.ACC_FINAL | Const.ACC_SUPER | Const.ACC_SYNTHETIC, interfaces.toArray(new String[0]));
        cg.setMajor(52);
        cg.setMinor(0);
        ConstantPoolGen cpg = cg.getConstantPool();
        InstructionFactory fac = new InstructionFactory(cg, cpg);
        Type[] captured = Type.getArgumentTypes(site.desc);
        for (int i = 0; i < captured.length; i++) {
            cg.addField(new FieldGen(Const.ACC_PRIVATE | Const.ACC_FINAL, captured[i], "arg$" + (i + 1), cpg).getField());
        }
        constructor(cg, cpg, fac, captured);
        factory(cg, cpg, fac, captured, dotted);
        String samName = site.name;
        forward(cg, cpg, fac, captured, samName, samDesc, instDesc, impl, cp);
        for (String b : bridges) if (!b.equals(samDesc)) forward(cg, cpg, fac, captured, samName, b, instDesc, impl, cp);
        Generated g = new Generated(className, cg.getJavaClass().getBytes(), FACTORY);
        ConstantCP ref = (ConstantCP) cp.getConstant(impl.getReferenceIndex());
        ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(ref.getNameAndTypeIndex());
        g.body = new String[] {ref.getClass(cp).replace('.', '/'), nt.getName(cp), nt.getSignature(cp)};
        return g;
    }

    private void constructor(ClassGen cg, ConstantPoolGen cpg, InstructionFactory fac, Type[] captured) {
        InstructionList il = new InstructionList();
        il.append(InstructionConst.ALOAD_0);
        il.append(fac.createInvoke("java.lang.Object", "<init>", Type.VOID, Type.NO_ARGS, Const.INVOKESPECIAL));
        int slot = 1;
        for (int i = 0; i < captured.length; i++) {
            il.append(InstructionConst.ALOAD_0);
            il.append(InstructionFactory.createLoad(captured[i], slot));
            slot += captured[i].getSize();
            il.append(fac.createPutField(cg.getClassName(), "arg$" + (i + 1), captured[i]));
        }
        il.append(InstructionConst.RETURN);
        add(cg, cpg, il, Const.ACC_PRIVATE, Type.VOID, captured, "<init>");
    }

    private void factory(ClassGen cg, ConstantPoolGen cpg, InstructionFactory fac, Type[] captured, String dotted) {
        InstructionList il = new InstructionList();
        il.append(fac.createNew(dotted));
        il.append(InstructionConst.DUP);
        int slot = 0;
        for (Type t : captured) {
            il.append(InstructionFactory.createLoad(t, slot));
            slot += t.getSize();
        }
        il.append(fac.createInvoke(dotted, "<init>", Type.VOID, captured, Const.INVOKESPECIAL));
        il.append(InstructionConst.ARETURN);
        add(cg, cpg, il, Const.ACC_STATIC, Type.getReturnType(site.desc), captured, FACTORY);
    }

    /** An interface method (or bridge) with descriptor desc that calls the implementation method. */
    private void forward(ClassGen cg, ConstantPoolGen cpg, InstructionFactory fac, Type[] captured, String name,
                         String desc, String instDesc, ConstantMethodHandle impl, ConstantPool cp) {
        int kind = impl.getReferenceKind();
        ConstantCP ref = (ConstantCP) cp.getConstant(impl.getReferenceIndex());
        ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(ref.getNameAndTypeIndex());
        String implOwner = ref.getClass(cp).replace('/', '.');
        String implName = nt.getName(cp), implDesc = nt.getSignature(cp);
        boolean itf = ref.getTag() == Const.CONSTANT_InterfaceMethodref;
        Type[] implArgs = Type.getArgumentTypes(implDesc);
        Type implRet = Type.getReturnType(implDesc);
        List<Type> targetParams = new ArrayList<>();
        if (kind == Const.REF_invokeVirtual || kind == Const.REF_invokeInterface || kind == Const.REF_invokeSpecial)
            targetParams.add(new ObjectType(implOwner));
        for (Type t : implArgs) targetParams.add(t);

        Type[] params = Type.getArgumentTypes(desc);
        Type ret = Type.getReturnType(desc);
        Type[] inst = Type.getArgumentTypes(instDesc);
        InstructionList il = new InstructionList();
        if (kind == Const.REF_newInvokeSpecial) {
            il.append(fac.createNew(implOwner));
            il.append(InstructionConst.DUP);
        }
        int k = 0;
        for (int i = 0; i < captured.length; i++, k++) {
            il.append(InstructionConst.ALOAD_0);
            il.append(fac.createGetField(cg.getClassName(), "arg$" + (i + 1), captured[i]));
            Adapt.convert(il, fac, captured[i], targetParams.get(k));
        }
        int slot = 1;
        for (int i = 0; i < params.length; i++, k++) {
            il.append(InstructionFactory.createLoad(params[i], slot));
            slot += params[i].getSize();
            Type via = i < inst.length ? inst[i] : params[i];
            Adapt.convert(il, fac, params[i], via);
            Adapt.convert(il, fac, via, targetParams.get(k));
        }
        Type result;
        switch (kind) {
            case Const.REF_invokeStatic:
                il.append(fac.createInvoke(implOwner, implName, implRet, implArgs, Const.INVOKESTATIC, itf));
                result = implRet;
                break;
            case Const.REF_invokeVirtual:
                il.append(fac.createInvoke(implOwner, implName, implRet, implArgs, Const.INVOKEVIRTUAL, false));
                result = implRet;
                break;
            case Const.REF_invokeInterface:
                il.append(fac.createInvoke(implOwner, implName, implRet, implArgs, Const.INVOKEINTERFACE, true));
                result = implRet;
                break;
            case Const.REF_invokeSpecial:
                il.append(fac.createInvoke(implOwner, implName, implRet, implArgs, Const.INVOKESPECIAL, itf));
                result = implRet;
                break;
            case Const.REF_newInvokeSpecial:
                il.append(fac.createInvoke(implOwner, "<init>", Type.VOID, implArgs, Const.INVOKESPECIAL));
                result = new ObjectType(implOwner);
                break;
            default:
                throw new jvsim.vm.ThrowNew("java/lang/BootstrapMethodError", "jvsim: unsupported method handle kind " + kind + " for a lambda in " + site.caller.javaName());
        }
        Type instRet = Type.getReturnType(instDesc);
        if (!result.equals(Type.VOID) && !ret.equals(Type.VOID)) {
            Adapt.convert(il, fac, result, instRet.equals(Type.VOID) ? ret : instRet);
            Adapt.convert(il, fac, instRet.equals(Type.VOID) ? ret : instRet, ret);
        } else {
            Adapt.convert(il, fac, result, ret);
        }
        il.append(InstructionFactory.createReturn(ret));
        add(cg, cpg, il, Const.ACC_PUBLIC, ret, params, name);
    }

    static void add(ClassGen cg, ConstantPoolGen cpg, InstructionList il, int access, Type ret, Type[] args, String name) {
        String[] names = new String[args.length];
        for (int i = 0; i < names.length; i++) names[i] = "a" + i;
        MethodGen mg = new MethodGen(access, ret, args, names, name, cg.getClassName(), il, cpg);
        mg.setMaxStack();
        mg.setMaxLocals();
        cg.addMethod(mg.getMethod());
        il.dispose();
    }
}
