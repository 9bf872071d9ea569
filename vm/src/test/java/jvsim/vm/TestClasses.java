package jvsim.vm;

import static org.apache.bcel.Const.ACC_PUBLIC;
import static org.apache.bcel.Const.ACC_SUPER;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvsim.vm.natives.NativeRegistry;
import org.apache.bcel.generic.ClassGen;

/** Class files for unit tests of the VM, made with BCEL in a directory that serves as the class path. */
final class TestClasses {
    final Path dir;

    TestClasses(Path dir) { this.dir = dir; }

    /** A public class (ACC_SUPER added) or, with ACC_INTERFACE in access, an interface. */
    static ClassGen cls(String name, String superName, int access, String... interfaces) {
        int flags = (access & org.apache.bcel.Const.ACC_INTERFACE) != 0 ? access | ACC_PUBLIC : access | ACC_PUBLIC | ACC_SUPER;
        return new ClassGen(name, superName, name + ".java", flags, interfaces);
    }

    TestClasses write(ClassGen cg) throws IOException {
        return write(cg.getClassName(), cg.getJavaClass().getBytes());
    }

    TestClasses write(String className, byte[] bytes) throws IOException {
        Path file = dir.resolve(className.replace('.', '/') + ".class");
        Files.createDirectories(file.getParent());
        Files.write(file, bytes);
        return this;
    }

    /** A VM on this class path without natives: enough to load and link classes and to allocate. */
    Vm vm() {
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(dir);
        return new Vm(cfg, new NativeRegistry());
    }
}
