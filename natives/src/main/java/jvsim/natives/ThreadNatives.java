package jvsim.natives;

import jvsim.vm.Frame;
import jvsim.vm.Monitors;
import jvsim.vm.Op;
import jvsim.vm.ThrowNew;
import jvsim.vm.Threads;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/** java.lang.Thread and LockSupport-level natives on VM threads. */
final class ThreadNatives {
    private ThreadNatives() {}

    static void register(NativeRegistry r) {
        String th = "java/lang/Thread";
        r.register(th, "registerNatives", "()V", c -> { });
        r.register(th, "currentThread", "()Ljava/lang/Thread;", c -> c.ret(c.thread.threadObj));
        r.register(th, "start0", "()V", ThreadNatives::start0);
        r.register(th, "isAlive", "()Z", c -> {
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
        r.register(th, "join", "(J)V", ThreadNatives::join);
        r.register(th, "holdsLock", "(Ljava/lang/Object;)Z", c -> {
            if (c.o(0) == null) throw new ThrowNew("java/lang/NullPointerException", null);
            c.ret(Monitors.holds(c.thread, c.o(0)));
        });
        r.register(th, "yield", "()V", c -> {
            if (c.point(Op.YIELD, null, 0, null)) return;
            c.thread.yieldRequested = true;
        });
        // a spin-wait hint: a scheduling point, so a search lets other threads make progress
        r.register(th, "onSpinWait", "()V", c -> c.point(Op.YIELD, null, 0, null));
        r.register(th, "sleep", "(J)V", c -> {
            long ms = c.j(0);
            if (ms < 0) throw new ThrowNew("java/lang/IllegalArgumentException", "timeout value is negative");
            if (c.thread.blockPhase == 0 && c.point(Op.SLEEP, null, 0, null)) return;
            if (!Threads.doSleep(c.thread, ms * 1_000_000L)) c.reexecute = true;
        });
        r.register(th, "interrupt0", "()V", c -> {
            Object m = c.self().meta;
            if (m instanceof VmThread) Threads.interrupt((VmThread) m);
        });
        r.register(th, "clearInterruptEvent", "()V", c -> { });
        r.register(th, "setPriority0", "(I)V", c -> { });
        r.register(th, "setNativeName", "(Ljava/lang/String;)V", c -> { });
        r.register(th, "getThreads", "()[Ljava/lang/Thread;", c -> {
            java.util.List<VmObject> live = new java.util.ArrayList<>();
            for (VmThread t : c.vm.scheduler.threads()) if (t.isAlive() && t.threadObj != null) live.add(t.threadObj);
            VmObject a = c.vm.heap.newArray(c.vm.classes.arrayOf(c.vm.classes.load("java/lang/Thread")), live.size());
            for (int i = 0; i < live.size(); i++) a.r[i] = live.get(i);
            c.ret(a);
        });

        String u = "jdk/internal/misc/Unsafe";
        r.register(u, "park", "(ZJ)V", ThreadNatives::park);
        r.register(u, "unpark", "(Ljava/lang/Object;)V", c -> {
            VmObject t = c.o(1);
            if (t == null || !(t.meta instanceof VmThread)) return;
            if (c.point(Op.UNPARK, t, Op.KEY_PERMIT, "permit of " + c.vm.threadName(t))) {
                c.thread.pending.other = (VmThread) t.meta;
                return;
            }
            Threads.unpark((VmThread) t.meta);
        });
    }

    private static void start0(NativeCall c) {
        VmObject obj = c.self();
        if (obj.meta != null) throw new ThrowNew("java/lang/IllegalThreadStateException", null);
        if (c.point(Op.START, obj, 0, null)) return;
        c.vm.publish(obj);
        VmThread t = c.vm.newThread(c.thread);
        if (c.thread.executing != null) c.thread.executing.other = t;
        c.vm.bindThread(t, obj);
        t.daemon = Guest.prim(obj, "daemon") != 0;
        VmMethod run = obj.cls.selectVirtual("run()V");
        Frame f = new Frame(run);
        f.r[0] = obj;
        f.depth = 1;
        t.top = f;
        t.depth = 1;
        t.state = VmThread.State.RUNNABLE;
        Threads.setStatus(t, Threads.STATUS_RUNNABLE);
        if (c.vm.searching) {
            t.pending.set(Op.BEGIN, obj, 0, run, 0);
            t.atPoint = true;
        }
    }

    private static void join(NativeCall c) {
        long ms = c.j(1);
        if (ms < 0) throw new ThrowNew("java/lang/IllegalArgumentException", "timeout value is negative");
        VmObject target = c.self();
        VmThread other = target.meta instanceof VmThread ? (VmThread) target.meta : null;
        if (c.thread.blockPhase == 0 && other != null && other != c.thread && ms == 0 && target.shared
                && c.point(Op.JOIN, target, Op.KEY_ALIVE, "end of " + c.vm.threadName(target))) {
            c.thread.pending.other = other;
            return;
        }
        if (!Threads.doJoin(c.thread, other, ms)) c.reexecute = true;
    }

    private static void park(NativeCall c) {
        if (c.thread.blockPhase == 0 && c.point(Op.PARK, c.thread.threadObj, Op.KEY_PERMIT, "permit of " + c.thread.name())) return;
        boolean absolute = c.z(1);
        long time = c.j(2);
        long deadline;
        if (absolute) {
            long nowMs = SystemNatives.EPOCH_MILLIS + c.vm.nanoTime() / 1_000_000L;
            if (time <= nowMs) return;
            deadline = c.vm.nanoTime() + (time - nowMs) * 1_000_000L;
        } else if (time > 0) {
            deadline = c.vm.nanoTime() + time;
        } else if (time < 0) {
            return;
        } else {
            deadline = 0;
        }
        if (!Threads.doPark(c.thread, deadline)) c.reexecute = true;
    }
}
