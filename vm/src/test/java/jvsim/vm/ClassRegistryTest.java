package jvsim.vm;

import static org.apache.bcel.Const.ACC_ABSTRACT;
import static org.apache.bcel.Const.ACC_FINAL;
import static org.apache.bcel.Const.ACC_INTERFACE;
import static org.apache.bcel.Const.ACC_PUBLIC;
import static org.apache.bcel.Const.ACC_STATIC;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.FieldGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.MethodGen;
import org.apache.bcel.generic.Type;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loading and linking: class-file checks, supertypes, static constants and vtables. */
class ClassRegistryTest {
    @TempDir
    Path dir;

    private TestClasses classes() { return new TestClasses(dir); }

    private static LinkageFailure loadFails(Vm vm, String name, String errorClass) {
        LinkageFailure f = assertThrows(LinkageFailure.class, () -> vm.classes.load(name));
        assertEquals(errorClass, f.errorClass, f.getMessage());
        return f;
    }

    @Test
    void classFileVersionsUpToJava17Load() throws Exception {
        ClassGen ok = TestClasses.cls("Ok", "java.lang.Object", 0);
        ok.setMajor(61);
        ok.setMinor(0);
        ClassGen old = TestClasses.cls("Old", "java.lang.Object", 0);
        old.setMajor(45);
        ClassGen newer = TestClasses.cls("Newer", "java.lang.Object", 0);
        newer.setMajor(62);
        newer.setMinor(0);
        Vm vm = classes().write(ok).write(old).write(newer).vm();
        assertEquals("Ok", vm.classes.load("Ok").name);
        assertEquals("Old", vm.classes.load("Old").name);
        LinkageFailure f = loadFails(vm, "Newer", "java/lang/UnsupportedClassVersionError");
        assertEquals("Newer has been compiled by a more recent version of the Java Runtime (class file version 62.0),"
                + " this version of the Java Runtime only recognizes class file versions up to 61.0", f.getMessage());
        assertNull(vm.classes.findLoaded("Newer"));
    }

