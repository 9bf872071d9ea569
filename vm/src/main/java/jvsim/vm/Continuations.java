package jvsim.vm;

import jvsim.vm.natives.NativeCall;

/**
 * jdk.internal.vm.Continuation on the VM's own frames (with {@link VmConfig#continuations}): the VM
 * owns every frame, so a continuation's yield moves the frames above its entry frame
 * ({@code Continuation.enter}) off the carrier's stack into the continuation (a StackChunk whose meta
 * holds them, immutable), and a continue puts a copy of them back on the stack of whichever thread
 * runs it. A yield is refused (pinned, as HotSpot's freeze fails) while a frame the VM's host code
 * waits for lies above the entry (a class initializer, an up-call: NATIVE), within Continuation.pin
 * (CRITICAL_SECTION), or while a frame above the entry holds a monitor (MONITOR: JDK 21's rule; JDK
 * 24 and later unmount there too, which this does not do yet). A monitor a frame holds is seen as the
 * frame's synchronized method's, or as a reference in the frame's slots whose monitor the thread
 * owns (javac keeps a synchronized block's object in a local until its monitorexit).
 */
public final class Continuations {
    private Continuations() {}

    static final String CONTINUATION = "jdk/internal/vm/Continuation";
    /** Pinned reasons of Continuation.pinnedReason. */
    static final int CRITICAL_SECTION = 2, NATIVE = 3, MONITOR = 4;

    /** The frames of a yielded continuation, top first, the bottom one its entry frame (caller null); never changed. */
    static final class Suspended {
        final Frame top;
        final int count;

        Suspended(Frame top, int count) { this.top = top; this.count = count; }
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
        for (Frame f = t.top; f != null; f = f.caller) {
            count++;
            if (f.kind != Frame.NORMAL && f.kind != Frame.END_EVENT) pinned = NATIVE;
            if (pinned == 0 && holdsMonitor(t, f)) pinned = MONITOR;
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
        Frame run = entry.caller;
        entry.caller = null;
        VmObject cont = entry.r[0];
        VmClass chunkClass = vm.known.stackChunk.get();
        VmObject chunk = vm.heap.newObject(chunkClass);
        // a chunk with frames: sp below bottom (StackChunk.isEmpty is sp == bottom)
        vm.known.stackChunkSize.set(chunk, 1);
        vm.known.stackChunkBottom.set(chunk, 1);
        GuestMemory.setMeta(chunk, new Suspended(t.top, count));
        vm.known.continuationTail.set(cont, chunk);
        // the frames may continue on another thread: what they hold is reachable by it, as the chunk is
        if (vm.searching && cont.shared)
            for (Frame f = t.top; f != null; f = f.caller) Roots.frameRefs(f, vm::publish);
        t.top = run;
        t.depth -= count;
        run.pc += Interpreter.invokeLength(run); // enterSpecial returns
        nc.reexecute = true;
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
        for (Frame f = t.top; f != null; f = f.caller) {
            if (f.kind != Frame.NORMAL && f.kind != Frame.END_EVENT) pinned = NATIVE;
            if (pinned == 0 && holdsMonitor(t, f)) pinned = MONITOR;
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
