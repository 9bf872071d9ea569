package jvsim.vm;

import jvsim.vm.natives.NativeCall;

/**
 * jdk.internal.vm.Continuation on the VM's own frames (with {@link VmConfig#continuations}): the VM
 * owns every frame, so a continuation's yield moves the frames above its entry frame
 * ({@code Continuation.enter}) off the carrier's stack into the continuation (a StackChunk whose meta
 * holds them, immutable), and a continue puts a copy of them back on the stack of whichever thread
 * runs it. A yield is refused (pinned, as HotSpot's freeze fails) while a frame the VM's host code
 * waits for lies above the entry (a class initializer, an up-call: NATIVE), within Continuation.pin
 * (CRITICAL_SECTION), or, on JDK 21's library, while a frame above the entry holds a monitor
 * (MONITOR). A monitor a frame holds is seen as the frame's synchronized method's, or as a reference
 * in the frame's slots whose monitor the thread owns (javac keeps a synchronized block's object in a
 * local until its monitorexit).
 *
 * <p>On JDK 24's library and later (JEP 491, {@link #unmountsInMonitors}) a virtual thread unmounts
 * holding monitors: while its frames are suspended the monitors they hold belong to no thread that
 * runs (an owner of their own, {@link Vm#unmountedOwner}), and whichever carrier continues them owns
 * them again. A virtual thread that blocks entering a monitor unmounts too, as HotSpot preempts it
 * ({@link #preemptOnEnter}): its state BLOCKING, it waits in the monitor's {@link Monitor#blockedVirtual},
 * and the monitor's release hands it to the JDK's unblocker thread ({@link #unblock},
 * takeVirtualThreadListToUnblock), which makes it runnable to try again.
 */
public final class Continuations {
    private Continuations() {}

    static final String CONTINUATION = "jdk/internal/vm/Continuation";
    /** Pinned reasons of Continuation.pinnedReason. */
    static final int CRITICAL_SECTION = 2, NATIVE = 3, MONITOR = 4;
    /** VirtualThread.state when it blocks entering a monitor (the JDK's value, as HotSpot's java_lang_VirtualThread has it). */
    static final int VT_BLOCKING = 12, VT_BLOCKED = 13, VT_WAITING = 15, VT_WAIT = 16, VT_TIMED_WAITING = 17, VT_TIMED_WAIT = 18;
    private static final VmObject[] NO_MONITORS = {};

    /**
     * The frames of a yielded continuation, top first, the bottom one its entry frame (caller null),
     * and the objects whose monitors they hold (JEP 491; empty on JDK 21's library); never changed.
     */
    static final class Suspended {
        final Frame top;
        final int count;
        final VmObject[] monitors;
        /** The object whose Object.wait the frames are in (JEP 491), to re-acquire waitCount times once continued; or null. */
        final VmObject waitingOn;
        final int waitCount;

        Suspended(Frame top, int count, VmObject[] monitors, VmObject waitingOn, int waitCount) {
            this.top = top; this.count = count; this.monitors = monitors; this.waitingOn = waitingOn; this.waitCount = waitCount;
        }
    }

    /**
     * JEP 491 (the class library of JDK 24 or later, which hands blocked virtual threads to its
     * unblocker thread: VirtualThread.onWaitingList exists): a virtual thread unmounts holding monitors
     * and when it blocks entering one. JDK 21's library: a monitor pins ({@link VmConfig#monitorsPin}
     * asks for JDK 21's rule on a newer library).
     */
    public static boolean unmountsInMonitors(Vm vm) {
        return vm.config.continuations && !vm.config.monitorsPin && vm.known.virtualThreadOnWaitingList.exists();
    }

