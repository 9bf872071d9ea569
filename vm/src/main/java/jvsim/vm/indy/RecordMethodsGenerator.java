package jvsim.vm.indy;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.indy.CallSiteLinker.Generated;
import jvsim.vm.indy.CallSiteLinker.Site;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantFieldref;
import org.apache.bcel.classfile.ConstantMethodHandle;
import org.apache.bcel.classfile.ConstantNameAndType;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.ConstantString;
import org.apache.bcel.classfile.InnerClass;
import org.apache.bcel.classfile.InnerClasses;
import org.apache.bcel.generic.BranchInstruction;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionHandle;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.PUSH;
import org.apache.bcel.generic.Type;

/**
 * java.lang.runtime.ObjectMethods.bootstrap for records: equals, hashCode and toString with the
 * exact semantics of the JDK's method-handle combinators (component order, 31*h + hash(c),
 * Float/Double.compare for floating components, "Name[a=1, b=2]").
 */
final class RecordMethodsGenerator {
    private final Vm vm;
    private final Site site;
    private final String className;

    RecordMethodsGenerator(Vm vm, Site site, String className) { this.vm = vm; this.site = site; this.className = className; }

    private static final class Component {
        final String name; final Type type;
        Component(String name, Type type) { this.name = name; this.type = type; }
    }

    Generated generate() {
        ConstantPool cp = site.caller.cp;
        String record = ((ConstantClass) cp.getConstant(site.args[0])).getBytes(cp);
        String recordDotted = record.replace('/', '.');
        String names = ((ConstantString) cp.getConstant(site.args[1])).getBytes(cp);
        List<Component> comps = new ArrayList<>();
        String[] nameList = names.isEmpty() ? new String[0] : names.split(";");
        for (int i = 0; i < nameList.length; i++) {
            ConstantMethodHandle mh = (ConstantMethodHandle) cp.getConstant(site.args[2 + i]);
            ConstantFieldref fr = (ConstantFieldref) cp.getConstant(mh.getReferenceIndex());
            ConstantNameAndType nt = (ConstantNameAndType) cp.getConstant(fr.getNameAndTypeIndex());
            comps.add(new Component(nt.getName(cp), Type.getType(nt.getSignature(cp))));
        }
        ClassGen cg = new ClassGen(className.replace('/', '.'), "java.lang.Object", "<jvsim record>",
                Const.ACC_FINAL | Const.ACC_SUPER | Const.ACC_SYNTHETIC, new String[0]);
        cg.setMajor(52);
        ConstantPoolGen cpg = cg.getConstantPool();
        InstructionFactory fac = new InstructionFactory(cg, cpg);
        InstructionList il = new InstructionList();
        ObjectType rt = new ObjectType(recordDotted);
        Type[] args = Type.getArgumentTypes(site.desc);
        Type ret = Type.getReturnType(site.desc);
        switch (site.name) {
            case "toString": toString(il, fac, cpg, rt, comps, simpleName(record, nameList)); break;
            case "hashCode": hashCode(il, fac, rt, comps); break;
            case "equals": equals(il, fac, rt, comps); break;
            default: throw new ThrowNew("java/lang/IllegalArgumentException", "Illegal method name " + site.name);
        }
        LambdaGenerator.add(cg, cpg, il, Const.ACC_STATIC | Const.ACC_PUBLIC, ret, args, site.name);
        return new Generated(className, cg.getJavaClass().getBytes(), site.name);
    }

    private String simpleName(String record, String[] unused) {
        VmClass k = vm.classes.load(record);
        for (org.apache.bcel.classfile.Attribute a : k.cf.getAttributes()) {
            if (a instanceof InnerClasses) {
                for (InnerClass ic : ((InnerClasses) a).getInnerClasses()) {
                    if (ic.getInnerClassIndex() != 0 && k.cp.getConstantString(ic.getInnerClassIndex(), Const.CONSTANT_Class).equals(record))
                        return ic.getInnerNameIndex() == 0 ? "" : k.cp.getConstantUtf8(ic.getInnerNameIndex()).getBytes();
                }
            }
        }
        return record.substring(record.lastIndexOf('/') + 1);
    }

    private static void getField(InstructionList il, InstructionFactory fac, ObjectType rt, Component c, int slot) {
        il.append(InstructionFactory.createLoad(rt, slot));
        il.append(fac.createGetField(rt.getClassName(), c.name, c.type));
    }

