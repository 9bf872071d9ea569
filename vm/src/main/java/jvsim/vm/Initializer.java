package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/**
 * Class initialization per JVMS 5.5, done without host recursion. A thread that must initialize
 * class C takes C's initialization lock (for a class of the target while a search runs, a visible
 * operation, {@link Op#INIT}), and then: returns at once when C is initialized or being initialized
 * by itself (a recursive request); waits (blocked, disabled until the initialization ends) when
 * another thread is initializing it; throws NoClassDefFoundError when it is erroneous; otherwise
 * marks it in progress by itself and pushes the frame of C's initializer, pending, with above it
 * a frame that initializes C's superclass and superinterfaces first, each by this same procedure
 * (so under another schedule a thread can hold C while it waits for its superclass, as in the
 * JVM). The initializer then runs as ordinary code, whose visible operations are scheduling points
 * like any other; its return (or the exception ending it) marks C initialized (or erroneous) and
 * wakes the threads waiting for it. The triggering instruction runs again once that is done.
 */
final class Initializer {
    private final Vm vm;
    private final VmMethod noClinit;
    /** The method of {@link Frame#INIT_SUPERS} frames: its one instruction initializes the supers, then it returns. */
    private final VmMethod supersMethod;

    Initializer(Vm vm, VmMethod noClinit, VmMethod supersMethod) {
        this.vm = vm;
        this.noClinit = noClinit;
        this.supersMethod = supersMethod;
        // its first byte is no JVM opcode: the interpreter must not map it to an illegal one
        supersMethod.ops = supersMethod.code.clone();
        supersMethod.links = new Object[supersMethod.code.length];
    }

    /**
     * Makes sure c is initialized (or being initialized by t). Returns false when the caller can go
     * on; true when it cannot yet: t stopped before taking the initialization lock (t.atPoint), waits
     * for another thread's initialization (blocked), or initializer frames were pushed. The
     * instruction re-executes later.
     */
    boolean ensure(VmThread t, VmClass c) {
        int s = c.initState;
        if (s == VmClass.INITIALIZED) return false;
        if (s == VmClass.INITIALIZING && c.initThread == t) return false;
        if (s == VmClass.INITIALIZED_CHECKED && t.sawInit(c)) return false;
        if (vm.searching && !quiet(c) && t.top != null && lockPoint(t, c, s)) return true;
        return procedure(t, c);
    }

    /**
     * Whether c's initialization is none of the target's concern: a class of the JDK, or one the VM
     * generated (lambda proxies, string concatenation helpers: nothing to race on). It happens
     * within the step that needs it, and its initializer's operations are no scheduling points.
     */
    static boolean quiet(VmClass c) { return c.jdk || c.hidden; }

    /**
     * While searching, taking the initialization lock of a class of the target is a visible
     * operation: an {@link Op#INIT}, or a read when the class can only be found initialized or
     * erroneous (no longer initialized by anybody). Before the target starts a second thread it is
     * not one (see Interpreter#stop, SchedulingPolicy#considers), nor for {@link #quiet} classes.
     */
    private boolean lockPoint(VmThread t, VmClass c, int s) {
        Frame at = t.top.kind == Frame.INIT_SUPERS ? t.top.caller : t.top;
        boolean reads = s == VmClass.INITIALIZED_CHECKED || s == VmClass.ERRONEOUS;
        if (!vm.interpreter.stop(t, reads ? Op.READ : Op.INIT, c.mirror, Op.KEY_INIT, at.method, at.pc)) return false;
        t.pending.what = reads ? initWhat(c) : "class " + c.javaName();
        t.pending.sync = true;
        return true;
    }

    private static String initWhat(VmClass c) { return "initialization of class " + c.javaName(); }

    /** JVMS 5.5 steps 2 to 7 under c's initialization lock (the operation t stopped before, if one). */
    private boolean procedure(VmThread t, VmClass c) {
        switch (c.initState) {
            case VmClass.INITIALIZED:
                return false;
            case VmClass.INITIALIZING:
                if (c.initThread == t) return false;
                // another thread initializes c: wait for it (a read of the state, whatever t meant to do)
                readOnly(t, c);
                t.seeInit(c);
                t.state = VmThread.State.BLOCKED;
                t.blockedOnClass = c;
                t.waitReason = "the initialization of class " + c.javaName();
                return true;
            case VmClass.INITIALIZED_CHECKED:
                readOnly(t, c);
                t.seeInit(c);
                return false;
            case VmClass.ERRONEOUS:
                readOnly(t, c);
                throw new ThrowNew("java/lang/NoClassDefFoundError", "Could not initialize class " + c.javaName());
            default:
                return begin(t, c);
        }
    }

    /** The executed lock operation of t on c only read c's state: it is recorded as a read. */
    private static void readOnly(VmThread t, VmClass c) {
        Op op = t.executing;
        if (op != null && op.kind == Op.INIT && op.key == Op.KEY_INIT && op.obj == c.mirror) {
            op.kind = Op.READ;
            op.what = initWhat(c);
        }
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

    /**
     * Marks c in progress by t and pushes its initializer's frame, with the supers' initialization
     * above it when one is not initialized yet; returns true if frames were pushed.
     */
    private boolean begin(VmThread t, VmClass c) {
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
        boolean supers = false;
        for (VmClass s : initSupers(c)) supers |= !s.isInitialized();
        if (clinit == null && !supers) {
            done(c);
            return false;
        }
        Frame f = vm.interpreter.pushFrame(t, clinit != null ? clinit : noClinit, Frame.CLINIT);
        f.aux = c;
        if (supers) {
            // the initializer has not started: no handler of it may catch what the supers' throw
            f.pending = true;
            vm.interpreter.pushFrame(t, supersMethod, Frame.INIT_SUPERS).aux = c;
        }
        return true;
    }

    /**
     * The instruction of an {@link Frame#INIT_SUPERS} frame: initializes c's supers in order.
     * Returns true when it must run again later (as {@link #ensure}), false once all are initialized
     * (or being initialized by t).
     */
    boolean initSupers(VmThread t, VmClass c) {
        for (VmClass s : initSupers(c)) if (s.initState != VmClass.INITIALIZED && ensure(t, s)) return true;
        return false;
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

    /**
     * c's initializer returned: c is initialized. While a search runs with other threads, a class
     * of the target is {@link VmClass#INITIALIZED_CHECKED}: the other threads' first uses are visible.
     */
    void done(VmClass c) {
        VmThread by = c.initThread;
        c.touch();
        boolean checked = vm.searching && !quiet(c) && vm.scheduler.spawned > 0 && by != null;
        c.initState = checked ? VmClass.INITIALIZED_CHECKED : VmClass.INITIALIZED;
        if (checked) by.seeInit(c);
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
