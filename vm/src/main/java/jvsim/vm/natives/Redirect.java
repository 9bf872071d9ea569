package jvsim.vm.natives;

import jvsim.vm.ThrowNew;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;

/**
 * A JDK method replaced by a static method of a jvsim model class, which runs inside the VM as
 * ordinary bytecode. Used where the replacement must run Java code (construct a URL, ...), which a
 * host native cannot. The interpreter invokes the target with the caller's arguments in place: an
 * instance method's receiver becomes the target's first parameter, so the argument slots match.
 */
public final class Redirect implements NativeMethod {
    public final String toClass, toName, toDesc;

    Redirect(String toClass, String toName, String toDesc) {
        this.toClass = toClass; this.toName = toName; this.toDesc = toDesc;
    }

    /** The replacement method in vm. */
    public VmMethod target(Vm vm) {
        VmClass k = vm.classes.load(toClass);
        VmMethod m = k.declaredMethod(toName, toDesc);
        if (m == null || !m.isStatic()) throw new ThrowNew("java/lang/NoSuchMethodError", toClass.replace('/', '.') + "." + toName + toDesc);
        return m;
    }

    @Override public void invoke(NativeCall call) {
        throw new IllegalStateException("redirect to " + toClass + "." + toName + " called as a native");
    }
}
