package jvsim.vm;

/**
 * What is a scheduling point, and what a step is, while searching: the one place the interpreter,
 * {@link GuestMemory} and the {@link Scheduler} ask (as Java PathFinder's SyncPolicy and
 * SharednessPolicy), one per {@link Vm}. It decides
 * <ul>
 * <li>whether an access is a scheduling point under the {@link SchedMode} and the holder's
 *     sharedness ({@link #isPoint}, {@link #isFieldPoint});</li>
 * <li>whether a thread's operation can stop at all: not before the target starts a second thread,
 *     nor in quiet code ({@link #considers}, {@link Quiet});</li>
 * <li>what a step's footprint records of an access: the location it is made on and a further write
 *     that goes with it ({@link #footprintKey}, {@link #alsoWrites});</li>
 * <li>which JDK operations run as one step and which are attempted as guarded steps
 *     ({@link #absorbs}, {@link #entersGuarded}, {@link #stepBegins}; {@link Atomic}).</li>
 * </ul>
 * The knowledge of particular JDK classes and methods is {@link Atomic}'s and {@link Quiet}'s, this
 * policy's helpers; the interpreter and GuestMemory know none. The common path (an access that is
 * no point) is a field read or two and no allocation.
 */
public final class SchedulingPolicy {
    private final Vm vm;
    private SchedMode mode = SchedMode.SHARED;
    /** The mode as the hot path reads it: every access is a point; plain accesses of shared objects are. */
    private boolean all, plain = true;
    /**
     * Whether the blocking JDK operations of {@link Atomic#guardable} are attempted as guarded steps
     * in this execution (see {@link #executionBegins}).
     */
    boolean guarding;

    SchedulingPolicy(Vm vm) { this.vm = vm; }

    /** The --sched mode. */
    public SchedMode mode() { return mode; }

    void mode(SchedMode m) {
        mode = m;
        all = m == SchedMode.ALL;
        plain = m.atLeast(SchedMode.SHARED);
    }

    // ------------------------------------------------------------ scheduling points

    /**
     * Whether an access to holder (the class mirror for a static) is a scheduling point under the
     * mode: a sync access (volatile, atomic, a VarHandle's non-plain mode) of a shared holder always,
     * a plain one of a shared holder under shared or all, any access under all.
     */
    boolean isPoint(VmObject holder, boolean sync) {
        return holder.shared ? sync || plain : all;
    }

    /** Whether an access to field fd of holder is a scheduling point ({@link #isPoint}); a final field's never is. */
    boolean isFieldPoint(VmField fd, VmObject holder) {
        return fd.vis != VmField.FINAL && isPoint(holder, fd.vis == VmField.VOLATILE);
    }

    /**
     * Whether t's visible operation of this kind may stop it: not until the target starts a second
     * thread (there is nothing to interleave with; starts and listeners' method events excepted,
     * listeners must see them), and not in quiet code ({@link #quiet}).
     */
    boolean considers(VmThread t, int kind) {
        if (vm.scheduler.spawned == 0 && kind != Op.START && kind != Op.EVENT) return false;
        return !quiet(t);
    }

    /** Whether t runs code whose effects no other thread can observe (see {@link Quiet}). */
    boolean quiet(VmThread t) {
        return t.top != null && Quiet.inQuietCode(t);
    }

    /**
     * Whether a read of field fd of holder (the class mirror for a static) is a scheduling point
     * although fd is final: a final field natives rewrite ({@link VmField#rewritten}: the standard
     * streams, a call site's target) is read at a step, as a plain field is, so that the search
     * orders the read with the natives' writes, which are steps too. Recording the read in the
     * footprint of the step that makes it would not do: that step's own operation (a thread's
     * start, a lock's release) may be what the writing thread waits for.
     */
    boolean isRewrittenFinalPoint(VmField fd, VmObject holder) {
        return fd.rewritten && isPoint(holder, false);
    }

    /** Whether the first resolution of a string literal is a step ({@link #literalIsPoint}); null until the main method started. */
    private Boolean literalSteps;

    /**
     * Whether resolving a string literal for the first time, which interns it, is a scheduling
     * point (a read or an addition of the string table's entry for its contents, as String.intern's
     * native): only when the target's code names String.intern ({@link TargetScan#namesIntern}), the
     * one way another thread's string could race with the literal for the entry. Other programs'
     * literals stay no steps (their executions unchanged).
     */
    boolean literalIsPoint() {
        if (literalSteps == null) {
            if (vm.mainMethod == null) return false;
            literalSteps = TargetScan.namesIntern(vm);
        }
        return literalSteps;
    }

    // ------------------------------------------------------------ footprints

    /** The location key t's access of this kind to (holder, key) is recorded on (see {@link Atomic#runStateKey}). */
    long footprintKey(VmThread t, int kind, VmObject holder, long key) {
        return guarding ? Atomic.runStateKey(t, kind, holder, key) : key;
    }

