package jvsim.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Reflection and java.lang.reflect.Array natives, checked against the host JVM: each target
 * program (src/test/resources/targets) is compiled, run with java -ea and in jvsim, and the two
 * must print the same. Reflective invocation is exercised both ways the JDK can go:
 * sun.reflect.noInflation=false (HotSpot's default: NativeMethodAccessorImpl.invoke0 for the first
 * 15 calls, then generated accessors) and noInflation=true (generated accessors from the first call,
 * defined through ClassLoader.defineClass1); the host runs with the same setting.
 */
class ReflectionNativesTest {
    private static final Map<String, String> NATIVE_ACCESSORS = Map.of("sun.reflect.noInflation", "false");
    private static final Map<String, String> GENERATED_ACCESSORS = Map.of("sun.reflect.noInflation", "true");
    private static final Map<String, Path> COMPILED = new HashMap<>();

    private static synchronized Path classes(String name, String... javacOptions) throws Exception {
        Path p = COMPILED.get(name);
        if (p == null) {
            p = TargetRun.compile(name, javacOptions);
            COMPILED.put(name, p);
        }
        return p;
    }

    @AfterAll
    static void deleteCompiledTargets() throws Exception {
        for (Path classes : COMPILED.values()) {
            try (java.util.stream.Stream<Path> all = Files.walk(classes.getParent())) {
                all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        COMPILED.clear();
    }

    /** Runs name on the host and in jvsim; stdout and exit status must agree. Returns the jvsim run. */
    private static TargetRun sameAsHost(Path classes, String name, Map<String, String> props, String... args) throws Exception {
        TargetRun host = TargetRun.host(classes, name, props, args);
        TargetRun vm = TargetRun.vm(classes, name, props, args);
        assertEquals(host.stdout, vm.stdout, "stdout differs; jvsim run:\n" + vm + "\nhost run:\n" + host);
        assertEquals(host.status, vm.status, "exit status differs; jvsim run:\n" + vm);
        if (host.stderr.isEmpty()) assertEquals("", vm.stderr, "jvsim wrote to stderr:\n" + vm);
        return vm;
    }

    @Test
    void enumValueOfWithTheVmsDefaults() throws Exception {
        sameAsHost(classes("EnumValueOf"), "EnumValueOf", Map.of());
    }

    @Test
    void membersFieldsAndInvocationWithNativeAccessors() throws Exception {
        sameAsHost(classes("ReflectBasics"), "ReflectBasics", NATIVE_ACCESSORS);
    }

    @Test
    void membersFieldsAndInvocationWithGeneratedAccessors() throws Exception {
        sameAsHost(classes("ReflectBasics"), "ReflectBasics", GENERATED_ACCESSORS);
    }

    @Test
    void enumsRecordsSealedAnnotationsParametersWithNativeAccessors() throws Exception {
        sameAsHost(classes("ReflectMore", "-parameters"), "ReflectMore", NATIVE_ACCESSORS);
    }

    @Test
    void enumsRecordsSealedAnnotationsParametersWithGeneratedAccessors() throws Exception {
        sameAsHost(classes("ReflectMore", "-parameters"), "ReflectMore", GENERATED_ACCESSORS);
    }

    @Test
    void nestedRecursiveAndConcurrentReflectiveCalls() throws Exception {
        sameAsHost(classes("ReflectNested"), "ReflectNested", NATIVE_ACCESSORS);
        sameAsHost(classes("ReflectNested"), "ReflectNested", GENERATED_ACCESSORS);
    }

    @Test
    void proxiesGenericsJdkClassesDefineClassAndUncaughtTargetException() throws Exception {
        byte[] dyn = Files.readAllBytes(classes("Dyn").resolve("Dyn.class"));
        String arg = Base64.getEncoder().encodeToString(dyn);
        for (Map<String, String> props : new Map[]{NATIVE_ACCESSORS, GENERATED_ACCESSORS}) {
            TargetRun vm = sameAsHost(classes("ReflectExtra"), "ReflectExtra", props, arg);
            assertEquals(1, vm.status);
            assertTrue(vm.stderr.startsWith("Exception in thread \"main\" java.lang.reflect.InvocationTargetException\n"), vm.stderr);
            assertTrue(vm.stderr.contains("\tat java.base/java.lang.reflect.Method.invoke(Method.java:569)\n"), vm.stderr);
            assertTrue(vm.stderr.contains("Caused by: java.lang.IllegalStateException: deep\n\tat ReflectExtra.thrower(ReflectExtra.java:"), vm.stderr);
        }
    }

    @Test
    void arrayNativesMatchHotSpotChecksAndMessages() throws Exception {
        sameAsHost(classes("ArrayReflect"), "ArrayReflect", Map.of());
    }
}
