package jvsim.vm.gates;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.vm.Threads;
import jvsim.vm.VmThread;
import org.apache.bcel.classfile.JavaClass;

/**
 * The gates of one VM (--gate, jvsim.api.Gates): which code positions have hooks, and per
 * execution which hooks threads passed, which named gates are open, and who waits where. A thread
 * waiting at a gate is WAITING ("at gate ...") until a pass or an open makes its condition hold.
 *
 * <p>The per-execution part is a state component of the VM: snapshots and checkpoints save it and
 * restores put it back, so an execution that starts from the state after the common beginning (or
 * from a checkpoint) sees the passes and opens made before that state, and none made after it by
 * an earlier execution; state hashes cover it.
 */
public final class GateTable implements jvsim.vm.StateComponent<GateTable.Memento> {
    private final List<GateSpec> gates;
    /** Hooked code positions by hook id, and the classes that have any. */
    private final List<Location> hooks = new ArrayList<>();
    private final Map<String, List<Integer>> hooksByClass = new HashMap<>();
    /** Per gate: the hook of its location, and the hooks of its condition's locations. */
    private final int[] gateHook;
    private final int[][] conditionHooks;

    // per execution
    /** Set when the target starts: JDK bootstrap passes no gates. */
    private boolean armed;
    private final int[] arrivals;
    /** Per hook: names of the threads that passed it, in order. */
    private final List<List<String>> passes = new ArrayList<>();
    private final Set<String> opened = new HashSet<>();
    private final Map<VmThread, Integer> waiting = new LinkedHashMap<>();

    public GateTable(List<String> specs) {
        gates = new ArrayList<>();
        for (String s : specs) gates.add(GateSpec.parse(s));
        gateHook = new int[gates.size()];
        conditionHooks = new int[gates.size()][];
        for (int g = 0; g < gates.size(); g++) {
            GateSpec spec = gates.get(g);
            gateHook[g] = hook(spec.at());
            conditionHooks[g] = new int[spec.passed().size()];
            for (int k = 0; k < spec.passed().size(); k++) conditionHooks[g][k] = hook(spec.passed().get(k));
        }
        arrivals = new int[gates.size()];
        for (int h = 0; h < hooks.size(); h++) passes.add(new ArrayList<>());
    }

    private int hook(Location l) {
        for (int h = 0; h < hooks.size(); h++) if (hooks.get(h).point().equals(l.point())) return h;
        hooks.add(l);
        hooksByClass.computeIfAbsent(l.className(), k -> new ArrayList<>()).add(hooks.size() - 1);
        return hooks.size() - 1;
    }

    /** The class file with the hooks of its gated positions (unchanged when it has none). */
    public JavaClass instrument(String className, JavaClass cf) {
        List<Integer> ids = hooksByClass.get(className);
        if (ids == null) return cf;
        List<Location> points = new ArrayList<>();
        for (int id : ids) points.add(hooks.get(id));
        return GateInstrumenter.instrument(cf, points, ids);
    }

    /** Forgets the previous execution's passes, opens and waits. */
    public void reset() {
        changed();
        java.util.Arrays.fill(arrivals, 0);
        for (List<String> p : passes) p.clear();
        opened.clear();
        waiting.clear();
    }

    /** Sets whether gates act (from the target's start on: JDK bootstrap passes no gates). */
    public void arm(boolean on) {
        changed();
        armed = on;
    }

    /** Whether gates act. */
    public boolean armed() { return armed; }

    /** The per-execution state at a save (immutable); the same one while nothing changed. */
    public static final class Memento {
        final boolean armed;
        final int[] arrivals;
        final String[][] passes;
        final String[] opened;
        final VmThread[] waiters;
        final int[] waitingAt;

        Memento(GateTable g) {
            armed = g.armed;
            arrivals = g.arrivals.clone();
            passes = new String[g.passes.size()][];
            for (int h = 0; h < passes.length; h++) passes[h] = g.passes.get(h).toArray(new String[0]);
            opened = g.opened.toArray(new String[0]);
            java.util.Arrays.sort(opened);
            waiters = g.waiting.keySet().toArray(new VmThread[0]);
            waitingAt = new int[waiters.length];
            for (int i = 0; i < waiters.length; i++) waitingAt[i] = g.waiting.get(waiters[i]);
        }
    }

    /** The memento of the current state, or null once it changed. */
    private Memento saved;

    private void changed() { saved = null; }

