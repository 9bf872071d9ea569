package jvsim.natives.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import jvsim.natives.semantics.TargetProgram.Run;
import jvsim.vm.VmInputException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Class files that do not fit together: errors while linking the target's own classes are Java
 * errors inside the target, as on the host; a main class that cannot be used is the user's input
 * error (VmInputException).
 */
class BadInputTest {
    private static final String TOO_NEW = " has been compiled by a more recent version of the Java Runtime (class file version 62.0),"
            + " this version of the Java Runtime only recognizes class file versions up to 61.0";

    @TempDir
    static Path dir;
    static TargetProgram linkage;

    @BeforeAll
    static void compile() throws Exception {
        linkage = TargetProgram.compile(dir.resolve("linkage"), "Linkage");
        linkage.compileMore("LinkageChanged");
        linkage.delete("Missing");
        linkage.delete("MissingSuper");
        linkage.setMajorVersion("Newer", 62);
        linkage.setMajorVersion("TooNew", 62);
        Files.writeString(linkage.classFile("Garbage"), "not a class file");
    }

    @Test
    void linkageErrorsAreCatchableInTheTargetWithHotSpotsMessages() throws Exception {
        Run run = linkage.sameAsHost("Linkage");
        run.hasLine("static call into a missing class -> java.lang.NoClassDefFoundError: Missing");
        run.hasLine("missing superclass -> java.lang.NoClassDefFoundError: MissingSuper");
        run.hasLine("removed method -> java.lang.NoSuchMethodError: 'int Lib.gone()'");
        run.hasLine("removed field -> java.lang.NoSuchFieldError: field");
        run.hasLine("static method became instance -> java.lang.IncompatibleClassChangeError: Expected static method 'int Lib.becomesInstance()'");
        run.hasLine("default method became abstract -> java.lang.AbstractMethodError: Receiver class Thing does not define or inherit"
                + " an implementation of the resolved method 'abstract java.lang.String name()' of interface Named.");
        run.hasLine("interface became a class -> java.lang.IncompatibleClassChangeError: class Circle can not implement Shape,"
                + " because it is not an interface (Shape is in unnamed module of loader 'app')");
        run.hasLine("class became abstract -> java.lang.InstantiationError: Concrete");
        run.hasLine("class file version 62 again -> java.lang.UnsupportedClassVersionError: Newer" + TOO_NEW);
        run.hasLine("still running = yes");
    }

    @Test
    void unusableMainClassIsAnInputError() {
        assertEquals("could not load main class TooNew: java.lang.UnsupportedClassVersionError: TooNew" + TOO_NEW
                + " (the class library is JDK " + Runtime.version().feature() + "'s: choose a newer JDK's with --jdk=<home>)", inputError("TooNew"));
        assertEquals("could not find or load main class Absent", inputError("Absent"));
        assertEquals("could not find or load main class Missing", inputError("Missing"));
        assertEquals("no method 'public static void main(String[])' in class Lib", inputError("Lib"));
        assertEquals("could not load main class Garbage: java.lang.ClassFormatError: Truncated or malformed class file Garbage in "
                + linkage.classes, inputError("Garbage"));
    }

    private static String inputError(String main) {
        return assertThrows(VmInputException.class, () -> linkage.vm(main)).getMessage();
    }

    @Test
    void accessToAMemberThatBecamePrivateIsAnIllegalAccessError() throws Exception {
        TargetProgram access = TargetProgram.compile(dir.resolve("access"), "Access");
        access.compileMore("AccessChanged");
        Run run = access.sameAsHost("Access");
        run.hasLine("method -> java.lang.IllegalAccessError: class Access tried to access private method 'int Secret.peek()'"
                + " (Access and Secret are in unnamed module of loader 'app')");
    }

    @Test
    void protectedPackageAndClassAccessAcrossPackagesAsOnHotSpot() throws Exception {
        TargetProgram access = TargetProgram.compile(dir.resolve("access-pkg"), "pa/Base", "pa/Other", "pa/Hidden", "AccessPkg");
        access.compileMore("pachanged/pa/Base", "pachanged/pa/Hidden");
        Run run = access.sameAsHost("AccessPkg");
        run.hasLine("protected field through own class 1");
        run.hasLine("package-private method from another package -> java.lang.IllegalAccessError: class AccessPkg tried to access method"
                + " 'int pa.Base.pkg()' (AccessPkg and pa.Base are in unnamed module of loader 'app')");
    }
}
