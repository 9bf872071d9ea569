package jvsim.search;

import jvsim.vm.LinkageFailure;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmInputException;
import jvsim.vm.VmMethod;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.Attribute;
import org.apache.bcel.classfile.InnerClass;
import org.apache.bcel.classfile.InnerClasses;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.Type;

/**
 * The method a {@code Class#method} target starts with, as the main thread's bottom frame. A static
 * no-argument method runs as it is. For an instance method, like a JUnit test, the object is made
 * inside the VM by the class's no-argument constructor: a generated class in the target's package
 * (and class loader, so package-private members stay accessible) whose static {@code run()} does
 * {@code new Class().method()}; its frame appears in stack traces as {@code Class$jvsim$method.run(<jvsim>)}.
 */
public final class TargetMethod {
    private TargetMethod() { }

    /** After boot. VmInputException (a one-line reason) when the target cannot run. */
    public static VmMethod find(Vm vm, String className, String name) {
        VmClass c = vm.loadTargetClass(className);
        VmMethod m = null;
        for (VmMethod candidate : c.declaredMethods) {
            if (candidate.name.equals(name) && candidate.desc.startsWith("()")) m = candidate;
        }
        String target = className + "#" + name;
        if (m == null) throw new VmInputException("no method '" + name + "()' in class " + className);
        if (m.isAbstract() || m.isNative()) throw new VmInputException("method " + target + " has no bytecode to run");
        if (m.isStatic()) return m;
        if (m.isPrivate()) throw new VmInputException("cannot run instance method " + target + ": it is private");
        if (c.isInterface() || c.isAbstract()) throw new VmInputException("cannot run instance method " + target + ": " + className + " is abstract");
        if (isInnerOfInstance(c))
            throw new VmInputException("cannot run instance method " + target + ": " + className + " is a non-static inner class (make it static)");
        VmMethod init = c.declaredMethod("<init>", "()V");
        if (init == null || init.isPrivate())
            throw new VmInputException("cannot run instance method " + target + ": " + className + " has no public or package-private constructor without parameters");
        String trampoline = c.name + "$jvsim$" + name;
        VmClass t;
        try {
            t = vm.classes.defineFromBytes(trampoline, trampoline(c.name, m), c.loader);
        } catch (LinkageFailure f) {
            throw new VmInputException("cannot run instance method " + target + ": " + f.errorClass.replace('/', '.') + ": " + f.getMessage());
        }
        t.forwardsTo = m;
        return t.declaredMethod("run", "()V");
    }

    /** Whether c is an inner (non-static member, local or anonymous) class, constructed with an enclosing instance. */
    private static boolean isInnerOfInstance(VmClass c) {
        for (Attribute a : c.cf.getAttributes()) {
            if (!(a instanceof InnerClasses ics)) continue;
            for (InnerClass ic : ics.getInnerClasses()) {
                if (ic.getInnerClassIndex() != 0 && c.cp.getConstantString(ic.getInnerClassIndex(), Const.CONSTANT_Class).equals(c.name))
                    return (ic.getInnerAccessFlags() & Const.ACC_STATIC) == 0 && ic.getOuterClassIndex() != 0;
            }
        }
        return false;
    }

    /** Bytes of the class whose static run() calls new owner().m(), dropping m's result. */
    private static byte[] trampoline(String owner, VmMethod m) {
        String javaOwner = owner.replace('/', '.');
        String name = javaOwner + "$jvsim$" + m.name;
        ClassGen cg = new ClassGen(name, "java.lang.Object", "<jvsim>", Const.ACC_PUBLIC | Const.ACC_FINAL | Const.ACC_SUPER, null);
        cg.setMajor(Const.MAJOR_1_8);
        cg.setMinor(0);
        ConstantPoolGen cp = cg.getConstantPool();
        InstructionFactory f = new InstructionFactory(cg, cp);
        InstructionList il = new InstructionList();
        il.append(f.createNew(javaOwner));
        il.append(InstructionConst.DUP);
        il.append(f.createInvoke(javaOwner, "<init>", Type.VOID, Type.NO_ARGS, Const.INVOKESPECIAL));
        Type result = Type.getReturnType(m.desc);
        il.append(f.createInvoke(javaOwner, m.name, result, Type.NO_ARGS, Const.INVOKEVIRTUAL));
        if (result.getSize() == 2) il.append(InstructionConst.POP2);
        else if (result.getSize() == 1) il.append(InstructionConst.POP);
        il.append(InstructionConst.RETURN);
        MethodGen mg = new MethodGen(Const.ACC_PUBLIC | Const.ACC_STATIC, Type.VOID, Type.NO_ARGS, new String[0], "run", name, il, cp);
        mg.setMaxStack();
        mg.setMaxLocals();
        cg.addMethod(mg.getMethod());
        il.dispose();
        return cg.getJavaClass().getBytes();
    }
}
