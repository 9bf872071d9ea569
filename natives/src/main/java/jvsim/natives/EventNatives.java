package jvsim.natives;

import jvsim.vm.Op;
import jvsim.vm.ThrowNew;
import jvsim.vm.VmThread;
import jvsim.vm.gates.GateTable;
import jvsim.vm.natives.NativeCall;
import jvsim.vm.natives.NativeRegistry;

/**
 * Events the target or jvsim's hooks make visible to the search and to listeners (EVENT
 * operations): IMUnit.fireEvent, Gates.open, and the gate hooks of gated code positions.
 */
final class EventNatives {
    private EventNatives() {}

    static void register(NativeRegistry r) {
        r.register("jvsim/api/IMUnit", "fireEvent", "(Ljava/lang/String;)V", c -> {
            if (c.o(0) == null) throw new ThrowNew("java/lang/NullPointerException", "event name");
            c.point(Op.EVENT, null, Op.KEY_EVENT, c.str(0));
        });
        r.register("jvsim/api/Gates", "open", "(Ljava/lang/String;)V", c -> {
            if (c.o(0) == null) throw new ThrowNew("java/lang/NullPointerException", "gate name");
            GateTable g = c.vm.gates;
            if (g == null || !g.armed()) return;
            String name = c.str(0);
            if (c.point(Op.EVENT, null, Op.KEY_EVENT, "open " + name)) return;
            g.open(name);
        });
        r.register("jvsim/model/GateHook", "at", "(I)V", EventNatives::gateHook);
    }

    /** A thread at a hooked position: waits while a gate there is closed, then passes (waking others). */
    private static void gateHook(NativeCall c) {
        GateTable g = c.vm.gates;
        if (g == null || !g.armed()) return;
        VmThread t = c.thread;
        int hook = c.i(0);
        boolean again = t.blockPhase != VmThread.BlockPhase.NONE;
        if (!again && c.point(Op.EVENT, null, Op.KEY_EVENT, g.describe(hook))) return;
        int gate = g.arrive(hook, t, again);
        if (gate >= 0) {
            g.await(t, gate);
            c.reexecute = true;
            return;
        }
        g.pass(hook, t);
    }
}
