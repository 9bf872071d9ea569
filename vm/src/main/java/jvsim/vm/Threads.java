package jvsim.vm;

/** Blocking operations of threads: wait/notify, sleep, park, termination. Used by the natives. */
public final class Threads {
    private Threads() {}

    /** Thread.threadStatus values (JVMTI bits) as java.lang.Thread.getState decodes them. */
    public static final int STATUS_NEW = 0, STATUS_RUNNABLE = 0x0005, STATUS_TERMINATED = 0x0002,
        STATUS_BLOCKED = 0x0401, STATUS_WAITING = 0x0291, STATUS_TIMED_WAITING = 0x02a1, STATUS_SLEEPING = 0x00a1 | 0x0040;

    /** The interrupt status lives in Thread.interrupted (a Java field since JDK 14). */
    public static boolean interrupted(VmThread t) {
        if (t.threadObj == null) return t.interrupted;
        KnownField.Bool f = t.vm.known.threadInterrupted;
        return f.exists() ? f.get(t.threadObj) : t.interrupted;
    }

    public static void setInterrupted(VmThread t, boolean v) {
        t.interrupted = v;
        if (t.threadObj == null) return;
        KnownField.Bool f = t.vm.known.threadInterrupted;
        if (f.exists()) f.set(t.threadObj, v);
    }

    /** Virtual time a deadline never comes: the end of the long range (Thread.sleep(Long.MAX_VALUE)). */
    public static final long NEVER = Long.MAX_VALUE;

    /** millis in nanoseconds, saturating (a sleep of Long.MAX_VALUE ms must not wrap around to the past). */
    public static long nanosOf(long millis) {
        return millis > Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE : millis * 1_000_000L;
    }

    /**
     * t begins a wait that ends at the virtual time deadline at the latest (-1: none): its {@link
     * VmThread#wakeAt}, and when the wait began ({@link VmThread#waitFrom}), which decides whether
     * it may time out early (see VmConfig#earlyTimeoutLimitNanos).
     */
    public static void waitUntil(VmThread t, long deadline) {
        t.wakeAt = deadline;
        t.waitFrom = t.vm.now();
    }

    /** The virtual time nanos from now, saturating at {@link #NEVER}. */
    public static long deadline(Vm vm, long nanos) {
        long now = vm.nanoTime();
        return nanos >= NEVER - now ? NEVER : now + nanos;
    }

    public static void setStatus(VmThread t, int status) {
        if (t.threadObj == null) return;
        KnownField.Int f = t.vm.known.threadStatus;
        VmObject fields = t.vm.known.threadFields(t.threadObj);
        if (fields == null || f.get(fields) == status) return;
        t.vm.heap.bookkeeping(fields, () -> f.set(fields, status));
        if (t.vm.searching) t.vm.statusChanged(t.threadObj);
    }

    /**
     * Object.wait(millis) as a re-executed native: the first call releases the monitor and parks the
     * thread (returns false: call again later); the second call, after re-acquisition, returns true,
     * or throws InterruptedException if the wait was interrupted.
     */
    public static boolean doWait(VmThread t, VmObject o, long millis) {
        if (t.blockPhase == VmThread.BlockPhase.NONE) {
            Monitor m = o.monitor;
            if (m == null || m.owner != t) throw new ThrowNew("java/lang/IllegalMonitorStateException", "current thread is not owner");
            if (interrupted(t)) {
                setInterrupted(t, false);
                throw new ThrowNew("java/lang/InterruptedException", null);
            }
            t.savedCount = m.count;
            t.vm.heap.touch(o);
            m.owner = null;
            m.count = 0;
            m.waitSet.add(t);
            t.blockedOn = o;
            t.blockPhase = VmThread.BlockPhase.WAITING;
            t.wokenByInterrupt = false;
            t.state = millis > 0 ? VmThread.State.TIMED_WAITING : VmThread.State.WAITING;
            waitUntil(t, millis > 0 ? deadline(t.vm, nanosOf(millis)) : -1);
            t.waitReason = "waiting on monitor";
            setStatus(t, millis > 0 ? STATUS_TIMED_WAITING : STATUS_WAITING);
            return false;
        }
        // re-acquired: done
        t.blockPhase = VmThread.BlockPhase.NONE;
        t.wakeAt = -1;
        return resumed(t, null);
    }

