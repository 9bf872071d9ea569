package jvsim.natives;

import jvsim.vm.WellKnown;
import jvsim.vm.GuestMemory;
import jvsim.vm.Frame;
import jvsim.vm.Monitors;
import jvsim.vm.Op;
import jvsim.vm.ThrowNew;
import jvsim.vm.Threads;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/** java.lang.Thread and LockSupport-level natives on VM threads. */
final class ThreadNatives {
    private ThreadNatives() {}

    /**
     * The scoped-value bindings of the innermost frame of {@code Thread.runWith(Object, Runnable)} or
     * {@code ScopedValue$Carrier.runWith(Snapshot, ...)} on t's stack whose bindings (local 1) are not
     * null, or null (HotSpot's JVM_FindScopedValueBindings).
     */
    static VmObject scopedValueBindings(VmThread t) {
        for (jvsim.vm.Frame f = t.top; f != null; f = f.caller) {
            if (!f.method.name.equals("runWith")) continue;
            String holder = f.method.owner.name;
            if ((holder.equals("java/lang/Thread") || holder.equals("java/lang/ScopedValue$Carrier")) && f.r[1] != null) return f.r[1];
        }
        return null;
    }

    static void register(NativeRegistry r) {
        String th = "java/lang/Thread";
        r.register(th, "registerNatives", "()V", c -> { });
        r.register(th, "start0", "()V", ThreadNatives::start0);
        r.register(th, "isAlive", "()Z", c -> {
            if (jvsim.vm.Continuations.isVirtualThread(c.self())) { jvsim.vm.Continuations.callBytecode(c); return; }
            VmObject self = c.self();
            if (self.shared && c.point(Op.READ, self, Op.KEY_ALIVE, "alive " + c.vm.threadName(self))) {
                c.thread.pending.sync = true; // liveness is synchronization: a false isAlive orders after the end
                return;
            }
            Object m = self.meta;
            c.ret(m instanceof VmThread && ((VmThread) m).isAlive());
        });
        // join without the Thread object's monitor: the joiner is simply disabled until the end
        // of the other thread (or the timeout), which is what the search must know about it
        r.register(th, "join", "(J)V", c -> {
            if (jvsim.vm.Continuations.isVirtualThread(c.self())) jvsim.vm.Continuations.callBytecode(c);
            else join(c);
        });
        r.register(th, "holdsLock", "(Ljava/lang/Object;)Z", c -> {
            if (c.o(0) == null) throw new ThrowNew("java/lang/NullPointerException", null);
            c.ret(Monitors.holds(c.thread, c.o(0)));
        });
        r.register(th, "yield", "()V", c -> {
            if (c.thread.mountedThread != null) { jvsim.vm.Continuations.callBytecode(c); return; }
            if (c.point(Op.YIELD, null, 0, null)) return;
            spinYield(c);
        });
        // substitution of the empty intrinsic: a spin-wait hint ends the turn so the awaited thread can act
        // (and, while searching, a scheduling point, so a search lets other threads make progress)
        r.register(th, "onSpinWait", "()V", c -> {
            if (c.point(Op.YIELD, null, 0, null)) return;
            spinYield(c);
        });
        r.register(th, "dumpThreads", "([Ljava/lang/Thread;)[[Ljava/lang/StackTraceElement;", ThreadNatives::dumpThreads);
        r.register(th, "sleep", "(J)V", c -> {
            if (c.thread.mountedThread != null) { jvsim.vm.Continuations.callBytecode(c); return; }
            long ms = c.j(0);
            if (ms < 0) throw new ThrowNew("java/lang/IllegalArgumentException", "timeout value is negative");
            sleep(c, Threads.nanosOf(ms));
        });
        // JDK 21 and later: Thread.sleep(millis, nanos) and sleep(Duration) end here (sleep(millis) is substituted above)
        r.register(th, "sleepNanos0", "(J)V", c -> sleep(c, c.j(0)));
        r.register(th, "yield0", "()V", c -> {
            if (c.point(Op.YIELD, null, 0, null)) return;
            spinYield(c);
        });
        // a compiler's hint that keeps an object reachable during a stack walk: nothing to do in an interpreter
        r.register(th, "ensureMaterializedForStackWalk", "(Ljava/lang/Object;)V", c -> { });
        // JDK 21 and later: the stack of another platform thread (Thread.getStackTrace), null when it is not alive
        r.register(th, "getStackTrace0", "()Ljava/lang/Object;", c -> {
            VmThread t = started(c.self());
            if (t == null || !t.isAlive()) { c.ret((VmObject) null); return; }
            c.ret(elements(c, dump(c, t, c.method, null), -1));
        });
        // JDK 21 and later: scoped values. The cache is the thread's own (ScopedValue's per-thread cache of
        // recent lookups); the bindings are found on the stack as HotSpot's JVM_FindScopedValueBindings does
        r.register(th, "scopedValueCache", "()[Ljava/lang/Object;", c -> c.ret(c.thread.scopedValueCache));
        r.register(th, "setScopedValueCache", "([Ljava/lang/Object;)V", c -> c.thread.scopedValueCache = c.o(0));
        r.register(th, "findScopedValueBindings", "()Ljava/lang/Object;", c -> c.ret(scopedValueBindings(c.thread)));
        r.register(th, "stop0", "(Ljava/lang/Object;)V", ThreadNatives::stop0);
        r.register(th, "suspend0", "()V", c -> {
            VmThread t = started(c.self());
            if (t == null || !t.isAlive()) return;
            t.suspended = true;
            if (t == c.thread) c.thread.yieldRequested = true;
        });
        r.register(th, "resume0", "()V", c -> {
            VmThread t = started(c.self());
            if (t != null) t.suspended = false;
        });
        r.register(th, "interrupt0", "()V", c -> {
            Object m = c.self().meta;
            if (m instanceof VmThread) Threads.interrupt((VmThread) m);
        });
        r.register(th, "clearInterruptEvent", "()V", c -> { });
        r.register(th, "setPriority0", "(I)V", c -> { });
        r.register(th, "setNativeName", "(Ljava/lang/String;)V", c -> { });
        r.register(th, "getThreads", "()[Ljava/lang/Thread;", c -> { if (!ManagementNatives.liveSetPoint(c)) c.ret(ManagementNatives.liveThreads(c)); });
        // JDK 19 and later: thread ids come from an off-heap counter the VM shares (Thread.ThreadIdentifiers),
        // the first after the main thread's (Thread.PRIMORDIAL_TID)
        r.register(th, "getNextThreadIdOffset", "()J", c -> {
            long primordial = c.vm.known.threadPrimordialTid.constant();
            OffHeap heap = OffHeap.of(c.vm);
            long counter = heap.allocate(8);
            heap.write(counter, 8, primordial + 1);
            c.ret(counter);
        });

        String u = "jdk/internal/misc/Unsafe";
        r.register(u, "park", "(ZJ)V", ThreadNatives::park);
        // unparking a thread that was not started does nothing (as in HotSpot), so the unpark is a
        // step either way: it races with the start (the search sees them as dependent)
        r.register(u, "unpark", "(Ljava/lang/Object;)V", c -> {
            VmObject t = c.o(1);
            if (t == null || !(t.meta instanceof VmThread || t.cls.isSubclassOf(c.vm.known.thread.get()))) return;
            if (c.point(Op.UNPARK, t, Op.KEY_PERMIT, "permit of " + c.vm.threadName(t))) {
                c.thread.pending.other = started(t);
                return;
            }
            VmThread target = started(t);
            if (c.thread.executing != null) c.thread.executing.other = target; // started since the step was planned
            if (target != null) Threads.unpark(target);
        });
    }

