package jvsim.mop;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jvsim.vm.CopiedState;
import jvsim.vm.ExecutionListener;
import jvsim.vm.MethodCall;
import jvsim.vm.MethodEvents;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.PropertyViolation;
import jvsim.vm.StateComponent;
import jvsim.vm.Vm;
import jvsim.vm.VmClass;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;

/**
 * Properties over method events ({@code --monitor=<spec>}, {@code --enforce=<spec>}; the spec
 * language: {@link SpecParser}). The VM makes each call of a method a property names (from the
 * program's code) a scheduling point before it begins and before it returns ({@link MethodEvents});
 * every explored execution drives one monitor per parameter binding (the property's automaton,
 * {@link Dfa}) with the events whose objects agree with the binding. A monitored property that
 * reaches a violating state is a {@code property-violation}: its name, the binding's objects and
 * the monitor's events. An enforced property holds a thread back while its next event would take a
 * monitor to a violating state; when every thread that could run is held, that is an
 * {@code enforcement-deadlock} naming the property and the held threads.
 *
 * <p>Monitors are created by an event that binds all of the property's parameters, when none for
 * its binding exists; an event that binds fewer goes to every monitor whose binding agrees with it
 * (none: it is dropped). Monitors are keyed by their objects' stable ids and are part of the VM's
 * state ({@link #state}): saved, restored and hashed with it. A monitor that an object's death made
 * useless is collected ({@link #collect}).
 */
public final class MopListener implements ExecutionListener {
    public static final jvsim.vm.ViolationKind KIND = jvsim.vm.ViolationKind.PROPERTY_VIOLATION, DEADLOCK_KIND = jvsim.vm.ViolationKind.ENFORCEMENT_DEADLOCK;

    private final List<Property> properties;
    private final boolean enforcing;

    /** An event of a property a method's call makes. */
    private record Match(int property, int event) { }

    /** Per method with events, the property events its calls make (filled as the VM asks, see {@link #events}). */
    private final Map<VmMethod, List<Match>> matches = new IdentityHashMap<>();
    private final MethodEvents events = this::events;

    /** The events of a monitor so far, newest first (shared between copies: never changed). */
    record Trail(PropertyViolation.Event event, Trail before) {
        List<PropertyViolation.Event> list() {
            List<PropertyViolation.Event> out = new ArrayList<>();
            for (Trail t = this; t != null; t = t.before) out.add(t.event);
            java.util.Collections.reverse(out);
            return out;
        }
    }

    /** One monitor: its automaton state, its events, and whether its violation was reported. */
    record Monitor(int state, Trail trail, boolean reported) { }

    /**
     * What the properties' monitors have seen of the running execution, copied whole by checkpoints
     * ({@link #state}): per property the monitors by binding (stable ids of the parameters' objects,
     * in parameter order), and the names reports give the objects.
     */
    static final class Run implements CopiedState.Data<Run> {
        final List<Map<List<Long>, Monitor>> monitors = new ArrayList<>();
        final Map<Long, String> names = new HashMap<>();
        final Map<String, Integer> perClass = new HashMap<>();

        Run(int properties) { for (int i = 0; i < properties; i++) monitors.add(new HashMap<>()); }

        /**
         * Per property and parameter, the keys of the monitors by that parameter's object id, so that
         * an event binding fewer parameters finds its monitors without looking at all: built on first
         * use from {@link #monitors}, kept up to date by {@link #put}; not copied (a copy builds its own).
         */
        private List<List<Map<Long, List<List<Long>>>>> index;

        void put(int property, List<Long> key, Monitor m) {
            if (monitors.get(property).put(key, m) == null && index != null) {
                List<Map<Long, List<List<Long>>>> byParam = index.get(property);
                while (byParam.size() < key.size()) byParam.add(new HashMap<>());
                for (int p = 0; p < key.size(); p++) byParam.get(p).computeIfAbsent(key.get(p), k -> new ArrayList<>(1)).add(key);
            }
        }