    /** The end of a blocking operation: runnable again; InterruptedException (with message) if an interrupt ended it. */
    private static boolean resumed(VmThread t, String interruptMessage) {
        setStatus(t, STATUS_RUNNABLE);
        if (t.wokenByInterrupt) {
            t.wokenByInterrupt = false;
            setInterrupted(t, false);
            throw new ThrowNew("java/lang/InterruptedException", interruptMessage);
        }
        return true;
    }

    public static void notify(VmThread t, VmObject o, boolean all) {
        Monitor m = o.monitor;
        if (m == null || m.owner != t) throw new ThrowNew("java/lang/IllegalMonitorStateException", "current thread is not owner");
        java.util.List<VmThread> woken = t.vm.hooks.notifications.length == 0 ? null : new java.util.ArrayList<>();
        if (!m.waitSet.isEmpty()) t.vm.heap.touch(o);
        int waking = 0;
        StringBuilder wakingNames = new StringBuilder();
        while (!m.waitSet.isEmpty()) {
            VmThread w = m.waitSet.remove(0);
            toReacquire(w);
            if (woken != null) woken.add(w);
            wakingNames.append(waking++ == 0 ? "\"" : ", \"").append(w.name()).append('"');
            if (!all) break;
        }
        if (m.waitingVirtual != null) waking += Continuations.notifyVirtual(t, o, all, wakingNames, waking);
        if (woken != null) t.vm.hooks.notified(t, o, woken);
        // in a trace: the program's notify is a step of its own within the step it ran in
        Frame caller = t.top;
        if (t.executing != null && caller != null && !caller.method.owner.jdk) {
            Op n = t.executing.note(all ? Op.NOTIFY_ALL : Op.NOTIFY, o, caller.method, caller.pc);
            n.what = o.cls.javaName() + (waking == 0 ? ", waking no thread" : ", waking " + wakingNames);
        }
    }

    /** A waiting thread leaves the wait set and competes for the monitor again. */
    private static void toReacquire(VmThread w) {
        w.state = VmThread.State.BLOCKED;
        w.blockPhase = VmThread.BlockPhase.ENDED;
        w.wakeAt = -1;
        setStatus(w, STATUS_BLOCKED);
    }

    /**
     * A spurious return t may take now (see {@link VmConfig#spuriousWakeups}), or null: from
     * Object.wait or LockSupport.park called by the program's own code (or by any code with {@link
     * VmConfig#spuriousInJdk}), or from a Condition.await the program called (its {@link
     * ConditionAwaits#of}, the await's node then changing too). The JDK's own waits (a condition's
     * await, a queue's take, a future's get) loop until their condition holds, so a spurious return
     * inside them is no behaviour of theirs. One walk of t's stack, to its first frame of the program.
     */
    static Spurious spuriousWakeup(VmThread t) {
        boolean waits = waits(t);
        if (!waits && !ConditionAwaits.parked(t)) return null;
        Frame callee = null, f = t.top;
        // the wait or park was called by the program: only Object's, LockSupport's and Unsafe's frames (wait and park themselves) are above the program's
        boolean called = true;
        WellKnown k = t.vm.known;
        for (; f != null && f.method.owner.jdk; callee = f, f = f.caller) {
            VmClass c = f.method.owner;
            called &= c == k.object.ifLoaded() || c == k.lockSupport.ifLoaded() || c == k.unsafe.ifLoaded();
        }
        ConditionAwaits.Await await = ConditionAwaits.at(t, f, callee);
        if (await != null) return new Spurious(await);
        return waits && (t.vm.config.spuriousInJdk || f != null && called) ? Spurious.WAIT : null;
    }

    /** A spurious return: of a wait or park, or (await not null) of a program's Condition.await. */
    record Spurious(ConditionAwaits.Await await) {
        static final Spurious WAIT = new Spurious(null);
    }

