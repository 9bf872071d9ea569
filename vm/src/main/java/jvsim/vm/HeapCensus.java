package jvsim.vm;

import java.util.ArrayDeque;
import java.util.IdentityHashMap;

/** Measures the live part of the target's heap by marking from the roots (statics, threads, strings). */
final class HeapCensus {
    private final Vm vm;
    private final IdentityHashMap<VmObject, Boolean> seen = new IdentityHashMap<>();
    private final ArrayDeque<VmObject> todo = new ArrayDeque<>();
    private long bytes;

    HeapCensus(Vm vm) { this.vm = vm; }

    long liveBytes() {
        for (VmClass c : vm.classes.loaded()) {
            mark(c.mirror);
            for (VmObject o : c.staticR) mark(o);
        }
        for (VmObject s : vm.heap.internedStrings().values()) mark(s);
        for (VmThread t : vm.scheduler.threads()) {
            mark(t.threadObj);
            mark(t.uncaught);
            for (Frame f = t.top; f != null; f = f.caller) {
                for (VmObject o : f.r) mark(o);
                if (f.aux instanceof VmObject) mark((VmObject) f.aux);
            }
        }
        while (!todo.isEmpty()) {
            VmObject o = todo.pop();
            if (o.isArray()) {
                bytes += 16 + (long) o.length * Heap.elementSize(o.cls.componentKind());
                if (o.r != null) for (VmObject e : o.r) mark(e);
            } else {
                bytes += 16 + 8L * (o.p.length + o.r.length);
                for (VmObject e : o.r) mark(e);
                if (o.meta instanceof VmObject) mark((VmObject) o.meta);
            }
        }
        return bytes;
    }

    private void mark(VmObject o) {
        if (o != null && seen.put(o, Boolean.TRUE) == null) todo.push(o);
    }
}