    /**
     * Continuation.enterSpecial(c, isContinue, isVirtualThread): the call becomes a call of
     * Continuation.enter(c, false) or, continuing, the return into c's suspended frames (where doYield
     * returns 0); when the entry frame returns, enterSpecial has returned.
     */
    public static void enterSpecial(NativeCall nc) {
        VmThread t = nc.thread;
        Vm vm = t.vm;
        Frame caller = t.top;
        VmObject cont = nc.o(0);
        boolean isContinue = nc.z(1);
        int base = nc.argBase();
        for (int i = base; i < caller.sp; i++) { caller.r[i] = null; caller.p[i] = 0; }
        caller.sp = base;
        if (!isContinue) {
            VmMethod enter = vm.known.continuationEnter.get();
            Frame f = vm.interpreter.pushFrame(t, enter, Frame.NORMAL);
            f.r[0] = cont;
            f.p[1] = 0;
        } else {
            VmObject chunk = cont.r[vm.known.continuationTail.field().slot];
            if (chunk == null || !(chunk.meta instanceof Suspended)) throw new ThrowNew("java/lang/IllegalStateException", "continuation has no frames to continue");
            Suspended s = (Suspended) chunk.meta;
            Frame top = s.top.copyChain(), bottom = top;
            while (bottom.caller != null) bottom = bottom.caller;
            bottom.caller = caller;
            int d = t.depth + s.count;
            for (Frame f = top; f != caller; f = f.caller) f.depth = d--;
            t.top = top;
            t.depth += s.count;
            // the monitors the frames hold are the carrier's again
            for (VmObject o : s.monitors) {
                vm.heap.touch(o);
                o.monitor.owner = t;
            }
            // in Object.wait: its native runs again to re-acquire the monitor (see waitUnmounted)
            if (s.waitingOn != null) {
                t.blockPhase = VmThread.BlockPhase.ENDED;
                t.blockedOn = s.waitingOn;
                t.savedCount = s.waitCount;
            }
        }
        nc.reexecute = true;
    }

    /**
     * Continuation.doYield(): moves the frames down to the innermost entry frame into the
     * continuation and returns from its enterSpecial; or returns the reason it is pinned.
     */
    public static void doYield(NativeCall nc) {
        VmThread t = nc.thread;
        Vm vm = t.vm;
        Frame yielding = t.top;
        Frame entry = null;
        int count = 0, pinned = 0;
        boolean monitorsPin = !unmountsInMonitors(vm);
        for (Frame f = t.top; f != null; f = f.caller) {
            count++;
            if (f.kind != Frame.NORMAL && f.kind != Frame.END_EVENT) pinned = NATIVE;
            if (pinned == 0 && monitorsPin && holdsMonitor(t, f)) pinned = MONITOR;
            if (isEntry(f)) { entry = f; break; }
        }
        if (entry == null) throw new ThrowNew("java/lang/IllegalStateException", "no continuation to yield");
        if (pinned == 0 && t.pinCount > 0) pinned = CRITICAL_SECTION;
        if (pinned != 0) { nc.ret(pinned); return; }
        // continued, doYield returns 0
        yielding.p[yielding.sp] = 0;
        yielding.r[yielding.sp] = null;
        yielding.sp++;
        yielding.pc += Interpreter.invokeLength(yielding);
        freeze(t, entry, count, null, 0);
        nc.reexecute = true;
    }

    /**
     * Moves t's frames down to entry (count of them) into entry's continuation (its tail, a new
     * StackChunk), hands the monitors they hold to the unmounted owner, and returns from the
     * carrier's enterSpecial.
     */
    private static void freeze(VmThread t, Frame entry, int count, VmObject waitingOn, int waitCount) {
        Vm vm = t.vm;
        VmObject[] held = NO_MONITORS;
        if (unmountsInMonitors(vm)) {
            held = heldMonitors(t, entry);
            for (VmObject o : held) {
                vm.heap.touch(o);
                o.monitor.owner = vm.unmountedOwner();
            }
        }
        Frame run = entry.caller;
        entry.caller = null;
        VmObject cont = entry.r[0];
        VmClass chunkClass = vm.known.stackChunk.get();
        VmObject chunk = vm.heap.newObject(chunkClass);
        // a chunk with frames: sp below bottom (StackChunk.isEmpty is sp == bottom)
        vm.known.stackChunkSize.set(chunk, 1);
        vm.known.stackChunkBottom.set(chunk, 1);
        GuestMemory.setMeta(chunk, new Suspended(t.top, count, held, waitingOn, waitCount));
        vm.known.continuationTail.set(cont, chunk);
        // the frames may continue on another thread: what they hold is reachable by it, as the chunk is
        if (vm.searching && cont.shared)
            for (Frame f = t.top; f != null; f = f.caller) Roots.frameRefs(f, vm::publish);
        t.top = run;
        t.depth -= count;
        run.pc += Interpreter.invokeLength(run); // enterSpecial returns
    }

    /** The objects whose monitors t's frames from its top down to entry hold, once each. */
    private static VmObject[] heldMonitors(VmThread t, Frame entry) {
        java.util.List<VmObject> held = new java.util.ArrayList<>();
        for (Frame f = t.top; ; f = f.caller) {
            if (f.lock != null && Monitors.holds(t, f.lock) && !containsRef(held, f.lock)) held.add(f.lock);
            for (int i = 0; i < f.sp; i++) {
                VmObject o = f.r[i];
                if (o != null && Monitors.holds(t, o) && !containsRef(held, o)) held.add(o);
            }
            if (f == entry) break;
        }
        return held.isEmpty() ? NO_MONITORS : held.toArray(NO_MONITORS);
    }

