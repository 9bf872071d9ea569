package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * The frames a Throwable captured in fillInStackTrace (kept as the meta of its backtrace holder):
 * read by StackTraceElement's natives, and by the scheduler to record where an uncaught exception
 * was thrown.
 */
public final class Backtrace {
    public final VmMethod[] methods;
    public final int[] pcs;

    public Backtrace(VmMethod[] methods, int[] pcs) {
        this.methods = methods;
        this.pcs = pcs;
    }

    /** The backtrace of a target Throwable, or null when it has none. */
    static Backtrace of(Vm vm, VmObject throwable) {
        VmObject holder = vm.known.throwableBacktrace.get(throwable);
        return holder != null && holder.meta instanceof Backtrace b ? b : null;
    }

    /** One line per frame, as the java launcher prints them: "at pkg.Class.method(File.java:12)". */
    public List<String> lines() {
        List<String> out = new ArrayList<>(methods.length);
        for (int i = 0; i < methods.length; i++) {
            VmMethod m = methods[i];
            String where = m.isNative() ? "Native Method" : m.owner.sourceFile == null ? "Unknown Source"
                    : m.lineAt(pcs[i]) < 0 ? m.owner.sourceFile : m.owner.sourceFile + ":" + m.lineAt(pcs[i]);
            out.add("at " + m.owner.javaName() + "." + m.name + "(" + where + ")");
        }
        return out;
    }
}
