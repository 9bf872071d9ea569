package jvsim.vm;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Everything of a thread that can change from one step to the next and that a snapshot or a
 * checkpoint saves, restores and hashes: its scheduling state, flags, frames and counters. A
 * {@link VmThread} is one (the live state, these fields read and written as the thread's own); a
 * saved state is another instance of this class. The fields are copied by one method,
 * {@link #copyFrom}, and hashed by one, {@link #hash}, beside their declarations; a field the hash
 * leaves out says why ({@link NotHashed}). ThreadStateTest checks by reflection that every field
 * is saved, restored and hashed.
 *
 * <p>Not here: what the thread is (its VM, id, path, uid, whether the JDK started it: final in
 * {@link VmThread}) and what lives only within one step ({@link VmThread}'s fields marked
 * {@link StepLocal}), as the VM is between steps whenever a state is saved.
 */
public class ThreadState {
    /** A field the state hash leaves out, with the reason (what else in the state decides it, or why it does not matter). */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    @interface NotHashed {
        String value();
    }

    /**
     * A field of {@link VmThread} that only lives within one step (set when the step begins or
     * inside it, void when it ends), so that no state saved between steps needs it; or a cache of
     * the saves themselves.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.FIELD)
    @interface StepLocal {
        String value();
    }

    private static final VmClass[] NO_CLASSES = {};

    /** Threads started by this one so far (names children's paths). */
    public int children;
    /** Objects allocated by this thread so far (part of their stable ids). */
    @NotHashed("a counter of names: stable ids are names, not state")
    public long allocations;
    /**
     * This thread's identity-hash generator (as HotSpot's per-thread {@code _hashStateX..W}): an
     * object's identity hash comes from the sequence of the thread that first asks for it, so it
     * depends on that thread's own history, not on the interleaving. X is seeded from
     * {@link VmThread#path} (HotSpot: a random number), the others with HotSpot's constants.
     */
    final HashGenerator hashes;
    /** While a search runs: the visible operation this thread stopped before, granted when it is chosen (hashed when {@link #atPoint}). */
    public final Op pending = new Op();
    /** The thread stopped at a scheduling point; its pending operation is valid. */
    public boolean atPoint;
    /**
     * The accesses of this thread's last attempt of a blocking JDK operation that would have parked
     * (see {@link Atomic#guardable}): the attempt was undone and the thread is disabled until a step
     * writes one of these locations (or a field of its Thread object, an interrupt); null when
     * the thread is not waiting so. Immutable once set.
     */
    java.util.List<Op> guard;
    /**
     * With {@link #guard}: the undone attempt was a non-fair acquisition (see Atomic#guardsAcquire),
     * to be retried, and then parked as the JDK does, once a class naming a queue query is loaded
     * (hashed with the guard).
     */
    boolean guardAcquire;
    /** Set by the park native where it stops at its scheduling point: whether the park has a deadline. */
    @NotHashed("the park's arguments, on the top frame's operand stack, decide it")
    public boolean parkTimed;
    public VmObject threadObj;
    /** The frames, innermost first (copied by VmThread's save and restore, which copy only those that changed). */
    public Frame top;
    @NotHashed("the length of the frames, which are hashed")
    public int depth;
    public VmThread.State state = VmThread.State.NEW;
    public boolean daemon;
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
    @NotHashed("text for reports")
    public String waitReason;
    /** Set when a wait/park/sleep ended by notification rather than interrupt or timeout. */
    public boolean notified;
    /** Call depth at which StackOverflowError is thrown (raised briefly while one is constructed). */
    @NotHashed("raised only while a StackOverflowError is constructed, within a step")
    public int stackLimit;
    /** Exception that ended the thread's run, if any. */
    public VmObject uncaught;
    /** Set by natives (Thread.yield) to end the thread's turn after the call. */
    @NotHashed("read when the native's step ends, within the step")
    public boolean yieldRequested;
    /** Set by Thread.yield/onSpinWait: the turn ended with the thread waiting for another to act. */
    public boolean spinning;
    /** Thread.suspend: not scheduled until resumed. */
    public boolean suspended;
    /** Thread.stop's exception, thrown when the blocking native the thread is in returns. */
    public VmObject asyncException;
    /** Progress of a re-executed blocking native (wait, sleep, join, park, ...). */
    public VmThread.BlockPhase blockPhase = VmThread.BlockPhase.NONE;
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
    public VmThread.ExitStage exitStage = VmThread.ExitStage.RUNNING;
    /** Spurious wake-ups the thread had in this execution (see VmConfig#spuriousWakeups). */
    public int spuriousWakeups;
    /** Timeouts the thread had while other threads could run, in this execution (see VmConfig#earlyTimeouts). */
    public int earlyTimeouts;
    /**
     * The virtual time the thread's current timed wait began (see Threads#waitUntil): hashed, as
     * the wait's length, when the thread waits with a deadline and early timeouts are explored.
     */
    public long waitFrom;
    /**
     * Classes in state {@link VmClass#INITIALIZED_CHECKED} this thread has seen initialized (it
     * initialized them, waited for their initialization, or checked it in a visible step): its
     * later uses of them are no scheduling points. The first {@link #initsSeenCount} entries.
     */
    @NotHashed("which threads have yet to check an initialization changes only where they stop, not what they can do")
    public VmClass[] initsSeen = NO_CLASSES;
    @NotHashed("with initsSeen")
    public int initsSeenCount;
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

    /** A saved state, to {@link #copyFrom} a thread's. */
    ThreadState() { this.hashes = new HashGenerator(0, 0, 0, 0); }

    /** A live thread's state, with its identity-hash generator. */
    ThreadState(HashGenerator hashes) { this.hashes = hashes; }

    /**
     * Makes this state equal to o: every field but the frames ({@link #top}, which the thread's
     * save and restore copy, sharing the copies they made before), nothing mutable shared.
     */
    final void copyFrom(ThreadState o) {
        children = o.children; allocations = o.allocations; hashes.copyFrom(o.hashes); pending.copyFrom(o.pending); atPoint = o.atPoint;
        guard = o.guard; guardAcquire = o.guardAcquire; parkTimed = o.parkTimed; threadObj = o.threadObj; depth = o.depth; state = o.state;
        daemon = o.daemon; interrupted = o.interrupted; blockedOn = o.blockedOn; blockedOnClass = o.blockedOnClass; savedCount = o.savedCount;
        permit = o.permit; wakeAt = o.wakeAt; joining = o.joining; waitReason = o.waitReason; notified = o.notified; stackLimit = o.stackLimit;
        uncaught = o.uncaught; yieldRequested = o.yieldRequested; spinning = o.spinning; suspended = o.suspended; asyncException = o.asyncException;
        blockPhase = o.blockPhase; begun = o.begun; unwinding = o.unwinding; wokenByInterrupt = o.wokenByInterrupt; exitStage = o.exitStage;
        spuriousWakeups = o.spuriousWakeups; earlyTimeouts = o.earlyTimeouts; waitFrom = o.waitFrom;
        initsSeen = o.initsSeenCount == 0 ? NO_CLASSES : java.util.Arrays.copyOf(o.initsSeen, o.initsSeenCount);
        initsSeenCount = o.initsSeenCount;
        scopedValueCache = o.scopedValueCache; mountedThread = o.mountedThread; pinCount = o.pinCount;
        hostResultP = o.hostResultP; hostResultR = o.hostResultR;
    }

    /**
     * Adds this state to a state hash: what affects the thread's future behaviour (every field but
     * those marked {@link NotHashed}), objects by their canonical numbers ({@link StateHasher#ref}).
     */
    final void hash(StateHasher h, boolean earlyTimeoutsExplored) {
        h.add(state.ordinal());
        h.add((interrupted ? 1 : 0) | (permit ? 2 : 0) | (daemon ? 4 : 0) | (suspended ? 8 : 0) | (atPoint ? 16 : 0)
                | (notified ? 32 : 0) | (wokenByInterrupt ? 64 : 0) | (spinning ? 128 : 0) | (begun ? 256 : 0));
        h.add(wakeAt);
        h.add(savedCount);
        h.add(blockPhase.ordinal());
        h.add(exitStage.ordinal());
        h.add(spuriousWakeups);
        h.add(earlyTimeouts);
        if (wakeAt >= 0 && earlyTimeoutsExplored) h.add(wakeAt - waitFrom);
        if (guard != null) {
            h.add(guard.size());
            h.add(guardAcquire ? 1 : 0);
            for (Op g : guard) { h.add(h.ref(g.obj)); h.add(g.key); h.add(g.span); }
        }
        h.add(children);
        h.add(hashes.fingerprint());
        h.add(hostResultP);
        h.add(h.ref(threadObj));
        h.add(h.ref(blockedOn));
        h.add(blockedOnClass == null ? 0 : blockedOnClass.stateKey());
        h.add(joining == null ? 0 : joining.uid);
        h.add(h.ref(uncaught));
        h.add(h.ref(asyncException));
        h.add(h.ref(unwinding));
        h.add(h.ref(hostResultR));
        if (atPoint) for (Op p = pending; p != null; p = p.also) {
            h.add(p.kind);
            h.add(h.ref(p.obj));
            h.add(p.key);
            h.add(p.span);
        }
        h.frames(top);
        h.add(h.ref(scopedValueCache));
        h.add(h.ref(mountedThread));
        h.add(pinCount);
    }
}
