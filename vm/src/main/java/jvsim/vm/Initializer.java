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
        Frame base = t.top;
        try {
            return push(t, c);
        } catch (ThrowNew e) {
            // an erroneous superclass or superinterface: drop the initializer frames of this request
            while (t.top != base) {
                Frame top = t.top;
                t.top = top.caller;
                t.depth--;
                unwound((VmClass) top.aux);
            }
            throw e;
        }
    }

    private VmClass busyElsewhere(VmThread t, VmClass c) {
        if (c.initState == VmClass.INITIALIZED) return null;
        if (c.initState == VmClass.INITIALIZING) return c.initThread == t ? null : c;
        for (VmClass s : initSupers(c)) {
            VmClass b = busyElsewhere(t, s);
            if (b != null) return b;
        }
        return null;
    }

    /**
     * What JVMS 5.5 step 7 initializes before class c, in order: its superclass, then the
     * superinterfaces, direct or indirect, that declare a non-abstract instance method (each
     * interface after its own superinterfaces). Nothing for an interface.
     */
    private static List<VmClass> initSupers(VmClass c) {
        List<VmClass> out = new ArrayList<>();
        if (c.isInterface()) return out;
        if (c.superclass != null) out.add(c.superclass);
        for (VmClass i : c.interfaces) addDefaultInterfaces(i, out);
        return out;
    }

    private static void addDefaultInterfaces(VmClass i, List<VmClass> out) {
        for (VmClass s : i.interfaces) addDefaultInterfaces(s, out);
        if (declaresDefaults(i) && !out.contains(i)) out.add(i);
    }

    /** Pushes the initializer frames for c and its uninitialized supers; returns true if any were pushed. */
    private boolean push(VmThread t, VmClass c) {
        if (c.initState == VmClass.INITIALIZED || (c.initState == VmClass.INITIALIZING && c.initThread == t)) return false;
        if (c.initState == VmClass.ERRONEOUS)
            throw new ThrowNew("java/lang/NoClassDefFoundError", "Could not initialize class " + c.javaName());
        List<VmClass> supers = initSupers(c);
        supers.removeIf(VmClass::isInitialized);
        VmMethod clinit = c.declaredMethod("<clinit>", "()V");
        c.touch();
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
        // supers run first: push them last, superclass on top. A frame with another pushed above it
        // is pending: it has not started, so no handler of its initializer may catch what is thrown above
        for (int k = supers.size() - 1; k >= 0; k--) {
            Frame below = t.top;
            if (push(t, supers.get(k))) below.pending = true;
        }
        return true;
    }

    private static boolean declaresDefaults(VmClass i) {
        for (VmMethod m : i.declaredMethods) if (!m.isStatic() && !m.isAbstract() && !m.isInit()) return true;
        return false;
    }

    private void setConstantStrings(VmClass c) {
        for (VmField f : c.declaredFields) {
            if (f.constantValue instanceof String) { c.touch(); c.staticR[f.slot] = vm.heap.intern((String) f.constantValue); }
        }
    }

    void done(VmClass c) {
        c.touch();
        c.initState = VmClass.INITIALIZED;
        c.initThread = null;
        vm.classInitEnded(c);
    }

    /**
     * An initializer frame of c popped before it started, because an initializer meant to run
     * before it failed: c failed too if that was one of its supers (JVMS 5.5 step 7), otherwise its
     * initialization never began and it is left uninitialized.
     */
    void unwound(VmClass c) {
        for (VmClass s : initSupers(c)) {
            if (s.initState == VmClass.ERRONEOUS) { failed(c); return; }
        }
        c.touch();
        c.initState = VmClass.LOADED;
        c.initThread = null;
        vm.classInitEnded(c);
    }

    void failed(VmClass c) {
        c.touch();
        c.initState = VmClass.ERRONEOUS;
        c.initThread = null;
        vm.classInitEnded(c);
    }
}
