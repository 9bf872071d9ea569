package jvsim.vm;

import java.util.function.Consumer;

/** The roots of the target's heap: class mirrors and statics, interned strings, threads and their frames. */
final class Roots {
    private Roots() {}

    static void forEach(Vm vm, Consumer<VmObject> visit) {
        for (VmClass c : vm.classes.loaded()) {
            visit.accept(c.mirror);
            for (VmObject o : c.staticR) visit.accept(o);
        }
        for (VmClass p : vm.classes.primitives()) visit.accept(p.mirror);
        for (VmObject s : vm.heap.internedStrings().values()) visit.accept(s);
        visit.accept(vm.virtualThreadsToUnblock);
        for (VmThread t : vm.scheduler.threads()) {
            visit.accept(t.threadObj);
            visit.accept(t.uncaught);
            visit.accept(t.blockedOn);
            visit.accept(t.hostResultR);
            visit.accept(t.asyncException);
            visit.accept(t.unwinding);
            visit.accept(t.scopedValueCache);
            visit.accept(t.mountedThread);
            visit.accept(t.pending.obj);
            for (Op a = t.pending.also; a != null; a = a.also) visit.accept(a.obj);
            for (Frame f = t.top; f != null; f = f.caller) frameRefs(f, visit);
        }
    }

    /** The references a frame holds: its slots, its aux object, its monitor. */
    static void frameRefs(Frame f, Consumer<VmObject> visit) {
        for (VmObject o : f.r) visit.accept(o);
        if (f.aux instanceof VmObject) visit.accept((VmObject) f.aux);
        else if (f.aux instanceof MethodHandleCalls.UpcallResult) {
            visit.accept(((MethodHandleCalls.UpcallResult) f.aux).value);
            visit.accept(((MethodHandleCalls.UpcallResult) f.aux).appendix);
        }
        visit.accept(f.lock);
    }

    /** Calls visit for every object reachable from the roots, once each. */
    static void reachable(Vm vm, Consumer<VmObject> visit) {
        java.util.IdentityHashMap<VmObject, Boolean> seen = new java.util.IdentityHashMap<>();
        java.util.ArrayDeque<VmObject> todo = new java.util.ArrayDeque<>();
        Consumer<VmObject> mark = o -> { if (o != null && seen.put(o, Boolean.TRUE) == null) todo.push(o); };
        forEach(vm, mark);
        while (!todo.isEmpty()) {
            VmObject o = todo.pop();
            visit.accept(o);
            if (o.r != null) for (VmObject e : o.r) mark.accept(e);
            if (o.meta instanceof VmObject) mark.accept((VmObject) o.meta);
            else if (o.meta instanceof Continuations.Suspended)
                for (Frame f = ((Continuations.Suspended) o.meta).top; f != null; f = f.caller) frameRefs(f, mark);
        }
    }
}