    /** The objects whose monitors the frames of the virtual thread mounted on t hold (those above its continuation's entry); empty when none is mounted. */
    static VmObject[] monitorsHeld(VmThread t) {
        if (t.mountedThread == null) return NO_MONITORS;
        for (Frame f = t.top; f != null; f = f.caller) if (isEntry(f)) return heldMonitors(t, f);
        return NO_MONITORS;
    }

    private static boolean containsRef(java.util.List<VmObject> l, VmObject o) {
        for (VmObject e : l) if (e == o) return true;
        return false;
    }

    /**
     * JEP 491: t failed to enter o's monitor, held by another thread; if t runs a virtual thread whose
     * continuation can unmount (no frame the VM's host code waits for, no critical section), it unmounts
     * as HotSpot preempts it: its state BLOCKING (VirtualThread.afterYield makes it BLOCKED), it waits in
     * o's {@link Monitor#blockedVirtual}, its frames keep the monitorenter (or the call of the synchronized
     * method) to run again once continued, and t returns from enterSpecial. Returns whether it did;
     * otherwise t blocks as a platform thread (the virtual thread pins its carrier).
     */
    static boolean preemptOnEnter(VmThread t, VmObject o) {
        VmObject vthread = t.mountedThread;
        Frame entry = unmountableEntry(t);
        if (entry == null) return false;
        int count = depthTo(t, entry);
        Vm vm = t.vm;
        vm.known.virtualThreadState.set(vthread, VT_BLOCKING);
        Monitor m = o.monitor;
        vm.heap.touch(o);
        m.blockedVirtual = appended(m.blockedVirtual, vthread);
        freeze(t, entry, count, null, 0);
        return true;
    }

    private static VmObject[] appended(VmObject[] a, VmObject v) {
        if (a == null) return new VmObject[] { v };
        a = java.util.Arrays.copyOf(a, a.length + 1);
        a[a.length - 1] = v;
        return a;
    }

    /** a less v (null when that leaves none); a itself when v is not in it. */
    private static VmObject[] removed(VmObject[] a, VmObject v) {
        if (a == null) return null;
        for (int i = 0; i < a.length; i++) {
            if (a[i] != v) continue;
            if (a.length == 1) return null;
            VmObject[] b = new VmObject[a.length - 1];
            System.arraycopy(a, 0, b, 0, i);
            System.arraycopy(a, i + 1, b, i, a.length - i - 1);
            return b;
        }
        return a;
    }

    /** The entry frame of t's continuation if it can unmount now (no frame the VM's host code waits for, no critical section), else null. */
    private static Frame unmountableEntry(VmThread t) {
        if (t.mountedThread == null || t.pinCount > 0 || !unmountsInMonitors(t.vm)) return null;
        for (Frame f = t.top; f != null; f = f.caller) {
            if (f.kind != Frame.NORMAL && f.kind != Frame.END_EVENT) return null;
            if (isEntry(f)) return f;
        }
        return null;
    }

    private static int depthTo(VmThread t, Frame entry) {
        int n = 1;
        for (Frame f = t.top; f != entry; f = f.caller) n++;
        return n;
    }

