package jvsim.natives.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import jvsim.natives.semantics.TargetProgram.Run;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Class initialization per JVMS 5.5, checked against the host JVM and against the rules themselves. */
class ClassInitializationTest {
    @TempDir
    static Path dir;
    static Run run;

    @BeforeAll
    static void runTarget() throws Exception {
        run = TargetProgram.compile(dir, "ClassInit").sameAsHost("ClassInit");
    }

    /** The indented lines that follow the line `heading` in stdout. */
    private static String section(String heading) {
        String out = "\n" + run.stdout();
        int start = out.indexOf("\n" + heading + "\n");
        assertTrue(start >= 0, () -> "no line " + heading + " in:\n" + run.stdout());
        start += heading.length() + 2;
        int end = start;
        while (out.startsWith("  ", end)) end = out.indexOf('\n', end) + 1;
        return out.substring(start, end);
    }

    @Test
    void superclassThenInterfacesDeclaringNonAbstractInstanceMethodsThenTheClass() {
        // direct or inherited through an interface without defaults; a private method counts too
        assertEquals("  init Base\n  init WithDefault\n  init OnlyPrivate\n  init GrandDefault\n  init Derived\n", section("new Derived:"));
        assertEquals("  init Plain\n  1\n", section("Plain.P (not initialized by Derived):"));
    }

    @Test
    void constantsLiteralsArraysAndLoadingDoNotInitialize() {
        assertEquals("  42 constant\n", section("constants:"));
        assertEquals("  23LoadedtrueComponent[]\n", section("arrays, class literals, casts:"));
        assertEquals("  loaded ClassInit$Reflected\n", section("Class.forName without initialization:"));
        assertEquals("  init Reflected\n", section("Class.forName:"));
        assertEquals("  declared 0\n  init Loaded\n", section("reflection on Loaded: getDeclaredFields does not initialize, newInstance does:"));
        assertEquals("  init Constants\n  7 9\n", section("boxed constant (not a compile-time constant):"));
    }

    @Test
    void staticMemberAccessInitializesOnlyTheDeclaringClassOrInterface() {
        assertEquals("  init SuperHolder\n  1\n", section("inherited static field through the subclass:"));
        assertEquals("  init Iface\n  5\n", section("interface static method:"));
        assertEquals("  init SubIface\n  1\n", section("interface field (superinterface not initialized):"));
    }

    @Test
    void recursiveRequestsSeeTheClassBeingInitializedWithDefaultValues() {
        assertEquals("  init Ping\n  init Pong sees Ping.a=0\n  Ping.a=11 seen=0\n  SelfRef snapshot=0 count=5\n", section("recursive initialization:"));
    }

    @Test
    void failedInitializerThrowsOnceThenNoClassDefFoundErrorEverywhere() {
        String s = section("failures:");
        assertTrue(s.startsWith("  init Fails\n  first: java.lang.ExceptionInInitializerError\n    cause java.lang.IllegalStateException: boom\n"
                + "  second: java.lang.NoClassDefFoundError: Could not initialize class ClassInit$Fails\n"), s);
        // the subclass fails because its superclass did, and stays failed
        assertTrue(s.contains("  subclass: java.lang.NoClassDefFoundError: Could not initialize class ClassInit$Fails\n"
                + "  subclass again: java.lang.NoClassDefFoundError: Could not initialize class ClassInit$ChildOfFailed\n"), s);
        // an Error from an initializer is not wrapped
        assertTrue(s.contains("  error: java.lang.AssertionError: as is\n"), s);
    }

    @Test
    void superclassFailureLeavesAnInterfaceThatWouldHaveRunAfterItUninitialized() {
        assertEquals("  init BadSuper\n  SiblingUser: java.lang.ExceptionInInitializerError\n    cause java.lang.RuntimeException: super fails\n"
                + "  init Sibling\n  Sibling.S=1\n  SiblingUser again: java.lang.NoClassDefFoundError: Could not initialize class ClassInit$SiblingUser\n",
                section("superclass failure leaves a sibling interface uninitialized:"));
    }

    @Test
    void aSecondThreadWaitsForTheInitializationUnderWay() {
        assertEquals("  other sees 199999\n  main sees 199999, initializer ran 1 time(s)\n", section("two threads:"));
    }
}