    private static final int MONITORENTER = 0xc2;

    /** Thread.sleep of the current thread for nanos (at least 0) of virtual time. */
    private static void sleep(NativeCall c, long nanos) {
        if (c.thread.blockPhase == VmThread.BlockPhase.NONE) {
            boolean stopped = c.point(Op.SLEEP, null, 0, null);
            readsInterruptStatus(c, stopped);
            if (stopped) return;
        }
        boolean done;
        try {
            done = Threads.doSleep(c.thread, nanos);
        } catch (ThrowNew interrupted) {
            throw asyncOr(c, interrupted);
        }
        if (done) deliverAsync(c);
        else c.reexecute = true;
    }

    private static VmThread started(VmObject threadObj) {
        return threadObj.meta instanceof VmThread ? (VmThread) threadObj.meta : null;
    }

    /**
     * Thread.stop as HotSpot 17 does it: a thread that was not started is marked stillborn (it will
     * end without running); the current thread throws at once; another live thread gets its
     * interrupt flag set, is woken from wait/sleep/park, and throws the exception at the point it
     * is at (from the blocking native when it returns, which overrides an InterruptedException).
     */
    private static void stop0(NativeCall c) {
        VmObject exc = c.o(1);
        if (exc == null) throw new ThrowNew("java/lang/NullPointerException", null);
        VmThread t = started(c.self());
        if (t == null || !t.isAlive()) {
            c.vm.known.threadStillborn.set(c.self(), true);
            return;
        }
        if (t == c.thread) throw new jvsim.vm.GuestException(exc);
        if (t.exitStage != VmThread.ExitStage.RUNNING) return; // already exiting: HotSpot drops it too
        Threads.interrupt(t);
        if (t.blockPhase != VmThread.BlockPhase.NONE) {
            t.asyncException = exc; // in a blocking native: thrown when it returns
            return;
        }
        // at an instruction boundary: a frame on top that returns at once and then throws exc there
        Frame f = new Frame(c.vm.known.objectInit.get());
        f.kind = Frame.THROW_ON_RETURN;
        f.aux = exc;
        f.caller = t.top;
        f.depth = t.depth + 1;
        t.top = f;
        t.depth++;
    }

