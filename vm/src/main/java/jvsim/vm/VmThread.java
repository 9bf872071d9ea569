package jvsim.vm;

import jvsim.vm.natives.NativeCall;

/** A thread of the target: its java.lang.Thread object, frame stack and scheduling state. */
public final class VmThread {
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
    /** Threads started by this one so far (names children's paths). */
    public int children;
    /** Objects allocated by this thread so far (part of their stable ids). */
    public long allocations;
    /**
     * This thread's identity-hash generator (as HotSpot's per-thread {@code _hashStateX..W}): an
     * object's identity hash comes from the sequence of the thread that first asks for it, so it
     * depends on that thread's own history, not on the interleaving. X is seeded from {@link #path}
     * (HotSpot: a random number), the others with HotSpot's constants.
     */
    final HashGenerator hashes;
    /** While a search runs: the visible operation this thread stopped before, granted when it is chosen. */
    public final Op pending = new Op();
    /** The thread stopped at a scheduling point; its pending operation is valid. */
    public boolean atPoint;
    /** The scheduler chose the thread: its pending operation may execute without stopping again. */
    public boolean granted;
    /** The operation being executed in the current step (natives refine it, e.g. a failed CAS is a read). */
    public Op executing;
    /**
     * The operation a native's access is in the current step, for {@link jvsim.vm.natives.NativeCall#refine}:
     * the step's own (just granted) or one its {@link Op#footprint} absorbed; null when the access
     * was no scheduling point.
     */
    public Op refineTarget;
    /** While a region step runs (see {@link Atomic}): the outermost frame of its linearizable operation. */
    Frame regionFrame;
    /**
     * While a region step runs: the object whose operation it is ({@link Atomic#context}, null for a
     * static operation), and whether it made its one access to another object's state already
     * (see {@link Atomic#belongs}); or the step runs Thread.exit, all of whose accesses are its own.
     */
    VmObject regionContext;
    boolean foreignAccessed, wholeRegion;
    /** With foreignAccessed: the owner of the object that access was to. */
    VmObject foreignOwner;