        /** The keys of property's monitors whose parameter param is the object with this id, in key order. */
        List<List<Long>> keysWith(int property, int param, long id) {
            if (index == null) {
                index = new ArrayList<>();
                for (Map<List<Long>, Monitor> m : monitors) {
                    List<Map<Long, List<List<Long>>>> byParam = new ArrayList<>();
                    index.add(byParam);
                    List<List<Long>> keys = new ArrayList<>(m.keySet());
                    keys.sort(BINDING_ORDER);
                    for (List<Long> key : keys) {
                        while (byParam.size() < key.size()) byParam.add(new HashMap<>());
                        for (int p = 0; p < key.size(); p++) byParam.get(p).computeIfAbsent(key.get(p), k -> new ArrayList<>(1)).add(key);
                    }
                }
            }
            List<Map<Long, List<List<Long>>>> byParam = index.get(property);
            if (param >= byParam.size()) return List.of();
            List<List<Long>> keys = byParam.get(param).getOrDefault(id, List.of());
            if (keys.size() > 1) keys.sort(BINDING_ORDER);
            return keys;
        }

        @Override public Run copy() {
            Run r = new Run(0);
            for (Map<List<Long>, Monitor> m : monitors) r.monitors.add(new HashMap<>(m));
            r.names.putAll(names);
            r.perClass.putAll(perClass);
            return r;
        }

        @Override public void hash(StateComponent.Sink sink) {
            for (Map<List<Long>, Monitor> m : monitors) {
                sink.add(m.size());
                List<List<Long>> keys = new ArrayList<>(m.keySet());
                keys.sort(BINDING_ORDER);
                for (List<Long> k : keys) {
                    for (long id : k) sink.add(id);
                    Monitor mon = m.get(k);
                    sink.add(mon.state * 2L + (mon.reported ? 1 : 0));
                }
            }
        }
    }

    private static final java.util.Comparator<List<Long>> BINDING_ORDER = (a, b) -> {
        for (int i = 0; i < a.size(); i++) {
            int c = Long.compare(a.get(i), b.get(i));
            if (c != 0) return c;
        }
        return 0;
    };

    /**
     * The monitors as a state component: saved and restored as {@link CopiedState} does (whole
     * copies), and hashed after the monitors of dead objects were collected ({@link #collect}), so
     * states that differ only in such monitors hash alike.
     */
    private final class Monitors implements StateComponent<Run> {
        Run now;

        Monitors(Run initial) { now = initial; }

        @Override public Run save() { return now.copy(); }

        @Override public void restore(Run memento) { now = memento.copy(); }

        @Override public void hash(StateComponent.Sink sink) {
            if (vm != null) collect(vm, null);
            now.hash(sink);
        }
    }

    private final Monitors state;
    /** The VM of the running execution (for the reachability of the monitors' objects). */
    private Vm vm;
    /** Per property, per event, the parameters it binds (bit p: parameter p). */
    private final int[][] binds;
    /** Memo of {@link #collectable}: per property, (state, dead parameters) to the answer. */
    private final List<Map<Long, Boolean>> collectableMemo = new ArrayList<>();
    /** Collect when the monitors of the running execution reach this many (doubling: amortized). */
    private int collectAt = MIN_COLLECT;
    private static final int MIN_COLLECT = 64;
    /** Monitors of properties with more parameters than this are never collected. */
    private static final int MAX_COLLECTED_PARAMS = 30;
    /** The most monitors the running execution held at once (for tests). */
    int peakMonitors;

    public MopListener(List<Property> properties) {
        this.properties = List.copyOf(properties);
        boolean e = false;
        for (Property p : properties) e |= p.enforce();
        this.enforcing = e;
        this.state = new Monitors(new Run(properties.size()));
        this.binds = new int[properties.size()][];
        for (int p = 0; p < properties.size(); p++) {
            List<EventDecl> decls = properties.get(p).events();
            binds[p] = new int[decls.size()];
            for (int k = 0; k < decls.size(); k++)
                for (int q = 0; q < Math.min(decls.get(k).sources().length, MAX_COLLECTED_PARAMS); q++)
                    if (decls.get(k).sources()[q] != EventDecl.UNBOUND) binds[p][k] |= 1 << q;
            collectableMemo.add(new HashMap<>());
        }
    }