    /** Throws the pending Thread.stop exception of the current thread, if any. */
    static void deliverAsync(NativeCall c) {
        VmObject e = c.thread.asyncException;
        if (e != null) {
            c.thread.asyncException = null;
            throw new jvsim.vm.GuestException(e);
        }
    }

    /** The pending Thread.stop exception replaces the one a blocking native was about to throw. */
    static RuntimeException asyncOr(NativeCall c, RuntimeException thrown) {
        VmObject e = c.thread.asyncException;
        if (e == null) return thrown;
        c.thread.asyncException = null;
        return new jvsim.vm.GuestException(e);
    }

    private static void spinYield(NativeCall c) {
        c.thread.yieldRequested = true;
        c.thread.spinning = true;
    }

    /** Whether t is blocked entering a monitor another thread holds (or stopped before such an entry). */
    private static boolean blockedEntering(VmThread t) {
        if (t.state == VmThread.State.BLOCKED) return t.blockedOn != null && t.blockPhase == VmThread.BlockPhase.NONE;
        if (!t.atPoint || t.pending.kind != Op.ACQUIRE || t.pending.obj == null) return false;
        jvsim.vm.Monitor m = t.pending.obj.monitor;
        return m != null && m.owner != null && m.owner != t;
    }

    /** Stack traces of the given threads (null for a thread that is not alive), innermost frame first. */
    private static void dumpThreads(NativeCall c) {
        VmObject threads = c.o(0);
        if (threads == null) throw new ThrowNew("java/lang/NullPointerException", null);
        VmClass steArray = c.vm.classes.arrayOf(c.vm.known.stackTraceElement.get());
        VmObject out = c.vm.heap.newArray(c.vm.classes.arrayOf(steArray), threads.length);
        for (int i = 0; i < threads.length; i++) {
            VmObject t = GuestMemory.element(threads, i);
            if (t == null) throw new ThrowNew("java/lang/NullPointerException", null);
            if (!(t.meta instanceof VmThread) || !((VmThread) t.meta).isAlive()) continue;
            GuestMemory.setElement(out, i, elements(c, dump(c, (VmThread) t.meta, c.method, null), -1));
        }
        c.ret(out);
    }