    /**
     * While a step runs: the frame of the blocking operation it attempts as a guarded step (see
     * {@link Atomic#guardable}), whose accesses the step absorbs; null when none.
     */
    Frame guardFrame;
    /** The frame of a guarded operation the JDK called within the running step, where t just stopped (see GuardedSteps#enter). */
    Frame guardEntry;
    /**
     * The accesses of this thread's last attempt of a blocking JDK operation that would have parked
     * (see {@link Atomic#guardable}): the attempt was undone and the thread is disabled until a step
     * writes one of these locations (or a field of its Thread object, an interrupt); null when
     * the thread is not waiting so. Immutable once set.
     */
    java.util.List<Op> guard;
    /**
     * With {@link #guard}: the undone attempt was a non-fair acquisition (see Atomic#guardsAcquire),
     * to be retried, and then parked as the JDK does, once a class naming a queue query is loaded.
     */
    boolean guardAcquire;
    /** Set by the park native where it stops at its scheduling point: whether the park has a deadline. */
    public boolean parkTimed;

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
    public VmObject threadObj;
    public Frame top;
    public int depth;
    public State state = State.NEW;
    public boolean daemon;
    /**
     * A thread the JDK started on its own (Reference Handler, Finalizer, Common-Cleaner, ...): no
     * frame of the program was on the starting thread's stack. Reports leave such threads out
     * unless the problem involves them.
     */
    public boolean system;
    public boolean interrupted;
    /** Monitor the thread is blocked entering (BLOCKED), or waiting on (WAITING). */
    public VmObject blockedOn;
    /** Class whose initialization by another thread this thread waits for. */
    public VmClass blockedOnClass;
    /** Recursion count to restore after wait(). */
    public int savedCount;
    /** Park permit. */
    public boolean permit;
    /** Virtual-clock deadline of a timed wait/sleep/park in nanoseconds, or -1. */
    public long wakeAt = -1;
    /** Thread this one is joining, if any. */
    public VmThread joining;
    /** Reason the thread is not runnable, for deadlock reports. */
    public String waitReason;
    /** Set when a wait/park/sleep ended by notification rather than interrupt or timeout. */
    public boolean notified;
    public final NativeCall nativeCall;
    /** Call depth at which StackOverflowError is thrown (raised briefly while one is constructed). */
    public int stackLimit;
    /** Exception that ended the thread's run, if any. */
    public VmObject uncaught;
    /** Set by natives (Thread.yield) to end the thread's turn after the call. */
    public boolean yieldRequested;
    /** Set by Thread.yield/onSpinWait: the turn ended with the thread waiting for another to act. */
    public boolean spinning;
    /** Thread.suspend: not scheduled until resumed. */
    public boolean suspended;
    /** Thread.stop's exception, thrown when the blocking native the thread is in returns. */
    public VmObject asyncException;
    /** Progress of a re-executed blocking native (wait, sleep, join, park, ...). */
    public BlockPhase blockPhase = BlockPhase.NONE;
    /**
     * The call the top frame is making had its begin event ({@link MethodEvents#BEGIN}) already and
     * waits to acquire the method's monitor: the event is not made again when the call re-executes.
     */
    public boolean begun;
    /**
     * The exception the thread is unwinding, stopped at the end event of a method it leaves
     * ({@link MethodEvents#END}): when the thread runs again, it goes on unwinding it from its top
     * frame (that method's) instead of executing an instruction. Null otherwise.
     */
    public VmObject unwinding;
    /** How a blocking operation ended: true when interrupted. */
    public boolean wokenByInterrupt;
    /** Where the thread is in its exit sequence. */
    public ExitStage exitStage = ExitStage.RUNNING;
    /** Spurious wake-ups the thread had in this execution (see VmConfig#spuriousWakeups). */
    public int spuriousWakeups;
    /** Timeouts the thread had while other threads could run, in this execution (see VmConfig#earlyTimeouts). */
    public int earlyTimeouts;
    /** The virtual time the thread's current timed wait began (see Threads#waitUntil). */
    public long waitFrom;
    /**
     * Classes in state {@link VmClass#INITIALIZED_CHECKED} this thread has seen initialized (it
     * initialized them, waited for their initialization, or checked it in a visible step): its
     * later uses of them are no scheduling points. The first {@link #initsSeenCount} entries.
     */
    public VmClass[] initsSeen = NO_CLASSES;
    public int initsSeenCount;
    private static final VmClass[] NO_CLASSES = {};

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

    /**
     * The thread's scoped-value cache (JDK 21 and later: {@code Thread.scopedValueCache} and
     * {@code setScopedValueCache}, HotSpot's per-thread {@code _scopedValueCache}), an Object[] or null.
     */
    public VmObject scopedValueCache;
    /**
     * The virtual thread mounted on this (carrier) thread, which Thread.currentThread() returns
     * (Thread.setCurrentThread), or null when it runs as itself.
     */
    public VmObject mountedThread;
    /** Continuation.pin's count while a continuation is mounted (see {@link Continuations}). */
    public int pinCount;

    /** Result of the last HOST_CALL frame. */
    public long hostResultP;
    public VmObject hostResultR;