    @Override public StateComponent<?> state() { return state; }

    Property property(int p) { return properties.get(p); }

    @Override public MethodEvents methodEvents() { return events; }

    @Override public void executionStarted(Vm vm) {
        state.now = new Run(properties.size());
        this.vm = vm;
        collectAt = MIN_COLLECT;
        peakMonitors = 0;
    }

    /** How many monitors the running execution holds. */
    int monitorCount() {
        int n = 0;
        for (Map<List<Long>, Monitor> m : state.now.monitors) n += m.size();
        return n;
    }

    /**
     * Drops the monitors that can no longer report a violation nor hold a thread back because an
     * object of their binding is dead (unreachable from the VM's roots, and not an object of a
     * thread's pending event): no event that binds a dead object can happen again, and a monitor is
     * collectable when no violation is reachable from its state through the events that bind none
     * of its dead objects ({@link #collectable}; JavaMOP's rule, Jin et al., PLDI 2011, per
     * automaton state rather than per event). Such a monitor is never created again either: the
     * events that create monitors bind every parameter. What is dropped thus has no effect on any
     * future report, hold or state, and states that differ only there become equal.
     */
    void collect(Vm vm, MethodCall stepped) {
        Run run = state.now;
        java.util.Set<Long> bound = new java.util.HashSet<>();
        for (int p = 0; p < properties.size(); p++)
            if (!properties.get(p).params().isEmpty()) for (List<Long> key : run.monitors.get(p).keySet()) bound.addAll(key);
        if (bound.isEmpty()) return;
        java.util.Set<Long> live = new java.util.HashSet<>();
        int[] missing = {bound.size()};
        try {
            // the walk stops once every bound object was found alive (the usual case: they are the threads' locals, walked first)
            vm.forEachLiveObject(o -> {
                if (bound.contains(o.id) && live.add(o.id) && --missing[0] == 0) throw ALL_ALIVE;
            });
        } catch (AllAlive e) {
            return;
        }
        // the objects of pending events and of the event just stepped (a returned object may be held by its end event alone)
        for (VmThread t : vm.scheduler.threads()) for (Op a = t.pending; a != null; a = a.also) alive(a.call, live);
        alive(stepped, live);
        collect(live::contains);
    }

    /** Ends a reachability walk early: every bound object is alive. */
    private static final class AllAlive extends RuntimeException {
        AllAlive() { super(null, null, false, false); }
    }

    private static final AllAlive ALL_ALIVE = new AllAlive();

    private static void alive(MethodCall c, java.util.Set<Long> live) {
        if (c == null) return;
        for (VmObject o : new VmObject[] {c.receiver(), c.result(), c.thread()}) if (o != null) live.add(o.id);
        if (c.args() != null) for (VmObject o : c.args()) if (o != null) live.add(o.id);
    }

    /** Drops the monitors that are {@link #collectable} given which objects (by stable id) are alive. */
    void collect(java.util.function.LongPredicate alive) {
        Run run = state.now;
        boolean dropped = false;
        for (int p = 0; p < properties.size(); p++) {
            for (java.util.Iterator<Map.Entry<List<Long>, Monitor>> it = run.monitors.get(p).entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<List<Long>, Monitor> e = it.next();
                if (e.getKey().size() > MAX_COLLECTED_PARAMS) continue;  // the dead parameters are a bit set
                int dead = 0;
                for (int q = 0; q < e.getKey().size(); q++) if (!alive.test(e.getKey().get(q))) dead |= 1 << q;
                if (dead != 0 && collectable(p, e.getValue().state, dead)) {
                    it.remove();
                    dropped = true;
                }
            }
        }
        if (!dropped) return;
        run.index = null;
        // the names of objects no monitor binds any more (the counts per class stay: names are not reused)
        java.util.Set<Long> kept = new java.util.HashSet<>();
        for (Map<List<Long>, Monitor> m : run.monitors) for (List<Long> key : m.keySet()) kept.addAll(key);
        run.names.keySet().retainAll(kept);
    }