    /**
     * A thread's stack as a thread dump shows it, innermost first: each frame's method and pc and
     * the Frame (null for a native shown on top: a thread in a native has no frame for it, HotSpot
     * shows one). For the calling thread the top is topNative, above the frames of class skip
     * (model code standing in for it; null: none); for a thread blocked in a native (wait, sleep,
     * park), that native.
     */
    record Dump(java.util.List<VmMethod> methods, java.util.List<Integer> pcs, java.util.List<Frame> frames) { }

    static Dump dump(NativeCall c, VmThread vt, VmMethod topNative, String skip) {
        Dump d = new Dump(new java.util.ArrayList<>(), new java.util.ArrayList<>(), new java.util.ArrayList<>());
        Frame f = vt.top;
        if (vt == c.thread) {
            d.methods().add(topNative);
            d.pcs().add(0);
            d.frames().add(null);
            while (f != null && (f.method.owner.name.equals(skip) || f.method == c.method)) f = f.caller;
        } else if (vt.blockPhase != VmThread.BlockPhase.NONE && vt.nativeCall.method != null && vt.nativeCall.method.isNative()) {
            d.methods().add(vt.nativeCall.method);
            d.pcs().add(0);
            d.frames().add(null);
        }
        // unlike exception backtraces, HotSpot's thread dumps include hidden (lambda) frames
        for (; f != null; f = f.caller) {
            if (f.method.name.startsWith("<jvsim")) continue;
            int pc = f.pc;
            // HotSpot's interpreter advances past a monitorenter before blocking in it (so that an
            // async exception is thrown inside the synchronized region): a blocked thread's
            // frame shows the next instruction (also for a thread a search stopped before entering a
            // monitor another thread holds, which getState shows as BLOCKED)
            if (f == vt.top && blockedEntering(vt) && f.method.code != null && (f.method.code[pc] & 0xff) == MONITORENTER) pc++;
            d.methods().add(f.method);
            d.pcs().add(pc);
            d.frames().add(f);
        }
        return d;
    }

    /** The StackTraceElement[] of a dump's first maxDepth frames (all: negative). */
    static VmObject elements(NativeCall c, Dump d, int maxDepth) {
        VmClass steClass = c.vm.known.stackTraceElement.get();
        int n = maxDepth < 0 ? d.methods().size() : Math.min(maxDepth, d.methods().size());
        VmObject trace = c.vm.heap.newArray(c.vm.classes.arrayOf(steClass), n);
        for (int k = 0; k < n; k++) {
            VmObject e = c.vm.heap.newObject(steClass);
            ThrowableNatives.fillElement(c, e, d.methods().get(k), d.pcs().get(k));
            // no computeFormat, as in HotSpot: toString shows the loader name and module version
            GuestMemory.setElement(trace, k, e);
        }
        return trace;
    }

    /** The monitor a thread is blocked entering (HotSpot's pending monitor), or null. */
    static VmObject enteringMonitor(VmThread t) {
        if (t.state == VmThread.State.BLOCKED) return t.blockedOn;
        return blockedEntering(t) ? t.pending.obj : null;
    }

    private static void start0(NativeCall c) {
        VmObject obj = c.self();
        if (obj.meta != null) throw new ThrowNew("java/lang/IllegalThreadStateException", null);
        // on the thread's permit: an unpark before the start is lost, after it is kept (see Dependence)
        boolean stop = c.point(Op.START, obj, Op.KEY_PERMIT, null);
        if (c.vm.searching) ManagementNatives.startSides(c, stop ? c.thread.pending : c.thread.refineTarget);
        if (stop) return;
        c.vm.publish(obj);
        VmThread t = c.vm.newThread(c.thread);
        if (c.thread.executing != null) c.thread.executing.other = t;
        c.vm.bindThread(t, obj);
        ManagementNatives.started(c);
        WellKnown known = c.vm.known;
        t.daemon = known.threadDaemon.get(known.threadFields(obj));
        // a thread stopped before it started ends at once, without calling run() (up to JDK 18)
        boolean stillborn = known.threadStillborn.exists() && known.threadStillborn.get(obj);
        if (stillborn) t.exitStage = VmThread.ExitStage.EXITING;
        VmMethod run = stillborn ? known.threadExit.get() : known.threadRun.select(obj.cls);
        Frame f = new Frame(run);
        f.r[0] = obj;
        f.depth = 1;
        t.top = f;
        t.depth = 1;
        t.state = VmThread.State.RUNNABLE;
        Threads.setStatus(t, Threads.STATUS_RUNNABLE);
        if (c.vm.searching) {
            t.pending.set(Op.BEGIN, obj, 0, run, 0);
            t.pending.userMethod = jvsim.vm.ThreadEntry.of(c.vm, obj, run);
            t.atPoint = true;
        }
    }