    VmThread(Vm vm, int id, String path) {
        this.vm = vm;
        this.id = id;
        this.path = path;
        this.uid = vm.threadUid(path);
        this.hashes = new HashGenerator(hashSeed(path), 842502087, 0x8767, 273326509);
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
     * The thread's state at a snapshot, frames copied: every field below that can change while the
     * thread runs (kept here, beside the fields, so that a new field is not forgotten).
     */
    static final class Saved {
        VmObject threadObj; Frame top; int depth; State state; boolean daemon, interrupted;
        VmObject blockedOn; VmClass blockedOnClass; int savedCount; boolean permit; long wakeAt; VmThread joining;
        String waitReason; boolean notified; int stackLimit; VmObject uncaught; boolean yieldRequested, spinning, suspended;
        VmObject asyncException, unwinding; BlockPhase blockPhase; boolean begun, wokenByInterrupt; ExitStage exitStage; long hostResultP; VmObject hostResultR;
        int children; long allocations; HashGenerator hashes; final Op pending = new Op(); boolean atPoint; int spuriousWakeups, earlyTimeouts; long waitFrom;
        VmClass[] initsSeen; int initsSeenCount; java.util.List<Op> guard; boolean guardAcquire; VmObject scopedValueCache, mountedThread; int pinCount;
    }

    /**
     * A saved copy of the frames (null: none) that the live frames, from {@link #copiedTop} down,
     * still equal: set by a save or restore, void once the interpreter runs the thread
     * ({@link #framesRan}) or its top frame is replaced. Only the thread's own run changes its
     * frames in place (another thread replaces its top: a start, a stop), so a thread that did not
     * run between two saves, or between a save and the restore of it, is not copied again: with
     * many threads a checkpoint copies the frames of the few that ran, not those of all.
     */
    private Frame savedFrames, copiedTop;
    private boolean framesKnown;
    /** The interpreter ran the thread since its frames were last saved or restored. */
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

    Saved save() {
        Saved s = new Saved();
        s.threadObj = threadObj; s.top = savedFrames(); s.depth = depth; s.state = state; s.daemon = daemon;
        s.interrupted = interrupted; s.blockedOn = blockedOn; s.blockedOnClass = blockedOnClass; s.savedCount = savedCount;
        s.permit = permit; s.wakeAt = wakeAt; s.joining = joining; s.waitReason = waitReason; s.notified = notified;
        s.stackLimit = stackLimit; s.uncaught = uncaught; s.yieldRequested = yieldRequested; s.spinning = spinning;
        s.suspended = suspended; s.asyncException = asyncException; s.unwinding = unwinding; s.blockPhase = blockPhase; s.begun = begun;
        s.wokenByInterrupt = wokenByInterrupt; s.exitStage = exitStage; s.hostResultP = hostResultP; s.hostResultR = hostResultR;
        s.children = children; s.allocations = allocations; s.pending.copyFrom(pending); s.atPoint = atPoint;
        s.spuriousWakeups = spuriousWakeups;
        s.earlyTimeouts = earlyTimeouts;
        s.waitFrom = waitFrom;
        s.hashes = hashes.copy();
        s.initsSeen = initsSeenCount == 0 ? NO_CLASSES : java.util.Arrays.copyOf(initsSeen, initsSeenCount);
        s.initsSeenCount = initsSeenCount;
        s.guard = guard;
        s.guardAcquire = guardAcquire;
        s.scopedValueCache = scopedValueCache;
        s.mountedThread = mountedThread;
        s.pinCount = pinCount;
        return s;
    }

    void restore(Saved s) {
        threadObj = s.threadObj; restoreFrames(s.top); depth = s.depth; state = s.state; daemon = s.daemon;
        interrupted = s.interrupted; blockedOn = s.blockedOn; blockedOnClass = s.blockedOnClass; savedCount = s.savedCount;
        permit = s.permit; wakeAt = s.wakeAt; joining = s.joining; waitReason = s.waitReason; notified = s.notified;
        stackLimit = s.stackLimit; uncaught = s.uncaught; yieldRequested = s.yieldRequested; spinning = s.spinning;
        suspended = s.suspended; asyncException = s.asyncException; unwinding = s.unwinding; blockPhase = s.blockPhase; begun = s.begun;
        wokenByInterrupt = s.wokenByInterrupt; exitStage = s.exitStage; hostResultP = s.hostResultP; hostResultR = s.hostResultR;
        children = s.children; allocations = s.allocations; pending.copyFrom(s.pending); atPoint = s.atPoint;
        spuriousWakeups = s.spuriousWakeups;
        earlyTimeouts = s.earlyTimeouts;
        waitFrom = s.waitFrom;
        hashes.copyFrom(s.hashes);
        initsSeen = s.initsSeenCount == 0 ? NO_CLASSES : s.initsSeen.clone();
        initsSeenCount = s.initsSeenCount;
        guard = s.guard;
        guardAcquire = s.guardAcquire;
        scopedValueCache = s.scopedValueCache;
        mountedThread = s.mountedThread;
        pinCount = s.pinCount;
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