    /**
     * Whether a monitor of property p in state from whose parameters in dead (bit q: parameter q)
     * are bound to dead objects can never take a transition into a violating state: through the
     * events that bind none of the dead parameters (the only ones that can still reach it), no
     * state is reachable from which such a transition leads.
     */
    boolean collectable(int p, int from, int dead) {
        return collectableMemo.get(p).computeIfAbsent(((long) from << 32) | dead, k -> {
            Dfa dfa = properties.get(p).dfa();
            boolean[] seen = new boolean[dfa.next.length];
            java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
            seen[from] = true;
            todo.push(from);
            while (!todo.isEmpty()) {
                int r = todo.pop();
                for (int e = 0; e < binds[p].length; e++) {
                    if ((binds[p][e] & dead) != 0) continue;
                    int t = dfa.next[r][e];
                    if (dfa.bad[t] && !dfa.bad[r]) return false;
                    if (!seen[t]) {
                        seen[t] = true;
                        todo.push(t);
                    }
                }
            }
            return true;
        });
    }

    /** The events of m (see MethodEvents): the property events whose class m's declaring class is or extends, and whose methods name it. */
    private int events(VmMethod m) {
        int bits = 0;
        List<Match> found = null;
        for (int p = 0; p < properties.size(); p++) {
            List<EventDecl> decls = properties.get(p).events();
            for (int k = 0; k < decls.size(); k++) {
                EventDecl d = decls.get(k);
                if (!d.methods().contains(m.name) && !d.methods().contains("*") || !subtype(m.owner, d.className())) continue;
                if (found == null) found = new ArrayList<>(2);
                found.add(new Match(p, k));
                bits |= d.end() ? MethodEvents.END : MethodEvents.BEGIN;
            }
        }
        if (found != null) matches.put(m, List.copyOf(found));
        else matches.remove(m);
        return bits;
    }

    private static boolean subtype(VmClass c, String name) {
        if (c == null) return false;
        if (c.name.equals(name)) return true;
        if (subtype(c.superclass, name)) return true;
        for (VmClass i : c.interfaces) if (subtype(i, name)) return true;
        return false;
    }

    /** The object an event's source gives in a call, or null. */
    private static VmObject source(MethodCall call, int source) {
        return switch (source) {
            case EventDecl.THIS -> call.receiver();
            case EventDecl.RESULT -> call.result();
            case EventDecl.THREAD -> call.thread();
            default -> source - EventDecl.ARG < call.args().length ? call.args()[source - EventDecl.ARG] : null;
        };
    }

    /** The binding an event of a call gives: per parameter the object (null when the event does not bind it); null when a source is null. */
    private static VmObject[] binding(EventDecl d, MethodCall call) {
        VmObject[] b = new VmObject[d.sources().length];
        for (int p = 0; p < b.length; p++) {
            if (d.sources()[p] == EventDecl.UNBOUND) continue;
            b[p] = source(call, d.sources()[p]);
            if (b[p] == null) return null;
        }
        return b;
    }

    private static boolean agrees(List<Long> key, VmObject[] b) {
        for (int p = 0; p < b.length; p++) if (b[p] != null && b[p].id != key.get(p)) return false;
        return true;
    }

    private static List<Long> key(VmObject[] b) {
        List<Long> k = new ArrayList<>(b.length);
        for (VmObject o : b) k.add(o.id);
        return k;
    }

    /** A transition the event of a call makes: of the monitor at key (null: the one the event creates) from one state to another. */
    private record Transition(int property, int event, List<Long> key, Monitor from, int to, VmObject[] binding) { }

    /** The transitions of the monitors a call's events drive, for the properties enforced only or all. */
    private List<Transition> transitions(MethodCall call, boolean enforcedOnly) {
        List<Match> ms = matches.get(call.method());
        if (ms == null) return List.of();
        List<Transition> out = new ArrayList<>(2);
        for (Match m : ms) if (!enforcedOnly || properties.get(m.property()).enforce()) transitions(call, m, out);
        return out;
    }