    /**
     * The write that goes with t's access of this kind to holder at (m, pc), for the step's
     * {@link Op#also}, or null (see {@link Atomic#writesRunState}).
     */
    Op alsoWrites(VmThread t, int kind, VmObject holder, VmMethod m, int pc) {
        return guarding && Atomic.writesRunState(t, kind, holder) ? Atomic.runStateWrite(holder, m, pc) : null;
    }

    // ------------------------------------------------------------ atomic and guarded steps

    /**
     * Decides, once per execution of {@link Scheduler#runControlled}, whether guarded steps are
     * attempted: in the atomic mode while searching, unless spurious wake-ups are explored in the
     * JDK or a listener watches instructions or allocations (it would see what an undone attempt
     * did). Value listeners see an undone step as what it is to others, a read of each location its
     * attempt accessed, with the value the attempt found there; notifications during an attempt
     * are held until the step ends, and an undone attempt's dropped (see {@link ListenerHooks}).
     */
    void executionBegins() {
        VmConfig c = vm.config;
        ListenerHooks h = vm.hooks;
        guarding = c.atomicJdk && c.guardedJdk && vm.searching && (c.spuriousWakeups == 0 || !c.spuriousInJdk)
            && h.instructions.length == 0 && h.allocations.length == 0;
    }

    /** Whether t, stopping now, stops inside a linearizable JDK operation: its step runs the operation atomically ({@link Op#region}). */
    boolean inRegion(VmThread t) {
        return vm.config.atomicJdk && Atomic.operation(t) != null;
    }

    /**
     * The step of t granted at op begins: its region (the operation it runs atomically, see
     * {@link Atomic}; none when the step is the interrupt check of a lock operation) and the
     * guarded operation it starts, if any. Returns whether the step is a guarded attempt.
     */
    boolean stepBegins(VmThread t, Op op) {
        t.regionFrame = op.region && !Atomic.interruptCheck(t, op.kind, op.obj) ? Atomic.operation(t) : null;
        if (t.regionFrame != null) Atomic.stepBegins(t, op.kind, op.obj);
        t.guardFrame = guarding && t.regionFrame != null ? Atomic.guardFrame(t) : null;
        return t.guardFrame != null;
    }

    /**
     * Whether t's access of this kind to holder is part of the region step it is running (see
     * {@link Atomic}): recorded in the step's footprint instead of stopping.
     */
    boolean absorbs(VmThread t, int kind, VmObject holder) {
        return t.regionFrame != null && Atomic.absorbable(kind) && !Atomic.interruptCheck(t, kind, holder) && Atomic.within(t, t.regionFrame)
            && !entersGuarded(t) && Atomic.belongs(t, kind, holder);
    }

    /**
     * Whether t's access is the first of a guarded blocking operation ({@link Atomic#guardable})
     * the JDK called within t's region step (a pool worker taking its next task): t stops there, so
     * that the operation is attempted as a step of its own, which can be undone (t.guardEntry).
     */
    boolean entersGuarded(VmThread t) {
        if (!guarding) return false;
        Frame g = Atomic.guardFrame(t);
        if (g == null || g == t.guardFrame) return false;
        t.guardEntry = g;
        return true;
    }

    /** Whether m is a blocking JDK operation that can be attempted as a guarded step ({@link Atomic#guardable}); asked once per method. */
    boolean guardable(VmMethod m) {
        if (m.guardable == 0) m.guardable = Atomic.guardable(m) ? (byte) 1 : 2;
        return m.guardable == 1;
    }

    /** Whether m's waiting after its arrival can be attempted as guarded steps ({@link Atomic#guardedWait}); asked once per method. */
    boolean guardedWait(VmMethod m) {
        if (m.guardedWait == 0) m.guardedWait = Atomic.guardedWait(m) ? (byte) 1 : 2;
        return m.guardedWait == 1;
    }

    /** Whether t's undone attempt (at t.guardFrame) is guarded only while no queue query is loaded ({@link Atomic#fairnessDependent}). */
    boolean guardedOnlyUnqueried(VmThread t) {
        return Atomic.fairnessDependent(t.guardFrame.method);
    }

    /** Whether the program loaded a class that names a queue query (see {@link Atomic#queriesQueues}). */
    boolean queuesQueried() {
        return Atomic.queriesQueues(vm);
    }

    /** The synchronizer a thread waiting to retry a non-fair acquisition waits for, or null (see {@link VmThread#guardedAcquisition}). */
    VmObject guardedAcquisition(VmThread t) {
        Frame g = Atomic.guardFrame(t);
        return g == null ? null : Atomic.syncOf(g);
    }

    // ------------------------------------------------------------ what an operation owns

    /** A new object o of t's while searching: whose operations own it (see {@link Atomic#allocated}). */
    void allocated(VmObject o, VmThread t) {
        if (vm.config.atomicJdk) Atomic.allocated(o, t);
    }

    /** t stores v, which a static operation made, into holder (see {@link Atomic#stored}). */
    void stored(VmThread t, VmObject holder, VmObject v) {
        Atomic.stored(t, holder, v);
    }
}