    /**
     * Object.wait(millis) of a virtual thread that can unmount (JEP 491; otherwise false: it waits on
     * its carrier, pinned, as a platform thread does). The first call releases o's monitor, puts the
     * virtual thread into o's {@link Monitor#waitingVirtual} (state WAITING or TIMED_WAITING, its
     * timeout set: VirtualThread.afterYield makes it WAIT or TIMED_WAIT and schedules the timeout) and
     * unmounts it. Continued (notified, timed out or interrupted), the call runs again: it leaves the
     * wait set if still in it and re-acquires the monitor, unmounting blocked (BLOCKING) while another
     * thread holds it; then returns, or throws InterruptedException if an interrupt ended the wait.
     * Returns true when it handled the call (nc.reexecute set when the native runs again).
     */
    public static boolean waitUnmounted(NativeCall nc, VmObject o, long millis) {
        VmThread t = nc.thread;
        VmObject v = t.mountedThread;
        if (v == null || !unmountsInMonitors(t.vm)) return false;
        Vm vm = t.vm;
        WellKnown k = vm.known;
        Monitor m = o.monitor;
        if (t.blockPhase == VmThread.BlockPhase.NONE) {
            Frame entry = unmountableEntry(t);
            if (entry == null) return false;
            if (m == null || m.owner != t) throw new ThrowNew("java/lang/IllegalMonitorStateException", "current thread is not owner");
            if (Threads.interrupted(t)) {
                Threads.setInterrupted(t, false);
                throw new ThrowNew("java/lang/InterruptedException", null);
            }
            int count = m.count;
            vm.heap.touch(o);
            m.waitingVirtual = appended(m.waitingVirtual, v);
            k.virtualThreadNotified.set(v, false);
            if (millis > 0) k.virtualThreadTimeout.set(v, millis);
            k.virtualThreadState.set(v, millis > 0 ? VT_TIMED_WAITING : VT_WAITING);
            release(vm, o);
            freeze(t, entry, depthTo(t, entry), o, count);
            nc.reexecute = true;
            return true;
        }
        if (t.blockPhase != VmThread.BlockPhase.ENDED || t.blockedOn != o || Monitors.holds(t, o)) return false;
        // continued: still in the wait set if the wait timed out or was interrupted
        if (m.waitingVirtual != null) {
            vm.heap.touch(o);
            m.waitingVirtual = removed(m.waitingVirtual, v);
        }
        if (m.owner != null) {
            Frame entry = unmountableEntry(t);
            if (entry == null) throw new VmInternalError("a virtual thread continued in Object.wait cannot unmount");
            int count = t.savedCount;
            t.blockPhase = VmThread.BlockPhase.NONE;
            t.blockedOn = null;
            k.virtualThreadState.set(v, VT_BLOCKING);
            vm.heap.touch(o);
            m.blockedVirtual = appended(m.blockedVirtual, v);
            freeze(t, entry, depthTo(t, entry), o, count);
            nc.reexecute = true;
            return true;
        }
        vm.heap.touch(o);
        m.owner = t;
        m.count = t.savedCount;
        t.blockPhase = VmThread.BlockPhase.NONE;
        t.blockedOn = null;
        if (!k.virtualThreadNotified.get(v) && Threads.interrupted(t)) {
            Threads.setInterrupted(t, false);
            throw new ThrowNew("java/lang/InterruptedException", null);
        }
        return true;
    }

    /** o's monitor, held by the running thread, is released whole (Object.wait). */
    private static void release(Vm vm, VmObject o) {
        Monitor m = o.monitor;
        m.owner = null;
        m.count = 0;
        if (m.blockedVirtual != null) unblock(vm, o);
        vm.monitorReleased(o);
    }

    /**
     * Object.notify/notifyAll: the virtual threads waiting on o (after the platform threads, which
     * {@link Threads#notify} wakes first), one or all, are notified (VirtualThread.notified; WAIT
     * becomes BLOCKED) and wait to re-enter the monitor, handed to the unblocker at its release.
     * Returns how many it woke.
     */
    static int notifyVirtual(VmThread t, VmObject o, boolean all, StringBuilder names, int woken) {
        Monitor m = o.monitor;
        WellKnown k = t.vm.known;
        int n = 0;
        while (m.waitingVirtual != null && (all || woken + n == 0)) {
            VmObject v = m.waitingVirtual[0];
            t.vm.heap.touch(o);
            m.waitingVirtual = removed(m.waitingVirtual, v);
            k.virtualThreadNotified.set(v, true);
            int s = k.virtualThreadState.get(v);
            if (s == VT_WAIT || s == VT_TIMED_WAIT) k.virtualThreadState.set(v, VT_BLOCKED);
            m.blockedVirtual = appended(m.blockedVirtual, v);
            names.append(woken + n == 0 ? "\"" : ", \"").append(t.vm.threadName(v)).append('"');
            n++;
        }
        return n;
    }

    /** Whether t, at a monitorenter of a monitor another thread holds, would unmount its virtual thread there ({@link #preemptOnEnter}). */
    public static boolean unmountsToEnter(VmThread t) {
        return unmountableEntry(t) != null;
    }

    /**
     * o's monitor was released: the virtual threads blocked entering it go, in the order they blocked,
     * onto the list the JDK's unblocker thread takes (as HotSpot's ObjectMonitor exit does, though it
     * hands over one successor at a time: each tries again, those that lose block again), and the
     * unblocker, if it waits for that list, is unparked.
     */
    static void unblock(Vm vm, VmObject o) {
        Monitor m = o.monitor;
        VmObject[] b = m.blockedVirtual;
        vm.heap.touch(o);
        m.blockedVirtual = null;
        WellKnown k = vm.known;
        for (VmObject v : b) {
            if (k.virtualThreadOnWaitingList.get(v)) continue;
            k.virtualThreadOnWaitingList.set(v, true);
            k.virtualThreadNext.set(v, vm.virtualThreadsToUnblock);
            vm.virtualThreadsToUnblock = v;
        }
        for (VmThread u : vm.scheduler.threads())
            if (waitsToUnblock(u)) { Threads.unpark(u); break; }
    }

