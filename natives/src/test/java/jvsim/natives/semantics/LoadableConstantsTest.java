package jvsim.natives.semantics;

import java.nio.file.Files;
import java.nio.file.Path;
import jvsim.natives.semantics.TargetProgram.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ldc of the constants HotSpot resolves by running Java code, which javac never emits: method
 * types, method handles (static, virtual, constructor, getter; a missing method), and dynamic
 * constants (JDK ConstantBootstraps and the program's own bootstrap methods, a primitive one, a
 * long one by ldc2_w, one nested as another's static argument, failing ones). Output must be
 * the host's.
 */
class LoadableConstantsTest {
    @TempDir
    Path dir;

    private static final int REF_GET_FIELD = 1, REF_INVOKE_STATIC = 6, REF_INVOKE_VIRTUAL = 5, REF_NEW_INVOKE_SPECIAL = 8;
    private static final String LOOKUP = "Ljava/lang/invoke/MethodHandles$Lookup;", CB = "java/lang/invoke/ConstantBootstraps";

    @Test
    void ldcOfMethodTypesHandlesAndDynamicConstants() throws Exception {
        TargetProgram t = TargetProgram.compile(dir, "ConstantTargets");
        Files.write(t.classFile("Ldc"), ldcClass());
        t.compileMore("LdcMain");
        Run run = t.sameAsHost("LdcMain");
        run.hasLine("static handle (int)int -> 42");
        run.hasLine("label: label:7! as String for Ldc");
        run.hasLine("label bootstraps 1");
        run.hasLine("product 42");
    }

    private static byte[] ldcClass() {
        TinyClassFile c = new TinyClassFile("Ldc");
        String obj = "Ljava/lang/Object;";
        c.constantGetter("methodType", obj, c.methodType("(II)J"));
        c.constantGetter("staticHandle", obj, c.methodHandle(REF_INVOKE_STATIC, c.method("ConstantTargets", "twice", "(I)I")));
        c.constantGetter("constructorHandle", obj, c.methodHandle(REF_NEW_INVOKE_SPECIAL, c.method("ConstantTargets", "<init>", "()V")));
        c.constantGetter("getterHandle", obj, c.methodHandle(REF_GET_FIELD, c.field("ConstantTargets", "name", "Ljava/lang/String;")));
        c.constantGetter("virtualHandle", obj, c.methodHandle(REF_INVOKE_VIRTUAL,
                c.method("ConstantTargets", "hello", "(Ljava/lang/String;)Ljava/lang/String;")));
        c.constantGetter("missingHandle", obj, c.methodHandle(REF_INVOKE_STATIC, c.method("ConstantTargets", "missing", "(I)I")));
        int nullConstant = c.bootstrap(c.methodHandle(REF_INVOKE_STATIC, c.method(CB, "nullConstant", "(" + LOOKUP + "Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;")));
        c.constantGetter("nullConstant", "Ljava/lang/String;", c.dynamic(nullConstant, "_", "Ljava/lang/String;"));
        int primitiveClass = c.bootstrap(c.methodHandle(REF_INVOKE_STATIC, c.method(CB, "primitiveClass", "(" + LOOKUP + "Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Class;")));
        c.constantGetter("primitiveClass", "Ljava/lang/Class;", c.dynamic(primitiveClass, "I", "Ljava/lang/Class;"));
        int label = c.bootstrap(c.methodHandle(REF_INVOKE_STATIC, c.method("ConstantTargets", "label",
                "(" + LOOKUP + "Ljava/lang/String;Ljava/lang/Class;ILjava/lang/String;)Ljava/lang/String;")), c.integer(7), c.string("!"));
        int labelConstant = c.dynamic(label, "label", "Ljava/lang/String;");
        c.constantGetter("label", "Ljava/lang/String;", labelConstant);
        int answer = c.bootstrap(c.methodHandle(REF_INVOKE_STATIC, c.method("ConstantTargets", "answer", "(" + LOOKUP + "Ljava/lang/String;Ljava/lang/Class;)I")));
        c.constantGetter("answer", "I", c.dynamic(answer, "answer", "I"));
        int product = c.bootstrap(c.methodHandle(REF_INVOKE_STATIC, c.method(CB, "invoke",
                "(" + LOOKUP + "Ljava/lang/String;Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;[Ljava/lang/Object;)Ljava/lang/Object;")),
                c.methodHandle(REF_INVOKE_STATIC, c.method("java/lang/Math", "multiplyExact", "(JJ)J")), c.longConstant(6), c.longConstant(7));
        c.constantGetter("product", "J", c.dynamic(product, "product", "J"));
        int nested = c.bootstrap(c.methodHandle(REF_INVOKE_STATIC, c.method("ConstantTargets", "nested",
                "(" + LOOKUP + "Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/String;")), labelConstant);
        c.constantGetter("nested", "Ljava/lang/String;", c.dynamic(nested, "nested", "Ljava/lang/String;"));
        int fail = c.bootstrap(c.methodHandle(REF_INVOKE_STATIC, c.method("ConstantTargets", "fail", "(" + LOOKUP + "Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;")));
        c.constantGetter("failing", "Ljava/lang/String;", c.dynamic(fail, "failing", "Ljava/lang/String;"));
        int wrong = c.bootstrap(c.methodHandle(REF_INVOKE_STATIC, c.method("ConstantTargets", "wrongType", "(" + LOOKUP + "Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;")));
        c.constantGetter("wrongType", "Ljava/lang/String;", c.dynamic(wrong, "wrong", "Ljava/lang/String;"));
        return c.bytes();
    }
}
