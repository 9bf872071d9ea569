package jvsim.vm;

import java.util.List;

/**
 * The listeners subscribed to each optional event kind (see {@link ExecutionListener#events}), set
 * per execution by the search. The VM tests an array's length before calling anyone, so an event
 * kind nobody subscribed to costs a field load where it happens, and instructions not even that
 * (the interpreter reads the subscription once per turn).
 */
public final class ListenerHooks {
    private static final ExecutionListener[] NONE = {};
    public static final ListenerHooks EMPTY = new ListenerHooks(List.of());

    final ExecutionListener[] instructions, allocations, notifications, choices, values;
    /** VALUES: what the data locations of the running step's parts held when each part accessed them. */
    private final java.util.IdentityHashMap<Op, long[]> before = new java.util.IdentityHashMap<>();

    public ListenerHooks(List<ExecutionListener> listeners) {
        instructions = subscribed(listeners, ExecutionListener.INSTRUCTIONS);
        allocations = subscribed(listeners, ExecutionListener.ALLOCATIONS);
        notifications = subscribed(listeners, ExecutionListener.NOTIFICATIONS);
        choices = subscribed(listeners, ExecutionListener.CHOICES);
        values = subscribed(listeners, ExecutionListener.VALUES);
    }

    /** VALUES: o (and its {@link Op#also}) is about to access its location: keeps what the location holds. */
    void accessing(Op o) {
        for (Op a = o; a != null; a = a.also) {
            if (!a.valueKnown()) continue;
            long[] v = new long[Math.max(1, a.span)];
            for (int i = 0; i < v.length; i++) v[i] = Op.valueAt(a.obj, a.key, i);
            before.put(a, v);
        }
    }

    /** VALUES: t's step op ended: tells the values of each data access of its parts (see ExecutionListener#accessed). */
    void accessed(VmThread t, Op op) {
        deliver(t, op);
        if (op.footprint != null) for (Op f : op.footprint) deliver(t, f);
        before.clear();
    }

    private void deliver(VmThread t, Op o) {
        for (Op a = o; a != null; a = a.also) {
            long[] b = before.get(a);
            if (b == null) continue;
            for (int i = 0; i < b.length; i++) {
                long after = Op.valueAt(a.obj, a.key, i);
                for (ExecutionListener l : values) l.accessed(t, a, i, b[i], after);
            }
        }
    }

    private static ExecutionListener[] subscribed(List<ExecutionListener> listeners, int kind) {
        return listeners.stream().filter(l -> (l.events() & kind) != 0).toList().toArray(NONE);
    }

    void instruction(VmThread t, Frame f, int opcode) {
        for (ExecutionListener l : instructions) l.instruction(t, f.method, f.pc, opcode);
    }

    void allocated(VmThread t, VmObject o) {
        Frame f = t == null ? null : t.top;
        Frame user = null;
        if (f != null && f.method.owner.jdk) {
            for (Frame g = f; g != null && user == null; g = g.caller) if (!g.method.owner.jdk) user = g;
        }
        for (ExecutionListener l : allocations)
            l.allocated(t, o, f == null ? null : f.method, f == null ? 0 : f.pc, user == null ? null : user.method, user == null ? 0 : user.pc);
    }

    void notified(VmThread t, VmObject monitor, List<VmThread> woken) {
        if (held != null) held.add(new Notification(t, monitor, woken));
        else for (ExecutionListener l : notifications) l.notified(t, monitor, woken);
    }

    private record Notification(VmThread t, VmObject monitor, List<VmThread> woken) { }

    /** NOTIFICATIONS made since a guarded attempt began, held until it ends (null: no attempt running). */
    private List<Notification> held;

    /** A guarded attempt begins (see SchedulingPolicy#guarding): its notifications wait for its end. */
    void attemptBegan() { if (notifications.length != 0) held = new java.util.ArrayList<>(0); }

    /** The running attempt ended: its notifications are told, or dropped when it was undone. */
    void attemptEnded(boolean undone) {
        List<Notification> h = held;
        held = null;
        if (h != null && !undone) for (Notification n : h) notified(n.t(), n.monitor(), n.woken());
    }

    void chose(List<VmThread> enabled, VmThread chosen) {
        for (ExecutionListener l : choices) l.chose(enabled, chosen);
    }
}