    /** Whether t waits in Object.wait (in the monitor's wait set) or LockSupport.park. */
    private static boolean waits(VmThread t) {
        if (t.blockPhase != VmThread.BlockPhase.WAITING || (t.state != VmThread.State.WAITING && t.state != VmThread.State.TIMED_WAITING)) return false;
        return t.blockedOn != null ? t.blockedOn.monitor != null && t.blockedOn.monitor.waitSet.contains(t) : "parked".equals(t.waitReason);
    }

    /**
     * t returns from wait (re-acquiring the monitor first) or park for no reason; from a park in a
     * Condition.await the program called, the await itself returns (see {@link ConditionAwaits}).
     */
    static void wakeSpuriously(VmThread t) {
        ConditionAwaits.Await await = ConditionAwaits.of(t);
        t.spuriousWakeups++;
        timeout(t); // as if a deadline had passed
        if (await != null) ConditionAwaits.wake(t, await);
    }

    /** Takes t out of the wait set of the monitor it waits on (a change of that object); false if it is in none. */
    private static boolean leaveWaitSet(VmThread t) {
        VmObject o = t.blockedOn;
        if (o == null || o.monitor == null || !o.monitor.waitSet.contains(t)) return false;
        t.vm.heap.touch(o);
        o.monitor.waitSet.remove(t);
        return true;
    }

    /** A timed operation's deadline passed. */
    static void timeout(VmThread t) {
        t.wakeAt = -1;
        if (leaveWaitSet(t)) {
            toReacquire(t);
        } else {
            t.state = VmThread.State.RUNNABLE;
            t.blockPhase = VmThread.BlockPhase.ENDED;
        }
    }

    /** Thread.interrupt: sets the flag and wakes the thread from wait, sleep or park. */
    public static void interrupt(VmThread t) {
        setInterrupted(t, true);
        if (t.state == VmThread.State.WAITING || t.state == VmThread.State.TIMED_WAITING) {
            if (leaveWaitSet(t)) {
                t.wokenByInterrupt = true;
                toReacquire(t);
            } else if (t.blockPhase == VmThread.BlockPhase.WAITING) {
                t.wokenByInterrupt = true;
                t.wakeAt = -1;
                t.state = VmThread.State.RUNNABLE;
                t.blockPhase = VmThread.BlockPhase.ENDED;
            }
        }
    }

    /** Thread.sleep as a re-executed native; returns true when the sleep is over. */
    public static boolean doSleep(VmThread t, long nanos) {
        if (t.blockPhase == VmThread.BlockPhase.NONE) {
            if (interrupted(t)) {
                setInterrupted(t, false);
                throw new ThrowNew("java/lang/InterruptedException", "sleep interrupted");
            }
            if (nanos <= 0) { t.yieldRequested = true; return true; }
            t.blockPhase = VmThread.BlockPhase.WAITING;
            t.wokenByInterrupt = false;
            t.state = VmThread.State.TIMED_WAITING;
            waitUntil(t, deadline(t.vm, nanos));
            t.waitReason = "sleeping";
            setStatus(t, STATUS_SLEEPING);
            return false;
        }
        t.blockPhase = VmThread.BlockPhase.NONE;
        return resumed(t, "sleep interrupted");
    }

    /** LockSupport.park as a re-executed native; returns true when parking is over. */
    public static boolean doPark(VmThread t, long deadlineNanos) {
        if (t.blockPhase == VmThread.BlockPhase.NONE) {
            if (t.permit) { t.permit = false; return true; }
            if (interrupted(t)) return true;
            // the attempt of a guarded wait: the park returns (spuriously), its loop checks again (see Atomic#guardedWait)
            if (deadlineNanos == 0 && Atomic.attemptsWait(t)) return true;
            t.blockPhase = VmThread.BlockPhase.WAITING;
            t.wokenByInterrupt = false;
            t.state = deadlineNanos > 0 ? VmThread.State.TIMED_WAITING : VmThread.State.WAITING;
            waitUntil(t, deadlineNanos > 0 ? deadlineNanos : -1);
            t.waitReason = "parked";
            setStatus(t, deadlineNanos > 0 ? STATUS_TIMED_WAITING : STATUS_WAITING);
            return false;
        }
        t.blockPhase = VmThread.BlockPhase.NONE;
        t.wokenByInterrupt = false;
        t.permit = false;
        setStatus(t, STATUS_RUNNABLE);
        return true;
    }

