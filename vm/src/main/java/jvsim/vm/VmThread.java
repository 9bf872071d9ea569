package jvsim.vm;

import jvsim.vm.natives.NativeCall;

/**
 * A thread of the target: what it is (its VM, id, creation path) and, as a {@link ThreadState},
 * its java.lang.Thread object, frame stack and scheduling state, which snapshots save, restore and
 * hash whole; besides, what lives only within one step ({@link ThreadState.StepLocal}).
 */
public final class VmThread extends ThreadState {
    public enum State { NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED }

    /** Progress of a re-executed blocking native (wait, sleep, join, park, a network operation, a gate). */
    public enum BlockPhase {
        /** Not started: the native's first call. */
        NONE,
        /** Blocked: the thread waits (for a notification, its deadline, an unpark, a joined thread's end, ...). */
        WAITING,
        /** The wait ended (notified, timed out or interrupted: see {@link #wokenByInterrupt}); the native runs again to finish. */
        ENDED,
        /** A change of the simulated network woke the thread (its operation tries again; see SocketNatives). */
        WOKEN
    }

    /** Where a thread is in its exit sequence, once its run() returned or threw. */
    public enum ExitStage {
        /** Running its code (or not started). */
        RUNNING,
        /** Its uncaught exception's handler was dispatched (Thread.dispatchUncaughtException). */
        UNCAUGHT_DISPATCHED,
        /** Thread.exit() runs or ran. */
        EXITING,
        /** The main thread runs the shutdown hooks (Shutdown.shutdown) after the last non-daemon thread ended. */
        SHUTDOWN_HOOKS;

        /** Thread.exit() has not begun: running, or its uncaught exception handler dispatched. */
        public boolean beforeExit() { return this == RUNNING || this == UNCAUGHT_DISPATCHED; }
    }

    public final Vm vm;
    public final int id;
    /** Creation path ("main", "main.1", "main.1.2": n-th thread started by its parent), the same in every execution. */
    public final String path;
    /** Small number for {@link #path}, stable across executions of one VM (see {@link Vm#threadUid}). */
    public final int uid;
    /**
     * A thread the JDK started on its own (Reference Handler, Finalizer, Common-Cleaner, ...): no
     * frame of the program was on the starting thread's stack. Reports leave such threads out
     * unless the problem involves them.
     */
    public final boolean system;
    public final NativeCall nativeCall;
    /** The scheduler chose the thread: its pending operation may execute without stopping again. */
    @StepLocal("set when the thread's step is granted; a restore clears it")
    public boolean granted;
    /** The operation being executed in the current step (natives refine it, e.g. a failed CAS is a read). */
    @StepLocal("the running step's; a restore clears it")
    public Op executing;
    /**
     * The operation a native's access is in the current step, for {@link jvsim.vm.natives.NativeCall#refine}:
     * the step's own (just granted) or one its {@link Op#footprint} absorbed; null when the access
     * was no scheduling point.
     */
    @StepLocal("set by each native call and access of the running step")
    public Op refineTarget;
    /** While a region step runs (see {@link Atomic}): the outermost frame of its linearizable operation. */
    @StepLocal("set when a region step begins, cleared when it ends")
    Frame regionFrame;
    /**
     * While a region step runs: the object whose operation it is ({@link Atomic#context}, null for a
     * static operation), and whether it made its one access to another object's state already
     * (see {@link Atomic#belongs}); or the step runs Thread.exit, all of whose accesses are its own.
     */
    @StepLocal("with regionFrame")
    VmObject regionContext;
    @StepLocal("with regionFrame")
    boolean foreignAccessed;
    @StepLocal("with regionFrame")
    boolean wholeRegion;
    /** With foreignAccessed: the owner of the object that access was to. */
    @StepLocal("with regionFrame")
    VmObject foreignOwner;

    /**
     * While a step runs: the frame of the blocking operation it attempts as a guarded step (see
     * {@link Atomic#guardable}), whose accesses the step absorbs; null when none.
     */
    @StepLocal("set when a guarded attempt begins, cleared when the step ends")
    Frame guardFrame;
    /** The frame of a guarded operation the JDK called within the running step, where t just stopped (see GuardedSteps#enter). */
    @StepLocal("with guardFrame")
    Frame guardEntry;

    /** Whether the thread spins in a loop of the program's and waits for a write to what it reads (see SpinLoops). */
    public boolean spinWaiting() { return vm.scheduler.spins.loopOf(this) != null; }

    /** Whether the thread waits to retry a blocking JDK operation (see {@link #guard}). */
    public boolean guarded() { return guard != null; }

