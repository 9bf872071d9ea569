package jvsim.vm.natives;

import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;
import jvsim.vm.VmMethod;

/**
 * Natives by class, name and descriptor. A registered implementation of a non-native method
 * substitutes its bytecode (used for the few JDK methods the VM must take over).
 */
public final class NativeRegistry {
    private final Map<String, NativeMethod> byKey = new HashMap<>();
    /** Creates the VM's handler of signature-polymorphic calls (VarHandle, MethodHandle), if a provider has one. */
    public java.util.function.Function<jvsim.vm.Vm, jvsim.vm.PolymorphicHandler> polymorphic;

    /** A registry with every provider found on the host class path. */
    public static NativeRegistry withProviders(ClassLoader host) {
        NativeRegistry r = new NativeRegistry();
        for (NativeProvider p : ServiceLoader.load(NativeProvider.class, host)) p.register(r);
        return r;
    }

    /** Registers a native; {@code className} uses slashes ("java/lang/Object"). */
    public void register(String className, String name, String desc, NativeMethod impl) {
        byKey.put(className + "." + name + desc, impl);
    }

    /**
     * Replaces a method by a static method of a model class run in the VM (see {@link Redirect});
     * for an instance method, the replacement takes the receiver as its first parameter.
     */
    public void redirect(String className, String name, String desc, String toClass, String toName, String toDesc) {
        register(className, name, desc, new Redirect(toClass, toName, toDesc));
    }

    /**
     * Binds className.name+desc to the implementation registered for fromClass.fromName+desc (a
     * method a later JDK renamed or moved with the same meaning); IllegalStateException when that
     * has none.
     */
    public void alias(String className, String name, String desc, String fromClass, String fromName) {
        alias(className, name, desc, fromClass, fromName, desc);
    }

    /** As {@link #alias(String, String, String, String, String)}, from a method of another descriptor whose leading parameters are the same. */
    public void alias(String className, String name, String desc, String fromClass, String fromName, String fromDesc) {
        NativeMethod impl = byKey.get(fromClass + "." + fromName + fromDesc);
        if (impl == null) throw new IllegalStateException("no native " + fromClass + "." + fromName + fromDesc + " to bind " + className + "." + name + " to");
        register(className, name, desc, impl);
    }

    /** A registration helper for one class. */
    public ClassNatives forClass(String className) { return new ClassNatives(this, className); }

    public boolean has(String className, String name, String desc) {
        return byKey.containsKey(className + "." + name + desc);
    }

    public void bind(VmMethod m) {
        NativeMethod impl = byKey.get(m.owner.name + "." + m.name + m.desc);
        if (impl == null && m.owner.jdk && m.isNative() && m.isStatic() && m.name.equals("initIDs") && m.desc.equals("()V")) impl = CACHE_IDS;
        if (impl != null) m.nativeImpl = impl;
    }

    /**
     * The JDK's static native initIDs() methods (AWT, java.net, java.io, ...) only cache JNI field
     * and method IDs for the other natives of their class; the VM's natives need none, so one that
     * no provider registers does nothing.
     */
    private static final NativeMethod CACHE_IDS = c -> { };

    public int size() { return byKey.size(); }

    /** Registers natives of one class by name and descriptor. */
    public static final class ClassNatives {
        private final NativeRegistry registry;
        private final String className;

        ClassNatives(NativeRegistry registry, String className) { this.registry = registry; this.className = className; }

        public ClassNatives add(String name, String desc, NativeMethod impl) {
            registry.register(className, name, desc, impl);
            return this;
        }
    }
}