    @Test
    void malformedMissingAndMisnamedClassFiles() throws Exception {
        TestClasses tc = classes().write("Garbage", new byte[]{(byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe, 0, 0});
        tc.write("Alias", TestClasses.cls("Real", "java.lang.Object", 0).getJavaClass().getBytes());
        Vm vm = tc.vm();
        assertEquals("Truncated or malformed class file Garbage in " + dir,
                loadFails(vm, "Garbage", "java/lang/ClassFormatError").getMessage());
        LinkageFailure missing = loadFails(vm, "a/Absent", "java/lang/NoClassDefFoundError");
        assertEquals("a/Absent", missing.getMessage());
        // resolution failures are remembered: the same error again
        assertSame(missing, assertThrows(LinkageFailure.class, () -> vm.classes.load("a/Absent")));
        assertEquals("Alias (wrong name: Real)", loadFails(vm, "Alias", "java/lang/NoClassDefFoundError").getMessage());
    }

    @Test
    void incompatibleSupertypesAreRejected() throws Exception {
        Vm vm = classes()
                .write(TestClasses.cls("Iface", "java.lang.Object", ACC_INTERFACE | ACC_ABSTRACT))
                .write(TestClasses.cls("Sealed", "java.lang.Object", ACC_FINAL))
                .write(TestClasses.cls("ExtendsIface", "Iface", 0))
                .write(TestClasses.cls("ExtendsFinal", "Sealed", 0))
                .write(TestClasses.cls("ImplementsClass", "java.lang.Object", 0, "Sealed"))
                .write(TestClasses.cls("ImplementsJdkClass", "java.lang.Object", 0, "java.lang.Number"))
                .write(TestClasses.cls("MissingSuper", "Absent", 0))
                .vm();
        assertEquals("class ExtendsIface has interface Iface as super class",
                loadFails(vm, "ExtendsIface", "java/lang/IncompatibleClassChangeError").getMessage());
        assertEquals("class ExtendsFinal cannot inherit from final class Sealed",
                loadFails(vm, "ExtendsFinal", "java/lang/IncompatibleClassChangeError").getMessage());
        assertEquals("class ImplementsClass can not implement Sealed, because it is not an interface (Sealed is in unnamed module of loader 'app')",
                loadFails(vm, "ImplementsClass", "java/lang/IncompatibleClassChangeError").getMessage());
        assertEquals("class ImplementsJdkClass can not implement java.lang.Number, because it is not an interface"
                + " (java.lang.Number is in module java.base of loader 'bootstrap')",
                loadFails(vm, "ImplementsJdkClass", "java/lang/IncompatibleClassChangeError").getMessage());
        assertEquals("Absent", loadFails(vm, "MissingSuper", "java/lang/NoClassDefFoundError").getMessage());
        assertNull(vm.classes.findLoaded("ExtendsIface"));
        assertNull(vm.classes.findLoaded("MissingSuper"));
    }

    @Test
    void duplicateDefinitionIsALinkageError() throws Exception {
        byte[] bytes = TestClasses.cls("Twice", "java.lang.Object", 0).getJavaClass().getBytes();
        Vm vm = classes().vm();
        VmClass first = vm.classes.defineFromBytes("Twice", bytes, null);
        assertSame(first, vm.classes.findLoaded("Twice"));
        LinkageFailure f = assertThrows(LinkageFailure.class, () -> vm.classes.defineFromBytes("Twice", bytes, null));
        assertEquals("java/lang/LinkageError", f.errorClass);
        assertEquals("duplicate class definition: Twice", f.getMessage());
    }

    @Test
    void staticConstantsAreSetWhenLinkingBeforeInitialization() throws Exception {
        ClassGen cg = TestClasses.cls("Consts", "java.lang.Object", 0);
        FieldGen i = new FieldGen(ACC_PUBLIC | ACC_STATIC | ACC_FINAL, Type.INT, "I", cg.getConstantPool());
        i.setInitValue(-7);
        FieldGen d = new FieldGen(ACC_PUBLIC | ACC_STATIC | ACC_FINAL, Type.DOUBLE, "D", cg.getConstantPool());
        d.setInitValue(-2.5d);
        FieldGen plain = new FieldGen(ACC_PUBLIC | ACC_STATIC, Type.LONG, "L", cg.getConstantPool());
        cg.addField(i.getField());
        cg.addField(d.getField());
        cg.addField(plain.getField());
        VmClass c = classes().write(cg).vm().classes.load("Consts");
        assertEquals(VmClass.LOADED, c.initState);
        assertEquals(-7, c.staticP[c.declaredField("I", "I").slot]);
        assertEquals(Double.doubleToRawLongBits(-2.5d), c.staticP[c.declaredField("D", "D").slot]);
        assertEquals(0, c.staticP[c.declaredField("L", "J").slot]);
    }

    @Test
    void overridingReplacesTheVtableEntryButAPackagePrivateMethodOfAnotherPackageIsNotOverridden() throws Exception {
        ClassGen base = TestClasses.cls("p/Base", "java.lang.Object", 0);
        addMethod(base, ACC_PUBLIC, "pub");
        addMethod(base, 0, "pkg");
        ClassGen sub = TestClasses.cls("q/Sub", "p.Base", 0);
        addMethod(sub, ACC_PUBLIC, "pub");
        addMethod(sub, 0, "pkg");
        Vm vm = classes().write(base).write(sub).vm();
        VmClass b = vm.classes.load("p/Base"), s = vm.classes.load("q/Sub");
        assertEquals(b.vtableIndex.get("pub()V"), s.vtableIndex.get("pub()V"));
        assertSame(s.declaredMethod("pub", "()V"), s.vtable[b.vtableIndex.get("pub()V")]);
        // Base's slot for pkg() still selects Base.pkg for a Sub receiver; Sub.pkg has a slot of its own
        assertSame(b.declaredMethod("pkg", "()V"), s.vtable[b.vtableIndex.get("pkg()V")]);
        assertNotEquals(b.vtableIndex.get("pkg()V"), s.vtableIndex.get("pkg()V"));
        assertSame(s.declaredMethod("pkg", "()V"), s.selectVirtual("pkg()V"));
        assertArrayEquals(new VmClass[]{vm.classes.objectClass(), b, s}, s.supers);
    }

    private static void addMethod(ClassGen cg, int access, String name) {
        InstructionList il = new InstructionList(InstructionConst.RETURN);
        MethodGen mg = new MethodGen(access, Type.VOID, Type.NO_ARGS, new String[0], name, cg.getClassName(), il, cg.getConstantPool());
        mg.setMaxStack(0);
        mg.setMaxLocals(1);
        cg.addMethod(mg.getMethod());
    }
}
