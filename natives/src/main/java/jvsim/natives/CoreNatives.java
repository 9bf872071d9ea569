package jvsim.natives;

import jvsim.vm.natives.NativeProvider;
import jvsim.vm.natives.NativeRegistry;

/** Registers every native family of java.base that jvsim implements. */
public final class CoreNatives implements NativeProvider {
    @Override public void register(NativeRegistry r) {
        LangNatives.register(r);
        MathNatives.register(r);
        ThreadNatives.register(r);
        ContinuationNatives.register(r);
        EventNatives.register(r);
        UnsafeNatives.register(r);
        ThrowableNatives.register(r);
        StackWalkNatives.register(r);
        IoNatives.register(r);
        FileStreamNatives.register(r);
        FileSystemNatives.register(r);
        UnixFsNatives.register(r);
        FileChannelNatives.register(r);
        JdkResourceNatives.register(r);
        NativeLibraryNatives.register(r);
        ChecksumNatives.register(r);
        ZlibNatives.register(r);
        NetworkNatives.register(r);
        ManagementNatives.register(r);
        ProcessNatives.register(r);
        SystemNatives.register(r);
        ClassNatives.register(r);
        VarHandles.register(r);
        MethodHandleNatives.register(r);
        ReflectionNatives.register(r); // after ClassNatives: replaces its getRawAnnotations/getRawTypeAnnotations
        ConstantPoolNatives.register(r); // after ClassNatives: replaces its Class.getConstantPool
        ClassLoaderNatives.register(r);
        ReflectInvokeNatives.register(r);
        ModuleNatives.register(r);
        ArrayNatives.register(r);
        ApiNatives.register(r);
        RenamedNatives.register(r); // last: binds to the implementations the others registered
    }
}