    private static void join(NativeCall c) {
        long ms = c.j(1);
        if (ms < 0) throw new ThrowNew("java/lang/IllegalArgumentException", "timeout value is negative");
        VmObject target = c.self();
        VmThread other = target.meta instanceof VmThread ? (VmThread) target.meta : null;
        if (c.thread.blockPhase == VmThread.BlockPhase.NONE && other != null && other != c.thread && ms == 0 && target.shared
                && c.point(Op.JOIN, target, Op.KEY_ALIVE, "end of " + c.vm.threadName(target))) {
            c.thread.pending.other = other;
            readsInterruptStatus(c, true);
            return;
        }
        // a timed join (or a join of a thread not started: it returns at once) reads the other
        // thread's liveness first, like isAlive: a visible read, ordered after the start or end it saw
        if (c.thread.blockPhase == VmThread.BlockPhase.NONE && other != c.thread && (ms > 0 || other == null) && target.shared
                && c.point(Op.READ, target, Op.KEY_ALIVE, "alive " + c.vm.threadName(target))) {
            c.thread.pending.sync = true;
            readsInterruptStatus(c, true);
            return;
        }
        if (!Threads.doJoin(c.thread, other, ms)) c.reexecute = true;
    }

    private static void park(NativeCall c) {
        c.thread.parkTimed = c.z(1) || c.j(2) != 0;
        if (c.thread.blockPhase == VmThread.BlockPhase.NONE) {
            boolean stopped = c.point(Op.PARK, c.thread.threadObj, Op.KEY_PERMIT, "permit of " + c.thread.name());
            readsInterruptStatus(c, stopped);
            if (stopped) return;
        }
        boolean absolute = c.z(1);
        long time = c.j(2);
        long deadline;
        if (absolute) {
            long nowMs = SystemNatives.EPOCH_MILLIS + c.vm.nanoTime() / 1_000_000L;
            if (time <= nowMs) return;
            deadline = Threads.deadline(c.vm, Threads.nanosOf(time - nowMs));
        } else if (time > 0) {
            deadline = Threads.deadline(c.vm, time);
        } else if (time < 0) {
            return;
        } else {
            deadline = 0;
        }
        if (Threads.doPark(c.thread, deadline)) deliverAsync(c);
        else c.reexecute = true;
    }

    /**
     * The step c's thread stopped at or is running (a sleep, a wait, a join, a park) reads the thread's
     * interrupt status: it throws or returns at once when that is set, so it does not commute with
     * an interrupt of the thread, which writes Thread.interrupted. Without it the search took a
     * sleep and an interrupt before it for independent (dpor.InterruptRace: a reversal ran the
     * sleeper's catch block before the interrupt). A read of that field in the step's footprint,
     * for the search's dependence: stopped (pending), in the footprint it is known by before it
     * runs; running inside a linearizable JDK operation (a park in LockSupport), whose footprint is
     * unknown until it ran, in what it did.
     */
    static void readsInterruptStatus(NativeCall c, boolean stopped) {
        VmThread t = c.thread;
        Op step = stopped ? t.pending : t.executing;
        if (step == null || t.threadObj == null || step.region != !stopped) return;
        if (!stopped && step.footprint == null) return;
        if (!c.vm.known.threadInterrupted.exists()) return;
        jvsim.vm.VmField f = c.vm.known.threadInterrupted.field();
        Op read = new Op();
        read.set(Op.READ, t.threadObj, f.key, step.method, step.pc);
        read.what = "java.lang.Thread.interrupted";
        read.sync = true;
        if (stopped) step.footprint = new java.util.ArrayList<>(java.util.List.of(read));
        else step.footprint.add(read);
    }
}