    /**
     * Thread.join(millis) as a re-executed native: returns true when other has ended (or was never
     * started), the timeout passed, or throws InterruptedException when interrupted while waiting.
     */
    public static boolean doJoin(VmThread t, VmThread other, long millis) {
        if (t.blockPhase == VmThread.BlockPhase.NONE) {
            if (other == null || !other.isAlive()) return true;
            if (interrupted(t)) {
                setInterrupted(t, false);
                throw new ThrowNew("java/lang/InterruptedException", null);
            }
            t.blockPhase = VmThread.BlockPhase.WAITING;
            t.joining = other;
            t.wokenByInterrupt = false;
            t.state = millis > 0 ? VmThread.State.TIMED_WAITING : VmThread.State.WAITING;
            waitUntil(t, millis > 0 ? deadline(t.vm, nanosOf(millis)) : -1);
            t.waitReason = "joining \"" + other.name() + "\"";
            setStatus(t, millis > 0 ? STATUS_TIMED_WAITING : STATUS_WAITING);
            return false;
        }
        t.blockPhase = VmThread.BlockPhase.NONE;
        t.joining = null;
        t.wakeAt = -1;
        return resumed(t, null);
    }

    public static void unpark(VmThread t) {
        if (t.state != VmThread.State.TERMINATED && t.blockPhase == VmThread.BlockPhase.WAITING && t.blockedOn == null
                && (t.state == VmThread.State.WAITING || t.state == VmThread.State.TIMED_WAITING) && "parked".equals(t.waitReason)) {
            t.state = VmThread.State.RUNNABLE;
            t.wakeAt = -1;
            t.blockPhase = VmThread.BlockPhase.ENDED;
        } else {
            t.permit = true;
        }
    }

    /** Marks t terminated and wakes joiners (join waits on the Thread object). */
    static void terminate(VmThread t) {
        t.state = VmThread.State.TERMINATED;
        t.top = null;
        setStatus(t, STATUS_TERMINATED);
        Monitor m = t.threadObj == null ? null : t.threadObj.monitor;
        if (m != null && !m.waitSet.isEmpty()) {
            t.vm.heap.touch(t.threadObj);
            while (!m.waitSet.isEmpty()) toReacquire(m.waitSet.remove(0));
        }
        for (VmThread j : t.vm.scheduler.threads()) {
            if (j.joining == t && j.blockPhase == VmThread.BlockPhase.WAITING) {
                j.state = VmThread.State.RUNNABLE;
                j.wakeAt = -1;
                j.blockPhase = VmThread.BlockPhase.ENDED;
            }
        }
    }

    /** The innermost frame of t that is the program's own code (not the JDK's), or null. */
    public static Frame userFrame(VmThread t) {
        for (Frame f = t.top; f != null; f = f.caller) if (!f.method.owner.jdk) return f;
        return null;
    }

    /** The object a parked thread was parked for (LockSupport.park(blocker): Thread.parkBlocker), or null. */
    public static VmObject parkBlocker(VmThread t) {
        if (t.threadObj == null) return null;
        return t.vm.known.threadParkBlocker.get(t.threadObj);
    }

    /** Whether o is a java.util.concurrent lock that records its exclusive owner (an AbstractOwnableSynchronizer). */
    public static boolean isSynchronizer(VmObject o) {
        return o.cls.vm.known.ownableSynchronizer.isInstance(o);
    }

    /** The thread holding synchronizer s exclusively (AbstractOwnableSynchronizer.exclusiveOwnerThread), or null. */
    public static VmThread exclusiveOwner(VmObject s) {
        VmObject owner = isSynchronizer(s) ? s.cls.vm.known.exclusiveOwnerThread.get(s) : null;
        return owner != null && owner.meta instanceof VmThread ? (VmThread) owner.meta : null;
    }
}
