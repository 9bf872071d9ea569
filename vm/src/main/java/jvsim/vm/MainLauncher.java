package jvsim.vm;

import java.lang.reflect.Modifier;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.Attribute;
import org.apache.bcel.classfile.InnerClass;
import org.apache.bcel.classfile.InnerClasses;
import org.apache.bcel.generic.ArrayType;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.Type;

/**
 * The main method of a class as the java launcher finds it. On JDK 25 and later (JEP 512, the JDK's
 * MethodFinder and LauncherHelper.validateMainMethod): a non-private main(String[]), public ones
 * first, declared or inherited, else a non-private main(); an instance main is called on an instance
 * made with the class's non-private constructor without parameters. Before JDK 25: a static
 * main(String[]) declared by the class. A main other than a static main(String[]) is entered through
 * a hidden class of the main class's package (left out of stack traces, as HotSpot's launcher
 * calls from native code) whose static {@code launch(String[])} makes the instance and calls main.
 */
final class MainLauncher {
    private static final String STRING_ARRAY = "([Ljava/lang/String;)V";

    private MainLauncher() {}

    /** The method to start with main's arguments: a static main(String[]) or a launcher of another main. */
    static VmMethod entry(Vm vm, VmClass main, String className) {
        if (vm.jdk.feature() < 25) {
            VmMethod m = main.declaredMethod("main", STRING_ARRAY);
            if (m == null || !m.isStatic()) throw new VmInputException("no method 'public static void main(String[])' in class " + className);
            return m;
        }
        VmMethod m = find(main, STRING_ARRAY, true);
        if (m == null) m = find(main, STRING_ARRAY, false);
        if (m == null) m = find(main, "()V", false);
        if (m == null)
            throw new VmInputException("no main method in class " + className + ": a non-private 'void main(String[])' or 'void main()' is needed");
        if (m.isStatic() && m.desc.equals(STRING_ARRAY)) return m;
        if (!m.isStatic()) {
            if (main.isAbstract()) throw new VmInputException("abstract class " + className + " can not be instantiated to call its instance main method");
            if (innerClass(main)) throw new VmInputException("non-static inner class " + className + " can not be instantiated to call its instance main method");
            VmMethod init = main.declaredMethod("<init>", "()V");
            if (init == null || init.isPrivate())
                throw new VmInputException("no non-private zero argument constructor in class " + className + " for its instance main method");
        }
        return launcher(vm, main, m);
    }

    /** A non-private main with the descriptor, of the class or inherited (only public ones when publicOnly). */
    private static VmMethod find(VmClass c, String desc, boolean publicOnly) {
        VmMethod m = c.lookupMethod("main", desc);
        if (m == null || m.isPrivate() || m.isAbstract() || publicOnly && !m.isPublic()) return null;
        return m;
    }

    /** Whether c is a member class that is not static (its InnerClasses entry for itself has an outer class and no ACC_STATIC). */
    private static boolean innerClass(VmClass c) {
        if (c.cf == null) return false;
        for (Attribute a : c.cf.getAttributes()) {
            if (!(a instanceof InnerClasses)) continue;
            for (InnerClass ic : ((InnerClasses) a).getInnerClasses()) {
                String name = c.cf.getConstantPool().getConstantString(ic.getInnerClassIndex(), Const.CONSTANT_Class);
                if (name.equals(c.name) && ic.getOuterClassIndex() != 0) return (ic.getInnerAccessFlags() & Modifier.STATIC) == 0;
            }
        }
        return false;
    }

    /** A hidden class beside main whose static launch(String[]) calls m (on a new instance of main when m is an instance method). */
    private static VmMethod launcher(Vm vm, VmClass main, VmMethod m) {
        String name = main.name + "$$JvsimLaunch";
        String dotted = name.replace('/', '.'), mainDotted = main.name.replace('/', '.');
        ClassGen cg = new ClassGen(dotted, "java.lang.Object", "<jvsim launcher>", Const.ACC_FINAL | Const.ACC_SUPER | Const.ACC_SYNTHETIC, new String[0]);
        cg.setMajor(52);
        cg.setMinor(0);
        ConstantPoolGen cpg = cg.getConstantPool();
        InstructionFactory fac = new InstructionFactory(cg, cpg);
        InstructionList il = new InstructionList();
        boolean withArgs = m.desc.equals(STRING_ARRAY);
        Type[] params = withArgs ? new Type[] { new ArrayType(Type.STRING, 1) } : Type.NO_ARGS;
        if (!m.isStatic()) {
            il.append(fac.createNew(mainDotted));
            il.append(InstructionConst.DUP);
            il.append(fac.createInvoke(mainDotted, "<init>", Type.VOID, Type.NO_ARGS, Const.INVOKESPECIAL));
        }
        if (withArgs) il.append(InstructionConst.ALOAD_0);
        short kind = m.isStatic() ? Const.INVOKESTATIC : main.isInterface() ? Const.INVOKEINTERFACE : Const.INVOKEVIRTUAL;
        il.append(fac.createInvoke(mainDotted, "main", Type.VOID, params, kind, main.isInterface()));
        il.append(InstructionConst.RETURN);
        MethodGen mg = new MethodGen(Const.ACC_STATIC, Type.VOID, new Type[] { new ArrayType(Type.STRING, 1) }, new String[] { "args" },
                "launch", dotted, il, cpg);
        mg.setMaxStack();
        mg.setMaxLocals();
        cg.addMethod(mg.getMethod());
        VmClass k = vm.classes.defineFromBytes(name, cg.getJavaClass().getBytes(), main.loader);
        k.hidden = true;
        k.source = main.source;
        k.protectionDomain = main.protectionDomain;
        return k.declaredMethod("launch", STRING_ARRAY);
    }
}