    private static void toString(InstructionList il, InstructionFactory fac, ConstantPoolGen cpg, ObjectType rt, List<Component> comps, String simple) {
        ObjectType sb = new ObjectType("java.lang.StringBuilder");
        il.append(fac.createNew(sb));
        il.append(InstructionConst.DUP);
        il.append(fac.createInvoke("java.lang.StringBuilder", "<init>", Type.VOID, Type.NO_ARGS, Const.INVOKESPECIAL));
        StringBuilder lit = new StringBuilder(simple).append('[');
        for (int i = 0; i < comps.size(); i++) {
            Component c = comps.get(i);
            if (i > 0) lit.append(", ");
            lit.append(c.name).append('=');
            il.append(new PUSH(cpg, lit.toString()));
            ConcatGenerator.append(il, fac, Type.STRING);
            lit.setLength(0);
            getField(il, fac, rt, c, 0);
            ConcatGenerator.append(il, fac, c.type);
        }
        lit.append(']');
        il.append(new PUSH(cpg, lit.toString()));
        ConcatGenerator.append(il, fac, Type.STRING);
        il.append(fac.createInvoke("java.lang.StringBuilder", "toString", Type.STRING, Type.NO_ARGS, Const.INVOKEVIRTUAL));
        il.append(InstructionConst.ARETURN);
    }

    private static void hashCode(InstructionList il, InstructionFactory fac, ObjectType rt, List<Component> comps) {
        il.append(InstructionConst.ICONST_0);
        for (Component c : comps) {
            il.append(new PUSH(fac.getConstantPool(), 31));
            il.append(InstructionConst.IMUL);
            getField(il, fac, rt, c, 0);
            if (c.type instanceof org.apache.bcel.generic.BasicType) {
                String w = Adapt.wrapper(c.type);
                il.append(fac.createInvoke(w, "hashCode", Type.INT, new Type[]{c.type}, Const.INVOKESTATIC));
            } else {
                il.append(fac.createInvoke("java.util.Objects", "hashCode", Type.INT, new Type[]{Type.OBJECT}, Const.INVOKESTATIC));
            }
            il.append(InstructionConst.IADD);
        }
        il.append(InstructionConst.IRETURN);
    }

    private static void equals(InstructionList il, InstructionFactory fac, ObjectType rt, List<Component> comps) {
        List<BranchInstruction> toFalse = new ArrayList<>();
        // a == b -> true
        il.append(InstructionConst.ALOAD_0);
        il.append(InstructionConst.ALOAD_1);
        BranchInstruction notSame = InstructionFactory.createBranchInstruction(Const.IF_ACMPNE, null);
        il.append(notSame);
        il.append(InstructionConst.ICONST_1);
        il.append(InstructionConst.IRETURN);
        InstructionHandle check = il.append(InstructionConst.ALOAD_1);
        notSame.setTarget(check);
        il.append(fac.createInstanceOf(rt));
        BranchInstruction notInstance = InstructionFactory.createBranchInstruction(Const.IFEQ, null);
        il.append(notInstance);
        toFalse.add(notInstance);
        for (Component c : comps) {
            getField(il, fac, rt, c, 0);
            il.append(InstructionConst.ALOAD_1);
            il.append(fac.createCheckCast(rt));
            il.append(fac.createGetField(rt.getClassName(), c.name, c.type));
            BranchInstruction ne;
            switch (c.type.getType()) {
                case Const.T_LONG:
                    il.append(InstructionConst.LCMP);
                    ne = InstructionFactory.createBranchInstruction(Const.IFNE, null);
                    break;
                case Const.T_FLOAT:
                    il.append(fac.createInvoke("java.lang.Float", "compare", Type.INT, new Type[]{Type.FLOAT, Type.FLOAT}, Const.INVOKESTATIC));
                    ne = InstructionFactory.createBranchInstruction(Const.IFNE, null);
                    break;
                case Const.T_DOUBLE:
                    il.append(fac.createInvoke("java.lang.Double", "compare", Type.INT, new Type[]{Type.DOUBLE, Type.DOUBLE}, Const.INVOKESTATIC));
                    ne = InstructionFactory.createBranchInstruction(Const.IFNE, null);
                    break;
                case Const.T_OBJECT: case Const.T_ARRAY:
                    il.append(fac.createInvoke("java.util.Objects", "equals", Type.BOOLEAN, new Type[]{Type.OBJECT, Type.OBJECT}, Const.INVOKESTATIC));
                    ne = InstructionFactory.createBranchInstruction(Const.IFEQ, null);
                    break;
                default:
                    ne = InstructionFactory.createBranchInstruction(Const.IF_ICMPNE, null);
            }
            il.append(ne);
            toFalse.add(ne);
        }
        il.append(InstructionConst.ICONST_1);
        il.append(InstructionConst.IRETURN);
        InstructionHandle f = il.append(InstructionConst.ICONST_0);
        il.append(InstructionConst.IRETURN);
        for (BranchInstruction b : toFalse) b.setTarget(f);
    }
}
