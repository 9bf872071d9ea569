package jvsim.natives.semantics;

import java.nio.file.Files;
import java.nio.file.Path;
import jvsim.natives.semantics.TargetProgram.Run;
import org.apache.bcel.classfile.ClassParser;
import org.apache.bcel.classfile.Constant;
import org.apache.bcel.classfile.ConstantUtf8;
import org.apache.bcel.classfile.JavaClass;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * invokedynamic with a bootstrap method of the program's own (javac emits none, so the test
 * re-points a string concatenation's bootstrap from StringConcatFactory to IndyBootstraps): the
 * bootstrap runs once, through java.lang.invoke, and the call site then calls its target.
 */
class UserBootstrapTest {
    @TempDir
    Path dir;

    @Test
    void userBootstrapMethodLinksTheCallSiteOnce() throws Exception {
        TargetProgram t = TargetProgram.compile(dir, "IndyUser", "IndyBootstraps");
        Path file = t.classFile("IndyUser");
        JavaClass jc = new ClassParser(file.toString()).parse();
        boolean patched = false;
        for (Constant c : jc.getConstantPool().getConstantPool()) {
            if (c instanceof ConstantUtf8 && ((ConstantUtf8) c).getBytes().equals("java/lang/invoke/StringConcatFactory")) {
                jc.getConstantPool().setConstant(indexOf(jc, c), new ConstantUtf8("IndyBootstraps"));
                patched = true;
            }
        }
        if (!patched) throw new AssertionError("IndyUser has no string concatenation by invokedynamic");
        Files.write(file, jc.getBytes());
        Run run = t.sameAsHost("IndyUser");
        run.hasLine("bootstrap makeConcatWithConstants(int)String caller IndyUser recipe n=#! constants 0");
        run.hasLine("custom[n=0!]");
        run.hasLine("custom[n=1!]");
    }

    private static int indexOf(JavaClass jc, Constant c) {
        Constant[] pool = jc.getConstantPool().getConstantPool();
        for (int i = 0; i < pool.length; i++) if (pool[i] == c) return i;
        throw new IllegalStateException();
    }
}
