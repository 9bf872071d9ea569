package jvsim.natives.semantics;

import java.nio.file.Path;
import jvsim.natives.semantics.TargetProgram.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opcode semantics: each target prints its results on edge values; jvsim must print exactly what
 * the host JVM prints, and a few lines are also checked against values the JVMS prescribes, so a
 * failure names the broken rule.
 */
class OpcodeSemanticsTest {
    @TempDir
    static Path dir;
    static TargetProgram targets;

    @BeforeAll
    static void compile() throws Exception {
        targets = TargetProgram.compile(dir, "IntOps", "FloatOps", "Switches", "ArraysAndTypes");
        HandMadeClass.writeTo(targets.classes);
    }

    @Test
    void intAndLongArithmeticShiftsAndNarrowing() throws Exception {
        Run run = targets.sameAsHost("IntOps");
        // a b: + - * & | ^ / %
        run.hasLine("i -2147483648 -1: 2147483647 -2147483647 -2147483648 -2147483648 -1 2147483647 -2147483648 0");
        run.hasLine("i 2147483647 1: -2147483648 2147483646 2147483647 1 2147483647 2147483646 2147483647 0");
        run.hasLine("i -7 3: -4 -10 -21 1 -5 -6 -2 -1");
        run.hasLine("i 7 -3: 4 10 -21 5 -1 -6 -2 1");
        run.hasLine("i 1 0: 1 1 0 0 1 1 / by zero / by zero");
        run.hasLine("l -9223372036854775808 -1: 9223372036854775807 -9223372036854775807 -9223372036854775808 -9223372036854775808 -1"
                + " 9223372036854775807 -1truefalse -9223372036854775808 0");
        run.hasLine("l 1 0: 1 1 0 0 1 1 1falsefalse / by zero / by zero");
        run.hasLine("i 128: neg -128 not -129 i2b -128 i2c 128 i2s 128 i2l 128 i2f 128.0 i2d 128.0");
        run.hasLine("i 65535: neg -65535 not -65536 i2b -1 i2c 65535 i2s -1 i2l 65535 i2f 65535.0 i2d 65535.0");
        // shift counts are masked to 5 (int) or 6 (long) bits
        run.hasLine("ishift 1 32: 1 1 1");
        run.hasLine("ishift -1 -1: -2147483648 -1 1");
        run.hasLine("lshift 1 64: 1 1 1");
        run.hasLine("lshift -1 -1: -9223372036854775808 -1 1");
        run.hasLine("iinc 1100");
        run.hasLine("compound -128 0 0");
    }

    @Test
    void floatAndDoubleNaNInfinitiesSignedZerosAndSaturatingConversions() throws Exception {
        Run run = targets.sameAsHost("FloatOps");
        // NaN is unordered: every comparison but != is false
        run.hasLine("f 7fc00000 3f800000: 7fc00000 7fc00000 7fc00000 7fc00000 7fc00000 falsefalsefalsefalsefalsetrue");
        run.hasLine("d 7ff8000000000000 3ff0000000000000: 7ff8000000000000 7ff8000000000000 7ff8000000000000 7ff8000000000000"
                + " 7ff8000000000000 falsefalsefalsefalsefalsetrue");
        // f2i, f2l, d2i, d2l: NaN gives 0, out-of-range values saturate
        run.hasLine("f NaN: neg ffc00000 f2i 0 f2l 0 f2d NaN f2i2b 0 f2c 0");
        run.hasLine("f Infinity: neg ff800000 f2i 2147483647 f2l 9223372036854775807 f2d Infinity f2i2b -1 f2c 65535");
        run.hasLine("f -Infinity: neg 7f800000 f2i -2147483648 f2l -9223372036854775808 f2d -Infinity f2i2b 0 f2c 0");
        run.hasLine("d NaN: neg fff8000000000000 d2i 0 d2l 0 d2f NaN d2f bits 7fc00000 d2s 0");
        run.hasLine("d -9.3E18: neg 43e02207973f6440 d2i -2147483648 d2l -9223372036854775808 d2f -9.3E18 d2f bits df01103d d2s 0");
        run.hasLine("d -0.0: neg 0 d2i 0 d2l 0 d2f -0.0 d2f bits 80000000 d2s 0");
        run.hasLine("i 16777217: i2f 1.6777216E7 i2d 1.6777217E7");
        run.hasLine("neg zero -0.0 -Infinity true -1");
    }