    /**
     * The synchronizer (a lock's or semaphore's sync) a thread waiting to retry a non-fair
     * acquisition waits for (see {@link #guardAcquire}), as the JDK's parked waiter's blocker
     * would be, or null when it waits for no acquisition.
     */
    public VmObject guardedAcquisition() {
        return guard != null && guardAcquire ? vm.policy.guardedAcquisition(this) : null;
    }

    /** The operation the current step's footprint just absorbed (see {@link Atomic}), or null. */
    public Op absorbed() { return refineTarget != null && refineTarget != executing ? refineTarget : null; }

    /** Whether this thread has seen c initialized (see {@link #initsSeen}). */
    public boolean sawInit(VmClass c) {
        for (int i = 0; i < initsSeenCount; i++) if (initsSeen[i] == c) return true;
        return false;
    }

    void seeInit(VmClass c) {
        if (sawInit(c)) return;
        if (initsSeenCount == initsSeen.length) initsSeen = java.util.Arrays.copyOf(initsSeen, Math.max(4, initsSeenCount * 2));
        initsSeen[initsSeenCount++] = c;
    }

    VmThread(Vm vm, int id, String path, boolean system) {
        super(new HashGenerator(hashSeed(path), 842502087, 0x8767, 273326509));
        this.vm = vm;
        this.id = id;
        this.path = path;
        this.system = system;
        this.uid = vm.threadUid(path);
        this.nativeCall = new NativeCall(vm, this);
        this.stackLimit = vm.config.maxStackDepth;
    }

    /** A nonzero seed for {@link #hashes} that is a function of the thread's path alone. */
    static int hashSeed(String path) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < path.length(); i++) h = (h ^ path.charAt(i)) * 0x100000001B3L;
        h ^= h >>> 33; h *= 0xff51afd7ed558ccdL; h ^= h >>> 33; h *= 0xc4ceb9fe1a85ec53L; h ^= h >>> 33;
        int x = (int) (h ^ (h >>> 32));
        return x == 0 ? 1 : x;
    }

    /**
     * A saved copy of the frames (null: none) that the live frames, from {@link #copiedTop} down,
     * still equal: set by a save or restore, void once the interpreter runs the thread
     * ({@link #framesRan}) or its top frame is replaced. Only the thread's own run changes its
     * frames in place (another thread replaces its top: a start, a stop), so a thread that did not
     * run between two saves, or between a save and the restore of it, is not copied again: with
     * many threads a checkpoint copies the frames of the few that ran, not those of all.
     */
    @StepLocal("a cache of the saves")
    private Frame savedFrames;
    @StepLocal("a cache of the saves")
    private Frame copiedTop;
    @StepLocal("a cache of the saves")
    private boolean framesKnown;
    /** The interpreter ran the thread since its frames were last saved or restored. */
    @StepLocal("a cache of the saves")
    boolean framesRan;

    private boolean framesUnchanged() { return framesKnown && !framesRan && top == copiedTop; }

    /** The frames for a save: the saved copy they still equal, or a new copy. */
    private Frame savedFrames() {
        if (!framesUnchanged()) {
            savedFrames = top == null ? null : top.copyChain();
            copiedTop = top;
            framesKnown = true;
            framesRan = false;
        }
        return savedFrames;
    }

    /** Restores the frames saved as saved: kept when the live ones still equal them, else copied. */
    private void restoreFrames(Frame saved) {
        if (framesUnchanged() && savedFrames == saved) return;
        top = saved == null ? null : saved.copyChain();
        savedFrames = saved;
        copiedTop = top;
        framesKnown = true;
        framesRan = false;
    }

    /** The thread's state now, a copy (frames shared with the last save while the thread did not run). */
    ThreadState save() {
        ThreadState s = new ThreadState();
        s.copyFrom(this);
        s.top = savedFrames();
        return s;
    }

    /** Puts back a state {@link #save} took (which stays as it is, to be restored again). */
    void restore(ThreadState s) {
        copyFrom(s);
        restoreFrames(s.top);
        granted = false;
        executing = null;
    }

    public boolean isAlive() { return state != State.NEW && state != State.TERMINATED; }

    public String name() {
        return threadObj == null ? "thread-" + id : vm.threadName(threadObj);
    }

    /** The Thread object the thread's code sees as Thread.currentThread(): the mounted virtual thread, or its own. */
    public VmObject currentThreadObj() { return mountedThread != null ? mountedThread : threadObj; }

    @Override public String toString() { return name(); }
}
