package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * Class initialization per JVMS 5.5, done without host recursion: the frames of the pending
 * static initializers are pushed (superclass first to run) and the triggering instruction runs
 * again once they have returned.
 */
final class Initializer {
    private final Vm vm;
    private final VmMethod noClinit;

    Initializer(Vm vm, VmMethod noClinit) { this.vm = vm; this.noClinit = noClinit; }

    /**
     * Makes sure c is initialized (or being initialized by t). Returns false when the caller can go on,
     * true when frames were pushed or t must wait for another thread: the instruction re-executes later.
     */
    boolean ensure(VmThread t, VmClass c) {
        int s = c.initState;
        if (s == VmClass.INITIALIZED) return false;
        if (s == VmClass.INITIALIZING && c.initThread == t) return false;
        // a class whose initialization (or a super's) is under way in another thread: wait for it
        VmClass busy = busyElsewhere(t, c);
        if (busy != null) {
            t.state = VmThread.State.BLOCKED;
            t.blockedOnClass = busy;
            t.waitReason = "class initialization of " + busy.javaName();
            return true;
        }
        return push(t, c);
    }

    private VmClass busyElsewhere(VmThread t, VmClass c) {
        if (c.initState == VmClass.INITIALIZED) return null;
        if (c.initState == VmClass.INITIALIZING) return c.initThread == t ? null : c;
        if (!c.isInterface()) {
            if (c.superclass != null) {
                VmClass b = busyElsewhere(t, c.superclass);
                if (b != null) return b;
            }
            for (VmClass i : c.interfaces) {
                if (!declaresDefaults(i)) continue;
                VmClass b = busyElsewhere(t, i);
                if (b != null) return b;
            }
        }
        return null;
    }

    /** Pushes the initializer frames for c and its uninitialized supers; returns true if any were pushed. */
    private boolean push(VmThread t, VmClass c) {
        if (c.initState == VmClass.INITIALIZED || (c.initState == VmClass.INITIALIZING && c.initThread == t)) return false;
        if (c.initState == VmClass.ERRONEOUS)
            throw new ThrowNew("java/lang/NoClassDefFoundError", "Could not initialize class " + c.javaName());
        List<VmClass> supers = new ArrayList<>();
        if (!c.isInterface()) {
            if (c.superclass != null && c.superclass.initState != VmClass.INITIALIZED) supers.add(c.superclass);
            for (VmClass i : c.interfaces) if (i.initState != VmClass.INITIALIZED && declaresDefaults(i)) supers.add(i);
        }
        VmMethod clinit = c.declaredMethod("<clinit>", "()V");
        c.initState = VmClass.INITIALIZING;
        c.initThread = t;
        setConstantStrings(c);
        if (clinit != null && clinit.nativeImpl != null) {
            // a substituted static initializer runs in the host, before the supers' (it touches only c)
            t.nativeCall.setup(clinit, null, null, 0);
            clinit.nativeImpl.invoke(t.nativeCall);
            clinit = null;
        }
        if (clinit == null && supers.isEmpty()) {
            done(c);
            return false;
        }
        Frame f = vm.interpreter.pushFrame(t, clinit != null ? clinit : noClinit, Frame.CLINIT);
        f.aux = c;
        // supers run first: push them last, superclass on top
        for (int k = supers.size() - 1; k >= 0; k--) {
            if (push(t, supers.get(k))) f.pending = true;
        }
        return true;
    }

    private static boolean declaresDefaults(VmClass i) {
        for (VmMethod m : i.declaredMethods) if (!m.isStatic() && !m.isAbstract() && !m.isInit()) return true;
        return false;
    }

    private void setConstantStrings(VmClass c) {
        for (VmField f : c.declaredFields) {
            if (f.constantValue instanceof String) c.staticR[f.slot] = vm.heap.intern((String) f.constantValue);
        }
    }

    void done(VmClass c) {
        c.initState = VmClass.INITIALIZED;
        c.initThread = null;
        vm.classInitEnded(c);
    }

    void failed(VmClass c) {
        c.initState = VmClass.ERRONEOUS;
        c.initThread = null;
        vm.classInitEnded(c);
    }
}
