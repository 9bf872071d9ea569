package jvsim.model;

import java.lang.reflect.Constructor;

/**
 * Runs inside the VM in place of sun.reflect.misc.MethodUtil.getTrampolineClass (JMX reads MBean
 * attributes and invokes MBean operations through MethodUtil's trampoline). MethodUtil is a class
 * loader that defines its Trampoline class itself from java.base's bytes, and the JDK asks for it
 * with Class.forName(name, true, new MethodUtil()), for which HotSpot calls MethodUtil.loadClass.
 * jvsim's Class.forName resolves a JDK class name in its one namespace instead (the boot loader's
 * Trampoline, which refuses to initialize), so this calls loadClass itself.
 */
public final class Trampolines {
    private Trampolines() {}

    /** MethodUtil.getTrampolineClass(): Trampoline as a new MethodUtil defines it, initialized; null when it cannot. */
    public static Class<?> getTrampolineClass() {
        try {
            Constructor<?> make = Class.forName("sun.reflect.misc.MethodUtil").getDeclaredConstructor();
            make.setAccessible(true);
            ClassLoader loader = (ClassLoader) make.newInstance();
            Class<?> trampoline = loader.loadClass("sun.reflect.misc.Trampoline");
            return Class.forName(trampoline.getName(), true, loader);
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