    @Override public Memento save() {
        if (saved == null) saved = new Memento(this);
        return saved;
    }

    @Override public void restore(Memento m) {
        armed = m.armed;
        System.arraycopy(m.arrivals, 0, arrivals, 0, arrivals.length);
        for (int h = 0; h < passes.size(); h++) {
            passes.get(h).clear();
            passes.get(h).addAll(java.util.Arrays.asList(m.passes[h]));
        }
        opened.clear();
        opened.addAll(java.util.Arrays.asList(m.opened));
        waiting.clear();
        for (int i = 0; i < m.waiters.length; i++) waiting.put(m.waiters[i], m.waitingAt[i]);
        saved = m;
    }

    /**
     * What decides who passes next: whether gates act, the arrivals per gate (up to its hit count:
     * later ones never wait again; none without one), who passed each hook (the names as a
     * multiset: conditions count them), the open names, and which thread (by uid) waits where.
     */
    @Override public void hash(Sink sink) {
        Memento m = save();
        sink.add(m.armed ? 1 : 0);
        for (int g = 0; g < m.arrivals.length; g++) sink.add(Math.min(m.arrivals[g], gates.get(g).at().hit()));
        for (String[] p : m.passes) {
            String[] names = p.clone();
            java.util.Arrays.sort(names);
            sink.add(names.length);
            for (String who : names) sink.add(who);
        }
        sink.add(m.opened.length);
        for (String name : m.opened) sink.add(name);
        long[] waits = new long[m.waiters.length];
        for (int i = 0; i < waits.length; i++) waits[i] = (long) m.waiters[i].uid << 32 | m.waitingAt[i];
        java.util.Arrays.sort(waits);
        for (long w : waits) sink.add(w);
    }

    /** For traces: "gate pkg.Class.method:exit". */
    public String describe(int hook) { return "gate " + hooks.get(hook).point(); }

    /**
     * Thread t arrives at hook (or comes back to it after a wake-up): the gate it must wait at
     * while its condition does not hold, or -1 when it may pass.
     */
    public int arrive(int hook, VmThread t, boolean again) {
        if (again) {
            Integer g = waiting.get(t);
            return g != null && !holds(g) ? g : -1;
        }
        String name = t.name();
        int wait = -1;
        for (int g = 0; g < gates.size(); g++) {
            if (gateHook[g] != hook || !gates.get(g).at().forThread(name)) continue;
            changed();
            int n = ++arrivals[g];
            int hit = gates.get(g).at().hit();
            if ((hit == 0 || hit == n) && wait < 0 && !holds(g)) wait = g;
        }
        return wait;
    }

    /** t waits at gate g: WAITING until a pass or an open makes g's condition hold. */
    public void await(VmThread t, int g) {
        changed();
        waiting.put(t, g);
        t.blockPhase = VmThread.BlockPhase.WAITING;
        t.state = VmThread.State.WAITING;
        t.waitReason = "at gate \"" + gates.get(g).text() + "\"";
        Threads.setStatus(t, Threads.STATUS_WAITING);
    }

    /** t goes on past hook (after waiting, if it had to). */
    public void pass(int hook, VmThread t) {
        changed();
        waiting.remove(t);
        if (t.blockPhase != VmThread.BlockPhase.NONE) {
            t.blockPhase = VmThread.BlockPhase.NONE;
            Threads.setStatus(t, Threads.STATUS_RUNNABLE);
        }
        passes.get(hook).add(t.name());
        wake();
    }

    /** jvsim.api.Gates.open(name). */
    public void open(String name) {
        changed();
        if (opened.add(name)) wake();
    }

    private void wake() {
        for (Map.Entry<VmThread, Integer> w : waiting.entrySet()) {
            VmThread t = w.getKey();
            if (t.state == VmThread.State.WAITING && t.blockPhase == VmThread.BlockPhase.WAITING && holds(w.getValue())) {
                t.state = VmThread.State.RUNNABLE;
                t.blockPhase = VmThread.BlockPhase.ENDED;
            }
        }
    }

    private boolean holds(int g) {
        GateSpec spec = gates.get(g);
        for (String name : spec.opened()) if (!opened.contains(name)) return false;
        for (int k = 0; k < spec.passed().size(); k++) {
            Location l = spec.passed().get(k);
            int n = 0;
            for (String who : passes.get(conditionHooks[g][k])) if (l.forThread(who)) n++;
            if (n < Math.max(1, l.hit())) return false;
        }
        return true;
    }
}