    /** Adds to out the transitions of the monitors one event of a call (m) drives, from their states now. */
    private void transitions(MethodCall call, Match m, List<Transition> out) {
        Property p = properties.get(m.property());
        EventDecl d = p.events().get(m.event());
        if (d.end() != call.end()) return;
        VmObject[] b = binding(d, call);
        if (b == null) return;
        Map<List<Long>, Monitor> mons = state.now.monitors.get(m.property());
        int k = m.event();
        if (d.bindsAll()) {
            List<Long> key = key(b);
            Monitor mon = mons.get(key);
            int from = mon == null ? 0 : mon.state;
            out.add(new Transition(m.property(), k, key, mon, p.dfa().next[from][k], b));
        } else {
            // the monitors of the objects the event binds: those of its first bound parameter's object, then the rest must agree
            int first = 0;
            while (first < b.length && b[first] == null) first++;
            if (first == b.length) {
                List<List<Long>> keys = new ArrayList<>(mons.keySet());
                keys.sort(BINDING_ORDER);
                for (List<Long> key : keys) out.add(new Transition(m.property(), k, key, mons.get(key), p.dfa().next[mons.get(key).state][k], b));
                return;
            }
            for (List<Long> key : state.now.keysWith(m.property(), first, b[first].id)) {
                if (!agrees(key, b)) continue;
                Monitor mon = mons.get(key);
                out.add(new Transition(m.property(), k, key, mon, p.dfa().next[mon.state][k], b));
            }
        }
    }

    /** Whether the transition takes its monitor into a violation (from a state that was none). */
    private boolean violates(Transition t) {
        Dfa dfa = properties.get(t.property()).dfa();
        return dfa.bad[t.to()] && (t.from() == null || !dfa.bad[t.from().state]);
    }

    @Override public boolean holdsThreads() { return enforcing; }

    @Override public boolean holds(VmThread t, Op pending) {
        if (!t.atPoint || pending.kind != Op.EVENT || pending.call == null) return false;
        for (Transition tr : transitions(pending.call, true)) if (violates(tr)) return true;
        return false;
    }

    @Override public void stepped(VmThread t, Op op, Outcome outcome) {
        if (op.kind != Op.EVENT || op.call == null) return;
        List<Match> ms = matches.get(op.call.method());
        if (ms == null) return;
        Run run = state.now;
        // event by event: two events of one call (two declarations naming the method) apply in turn
        List<Transition> trs = new ArrayList<>(2);
        for (Match m : ms) {
            trs.clear();
            transitions(op.call, m, trs);
            for (Transition tr : trs) apply(t, op, outcome, run, tr);
        }
        int n = monitorCount();
        if (n >= collectAt && vm != null) {
            collect(vm, op.call);
            n = monitorCount();
            collectAt = Math.max(MIN_COLLECT, 2 * n);
        }
        peakMonitors = Math.max(peakMonitors, n);
    }

    /** Takes tr's monitor to its new state, reporting a violation it reaches. */
    private void apply(VmThread t, Op op, Outcome outcome, Run run, Transition tr) {
        Property p = properties.get(tr.property());
        Monitor before = tr.from();
        Trail trail = new Trail(event(p, tr, t, op.call), before == null ? null : before.trail);
        boolean violation = violates(tr);
        run.put(tr.property(), tr.key(), new Monitor(tr.to(), trail, before != null && before.reported || violation));
        if (before == null) for (VmObject o : tr.binding()) name(o);
        if (violation) {
            PropertyViolation v = typed(p, tr.key(), trail.list(), null);
            outcome.reportProperties(KIND, "property " + p.name() + " (" + p.formula() + ") violated" + binding(v)
                    + " by the events " + events(v), t.name(), List.of(v));
        }
    }

    private static PropertyViolation.Event event(Property p, Transition tr, VmThread t, MethodCall call) {
        return new PropertyViolation.Event(p.events().get(tr.event()).name(), t.name(), call.describe());
    }