    @Test
    void tableswitchAndLookupswitchWithNegativeAndExtremeKeys() throws Exception {
        Run run = targets.sameAsHost("Switches");
        run.hasLine("-2147483648: def def min min 10000");
        run.hasLine("-3: m3 def def def 10000");
        run.hasLine("2: def def def def 110");
        run.hasLine("2147483647: def max def max 10000");
        run.hasLine("'BB' BB");
        run.hasLine("switch on null string: NPE");
    }

    @Test
    void arrayCreationStoresCastsAndVmThrownExceptions() throws Exception {
        Run run = targets.sameAsHost("ArraysAndTypes");
        run.hasLine("int[2][3][] (partial) = [[[I{[[I{null,null,null},[[I{null,null,null}}");
        run.hasLine("long[2][0][5] (zero dimension) = [[[J{[[J{},[[J{}}");
        run.hasLine("Object[0][-1] (negative after zero) -> java.lang.NegativeArraySizeException: -1");
        run.hasLine("int[3][-4] -> java.lang.NegativeArraySizeException: -4");
        run.hasLine("arraylength of null -> java.lang.NullPointerException: Cannot read the array length because \"null\" is null");
        run.hasLine("iastore MIN -> java.lang.ArrayIndexOutOfBoundsException: Index -2147483648 out of bounds for length 3");
        run.hasLine("store Integer into String[] -> java.lang.ArrayStoreException: java.lang.Integer");
        run.hasLine("store String[] into Number[][] -> java.lang.ArrayStoreException: [Ljava.lang.String;");
        run.hasLine("store int[] into Cloneable[] = [I{}");
        run.hasLine("int[][]: Object[] true Comparable[] false Shape[] false Round[] false Cloneable true Serializable true"
                + " Shape false Object[][] false int[] false Serializable[] true");
        run.hasLine("  (Object[]) -> java.lang.ClassCastException: class [I cannot be cast to class [Ljava.lang.Object;"
                + " ([I and [Ljava.lang.Object; are in module java.base of loader 'bootstrap')");
        run.hasLine("athrow null -> java.lang.NullPointerException: Cannot throw exception because \"null\" is null");
        run.hasLine("synchronized (null) -> java.lang.NullPointerException: Cannot enter synchronized block because \"<local0>\" is null");
    }

    @Test
    void handMadeBytecodeSubroutinesWideStackFormsRawComparesAndMonitors() throws Exception {
        Run run = targets.sameAsHost(HandMadeClass.NAME);
        run.hasLine("jsr: 18 ");
        run.hasLine("nested jsr, wide ret: 104 ");
        run.hasLine("wide locals: 1234567891134 ");
        run.hasLine("fcmpl fcmpg dcmpl dcmpg NaN 1.0: -1 1 -1 1 ");
        run.hasLine("fcmpl fcmpg dcmpl dcmpg -0.0 0.0: 0 0 0 0 ");
        run.hasLine("lcmp -9223372036854775808 9223372036854775807: -1 ");
        run.hasLine("dup_x2 form 2: 3 10 3 ");
        run.hasLine("dup2_x1 references: c 2 a c 2 ");
        run.hasLine("dup2_x2 form 2: 9 2 1 9 ");
        run.hasLine("dup2_x2 form 3: 2 1 9 2 1 ");
        run.hasLine("dup2_x2 form 4: 6.5 5 6.5 ");
        run.hasLine("pop2 form 1: 1 ");
        run.hasLine("boolean array stores value & 1: 0 1 ");
        run.hasLine("narrowing ireturn Z Z B C S: 0 1 44 65535 4464 ");
        run.hasLine("monitorexit of an unowned monitor: java.lang.IllegalMonitorStateException");
        run.hasLine("monitorexit twice: java.lang.IllegalMonitorStateException");
        run.hasLine("monitorexit null: java.lang.NullPointerException: Cannot exit synchronized block because \"null\" is null");
        run.hasLine("goto_w: after goto_w");
    }
}