    /** Whether u is the JDK's unblocker thread parked in takeVirtualThreadListToUnblock. */
    private static boolean waitsToUnblock(VmThread u) {
        return u.top != null && u.blockPhase == VmThread.BlockPhase.WAITING && u.vm.known.virtualThreadUnblockVirtualThreads.exists() && u.top.method == u.vm.known.virtualThreadUnblockVirtualThreads.get();
    }

    /**
     * VirtualThread.takeVirtualThreadListToUnblock (JDK 24 and later): the list of virtual threads to
     * unblock, once there is one; the unblocker thread parks until a monitor's release makes one.
     */
    public static void takeListToUnblock(NativeCall nc) {
        VmThread t = nc.thread;
        Vm vm = t.vm;
        if (t.blockPhase == VmThread.BlockPhase.NONE && vm.virtualThreadsToUnblock == null) {
            Threads.doPark(t, 0);
            nc.reexecute = true;
            return;
        }
        if (t.blockPhase != VmThread.BlockPhase.NONE) Threads.doPark(t, 0); // unparked: the park ends
        VmObject list = vm.virtualThreadsToUnblock;
        if (list == null) { // woken for nothing: park again
            Threads.doPark(t, 0);
            nc.reexecute = true;
            return;
        }
        vm.virtualThreadsToUnblock = null;
        nc.ret(list);
    }

    /** Continuation.pin/unpin: counted while a continuation is mounted on the thread (HotSpot counts in its entry). */
    public static void pin(NativeCall nc, boolean pin) {
        VmThread t = nc.thread;
        if (!mounted(t)) return;
        if (pin) t.pinCount++;
        else if (t.pinCount == 0) throw new ThrowNew("java/lang/IllegalStateException", "pin underflow");
        else t.pinCount--;
    }

    /** Continuation.isPinned0(scope): the reason the innermost continuation could not yield now, 0 when it could. */
    public static int pinnedReason(VmThread t) {
        int pinned = 0;
        boolean monitorsPin = !unmountsInMonitors(t.vm);
        for (Frame f = t.top; f != null; f = f.caller) {
            if (f.kind != Frame.NORMAL && f.kind != Frame.END_EVENT) pinned = NATIVE;
            if (pinned == 0 && monitorsPin && holdsMonitor(t, f)) pinned = MONITOR;
            if (isEntry(f)) return pinned != 0 ? pinned : t.pinCount > 0 ? CRITICAL_SECTION : 0;
        }
        return 0;
    }

    /**
     * Runs the calling method's own bytecode for this call in place of its native substitute (for
     * a JDK method jvsim substitutes for platform threads, called on or by a virtual thread, whose
     * Java code handles virtual threads): the arguments become the locals of a frame of the method.
     */
    public static void callBytecode(NativeCall nc) {
        VmThread t = nc.thread;
        VmMethod m = nc.method;
        if (m.code == null) throw new VmInternalError("no bytecode of " + m + " to run for a virtual thread");
        Frame caller = t.top;
        int base = nc.argBase();
        Frame f = t.vm.interpreter.pushFrame(t, m, Frame.NORMAL);
        for (int i = 0; i < m.argSlots; i++) {
            f.p[i] = caller.p[base + i];
            f.r[i] = caller.r[base + i];
            caller.p[base + i] = 0;
            caller.r[base + i] = null;
        }
        caller.sp = base;
        nc.reexecute = true;
    }

    /** Whether o is a java.lang.VirtualThread (which has no VM thread of its own). */
    public static boolean isVirtualThread(VmObject o) {
        return o != null && o.cls.vm.config.continuations && !(o.meta instanceof VmThread) && o.cls.isSubclassOf(o.cls.vm.known.virtualThread.get());
    }

    private static boolean mounted(VmThread t) {
        for (Frame f = t.top; f != null; f = f.caller) if (isEntry(f)) return true;
        return false;
    }

    /** Whether f is a continuation's entry frame (Continuation.enter), below which lie the frames of whoever runs it. */
    public static boolean isEntry(Frame f) {
        return f.method.name.equals("enter") && f.method.owner.name.equals(CONTINUATION) && f.method.isStatic();
    }

    private static boolean holdsMonitor(VmThread t, Frame f) {
        if (f.lock != null) return true;
        for (int i = 0; i < f.sp; i++) if (f.r[i] != null && Monitors.holds(t, f.r[i])) return true;
        return false;
    }

}
