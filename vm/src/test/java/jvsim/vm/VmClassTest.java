package jvsim.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The subtype test behind checkcast, instanceof and aastore (JVMS 6.5 checkcast), on JDK classes and arrays. */
class VmClassTest {
    @TempDir
    static Path dir;
    static Vm vm;

    @BeforeAll
    static void bootless() {
        vm = new TestClasses(dir).vm();
    }

    private static VmClass c(String name) { return vm.classes.load(name); }

    private static void subtype(String s, String t) { assertTrue(c(s).isSubclassOf(c(t)), s + " should be a subtype of " + t); }

    private static void notSubtype(String s, String t) { assertFalse(c(s).isSubclassOf(c(t)), s + " should not be a subtype of " + t); }

    @Test
    void classesAndInterfaces() {
        subtype("java/lang/String", "java/lang/Object");
        subtype("java/lang/String", "java/lang/CharSequence");
        subtype("java/lang/Integer", "java/lang/Number");
        subtype("java/lang/Integer", "java/lang/Comparable");
        subtype("java/util/ArrayList", "java/util/Collection"); // through List
        subtype("java/util/List", "java/lang/Object");
        subtype("java/util/List", "java/lang/Iterable");
        notSubtype("java/lang/Object", "java/lang/String");
        notSubtype("java/lang/Number", "java/lang/Integer");
        notSubtype("java/lang/Object", "java/lang/Comparable");
        notSubtype("java/util/List", "java/util/ArrayList");
        notSubtype("java/lang/Integer", "java/lang/CharSequence");
    }

    @Test
    void arrays() {
        subtype("[Ljava/lang/String;", "java/lang/Object");
        subtype("[Ljava/lang/String;", "java/lang/Cloneable");
        subtype("[Ljava/lang/String;", "java/io/Serializable");
        subtype("[Ljava/lang/String;", "[Ljava/lang/Object;");
        subtype("[Ljava/lang/String;", "[Ljava/lang/Comparable;");
        subtype("[[Ljava/lang/String;", "[[Ljava/lang/CharSequence;");
        subtype("[[Ljava/lang/String;", "[Ljava/lang/Object;");
        subtype("[[I", "[Ljava/lang/Object;");
        subtype("[[I", "[Ljava/lang/Cloneable;");
        subtype("[I", "java/io/Serializable");
        notSubtype("[I", "[Ljava/lang/Object;");
        notSubtype("[I", "[J");
        notSubtype("[[I", "[[J");
        notSubtype("[Ljava/lang/Object;", "[Ljava/lang/String;");
        notSubtype("[Ljava/lang/String;", "[[Ljava/lang/Object;");
        notSubtype("[Ljava/lang/String;", "java/lang/Comparable");
        notSubtype("java/lang/Object", "[Ljava/lang/Object;");
        notSubtype("java/lang/Cloneable", "[I");
    }

    @Test
    void arrayClassNamesComponentsAndPackages() {
        VmClass a = c("[[Ljava/lang/String;");
        assertEquals("[[Ljava.lang.String;", a.javaName());
        assertEquals(2, a.dims);
        assertSame(c("[Ljava/lang/String;"), a.component);
        assertSame(c("java/lang/String"), a.elementClass);
        assertEquals("java/lang", a.packageName());
        assertEquals('L', a.componentKind());
        assertEquals('J', c("[J").componentKind());
        assertSame(vm.classes.primitive('J'), c("[J").component);
        assertTrue(vm.classes.primitive('I').isPrimitive());
        assertFalse(c("[I").isPrimitive());
        assertTrue(c("[I").isInitialized());
    }

    /** Test frameworks' classes, whose steps reports summarize as they do the JDK's: by package, not the program's own. */
    @Test
    void testFrameworkClasses() {
        for (String n : new String[] {"org/junit/jupiter/api/Assertions", "junit/framework/Assert", "org/opentest4j/AssertionFailedError",
                "org/hamcrest/MatcherAssert", "org/assertj/core/api/Assertions", "org/apache/maven/surefire/booter/ForkedBooter"})
            assertTrue(VmClass.isTestFramework(n), n);
        for (String n : new String[] {"example/Counter", "org/junitx/Mine", "jvsim/junit/JvsimTest", "java/lang/String"})
            assertFalse(VmClass.isTestFramework(n), n);
        assertFalse(c("java/lang/String").testFramework, "a JDK class is the JDK's");
    }
}