    private PropertyViolation typed(Property p, List<Long> key, List<PropertyViolation.Event> events, String held) {
        List<PropertyViolation.Binding> b = new ArrayList<>();
        for (int i = 0; i < key.size(); i++)
            b.add(new PropertyViolation.Binding(p.params().get(i), state.now.names.getOrDefault(key.get(i), "#" + key.get(i))));
        return new PropertyViolation(p.name(), p.formula(), b, events, held);
    }

    /** " for c=java.util.ArrayList@1, i=java.util.ArrayList$Itr@1", or "" for a property without parameters. */
    private static String binding(PropertyViolation v) {
        if (v.binding().isEmpty()) return "";
        StringBuilder b = new StringBuilder(" for ");
        for (int i = 0; i < v.binding().size(); i++)
            b.append(i == 0 ? "" : ", ").append(v.binding().get(i).parameter()).append('=').append(v.binding().get(i).object());
        return b.toString();
    }

    private static String events(PropertyViolation v) {
        StringBuilder b = new StringBuilder();
        for (PropertyViolation.Event e : v.events()) b.append(b.length() == 0 ? "" : " ").append(e);
        return b.toString();
    }

    /** The name reports give o: its class and its number among the objects of its class the monitors bound, in order. */
    private void name(VmObject o) {
        Run run = state.now;
        if (run.names.containsKey(o.id)) return;
        String cls = o.cls.javaName();
        int n = run.perClass.merge(cls, 1, Integer::sum);
        run.names.put(o.id, cls + "@" + n);
    }

    @Override public void allHeld(Vm vm, Outcome outcome) {
        StringBuilder waits = new StringBuilder();
        List<String> props = new ArrayList<>();
        List<PropertyViolation> typed = new ArrayList<>();
        String first = null;
        for (VmThread t : vm.scheduler.threads()) {
            if (!t.isAlive() || !t.atPoint || t.pending.kind != Op.EVENT || t.pending.call == null) continue;
            for (Transition tr : transitions(t.pending.call, true)) {
                if (!violates(tr)) continue;
                Property p = properties.get(tr.property());
                if (!props.contains(p.name())) props.add(p.name());
                if (first == null) first = t.name();
                if (tr.from() == null) for (VmObject o : tr.binding()) name(o);
                List<PropertyViolation.Event> events = tr.from() == null ? new ArrayList<>() : tr.from().trail().list();
                events.add(event(p, tr, t, t.pending.call));
                PropertyViolation v = typed(p, tr.key(), events, t.name());
                typed.add(v);
                waits.append(waits.length() == 0 ? "" : "; ").append('"').append(t.name()).append("\" waits before ")
                        .append(p.events().get(tr.event()).name()).append(" (").append(t.pending.call.describe()).append(')')
                        .append(binding(v)).append(", which would violate ").append(p.name());
                break;
            }
        }
        outcome.reportProperties(DEADLOCK_KIND, "enforcing " + String.join(", ", props) + " holds back every thread that could run: " + waits, first, typed);
    }

    /**
     * The options of {@code --listener=mop}: paths of spec files.
     *
     * @param monitor the specs whose properties are checked (--monitor)
     * @param enforce the specs whose properties are enforced (--enforce)
     */
    public record Options(List<String> monitor, List<String> enforce) { }

    /** {@code --listener=mop}. */
    public static final class Provider implements ExecutionListener.Provider<Options> {
        @Override public String name() { return "mop"; }
        @Override public String description() { return "properties over method events, monitored (--monitor) or enforced (--enforce)"; }
        @Override public Class<Options> options() { return Options.class; }

        @Override public ExecutionListener create(Options options, int run) {
            List<Property> props = new ArrayList<>();
            for (String f : options.monitor()) props.addAll(SpecParser.read(Path.of(f), false));
            for (String f : options.enforce()) props.addAll(SpecParser.read(Path.of(f), true));
            if (props.isEmpty()) throw new IllegalArgumentException("--listener=mop needs a property spec: --monitor=<spec> or --enforce=<spec>");
            List<String> names = new ArrayList<>();
            for (Property p : props) {
                if (names.contains(p.name())) throw new BadSpec("property " + p.name() + " is given twice");
                names.add(p.name());
            }
            return new MopListener(props);
        }
    }
}
