package jvsim.junit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.bcel.Const;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.Type;

/**
 * A generated class whose static {@code run()} does {@code new TestClass().method()}: jvsim's
 * searches start from a static method, JUnit test methods are instance methods. It is put in the
 * test class's package so that package-private test classes and methods stay accessible.
 */
final class Trampoline {
    static final String METHOD = "run";

    private Trampoline() { }

    /** Writes the class under dir (a class path root) and returns its binary name. */
    static String write(Path dir, Class<?> testClass, String method) throws IOException {
        String test = testClass.getName();
        String name = test + "$jvsim$" + method;
        ClassGen cg = new ClassGen(name, "java.lang.Object", "<jvsim>", Const.ACC_PUBLIC | Const.ACC_FINAL | Const.ACC_SUPER, null);
        cg.setMajor(Const.MAJOR_1_8);
        cg.setMinor(0);
        ConstantPoolGen cp = cg.getConstantPool();
        InstructionFactory f = new InstructionFactory(cg, cp);
        InstructionList il = new InstructionList();
        il.append(f.createNew(test));
        il.append(InstructionConst.DUP);
        il.append(f.createInvoke(test, "<init>", Type.VOID, Type.NO_ARGS, Const.INVOKESPECIAL));
        il.append(f.createInvoke(test, method, Type.VOID, Type.NO_ARGS, Const.INVOKEVIRTUAL));
        il.append(InstructionConst.RETURN);
        MethodGen mg = new MethodGen(Const.ACC_PUBLIC | Const.ACC_STATIC, Type.VOID, Type.NO_ARGS, new String[0], METHOD, name, il, cp);
        mg.setMaxStack();
        mg.setMaxLocals();
        cg.addMethod(mg.getMethod());
        il.dispose();
        Path file = dir.resolve(name.replace('.', '/') + ".class");
        Files.createDirectories(file.getParent());
        cg.getJavaClass().dump(file.toFile());
        return name;
    }
}
