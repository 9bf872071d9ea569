package jvsim.capp;

import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.search.ChoicePriority;
import jvsim.vm.Frame;
import jvsim.vm.Op;
import jvsim.vm.VmClass;
import jvsim.vm.VmField;
import jvsim.vm.VmMethod;
import jvsim.vm.VmThread;

/**
 * One of the 14 heuristics of change-aware preemption prioritization (a {@link MatchMode} and a
 * {@link PrioritizationMode}) over a program's impacted points: at a choice where the thread that
 * ran last could be preempted, every enabled thread is kept when all (ALL) or at least one (SOME)
 * of them is change-impacted, else only that thread is, the preemptions being postponed (not
 * dropped; see {@link ChoicePriority}). The points are resolved once per method and per class the
 * VM loads (by their names), not at every choice.
 */
public final class CappHeuristic implements ChoicePriority {
    private final MatchMode match;
    private final PrioritizationMode mode;
    private final ImpactedPoints points;
    /** Java class names of the line points; "class.method" of them; lines by "class.method". */
    private final Set<String> classes = new HashSet<>(), methods = new HashSet<>();
    private final Map<String, Set<Integer>> lines = new HashMap<>();
    /** Field points by declaring class (Java name). */
    private final Map<String, Set<String>> fields = new HashMap<>();
    /** What each method the threads stood in matches (resolved once). */
    private final Map<VmMethod, MethodMatch> byMethod = new IdentityHashMap<>();
    /** The keys of the impacted fields an object of each class (or a class mirror's statics) has. */
    private final Map<VmClass, long[]> fieldKeys = new IdentityHashMap<>();

    public CappHeuristic(MatchMode match, PrioritizationMode mode, ImpactedPoints points) {
        this.match = match;
        this.mode = mode;
        this.points = points;
        for (ImpactedPoint p : points.points()) {
            if (p.isField()) {
                fields.computeIfAbsent(p.className(), k -> new HashSet<>()).add(p.field());
            } else {
                classes.add(p.className());
                methods.add(p.className() + "." + p.method());
                lines.computeIfAbsent(p.className() + "." + p.method(), k -> new HashSet<>()).add(p.line());
            }
        }
    }

    public MatchMode match() { return match; }

    public PrioritizationMode mode() { return mode; }

    public ImpactedPoints points() { return points; }

    @Override public String name() { return "capp:" + match.optionName() + ":" + mode.optionName(); }

    @Override public String toString() { return name(); }

    @Override public boolean[] keep(List<VmThread> enabled, VmThread prev) {
        int impacted = 0;
        for (VmThread t : enabled) if (impacted(t)) impacted++;
        boolean all = mode == PrioritizationMode.ALL ? impacted == enabled.size() : impacted > 0;
        boolean[] keep = new boolean[enabled.size()];
        for (int i = 0; i < keep.length; i++) keep[i] = all || enabled.get(i) == prev;
        return keep;
    }

    /** A change-impacted thread runs first among those kept. */
    @Override public boolean prefers(VmThread t) { return impacted(t); }

    /** Whether t's next step is change-impacted under the match mode. */
    public boolean impacted(VmThread t) {
        if (match == MatchMode.FIELD) return accessesImpactedField(t.pending);
        Frame f = t.top;
        if (!match.onStack()) {
            while (f != null && f.method.owner.jdk) f = f.caller;
            return f != null && matches(f);
        }
        for (; f != null; f = f.caller) if (matches(f)) return true;
        return false;
    }

    private record MethodMatch(boolean cls, boolean method, Set<Integer> lines) { }

    private boolean matches(Frame f) {
        MethodMatch m = byMethod.computeIfAbsent(f.method, vm -> {
            String cls = vm.owner.javaName(), key = cls + "." + vm.name + vm.desc;
            return new MethodMatch(classes.contains(cls), methods.contains(key), lines.getOrDefault(key, Set.of()));
        });
        switch (match) {
            case CLASS: case CLASS_ON_STACK: return m.cls;
            case METHOD: case METHOD_ON_STACK: return m.method;
            default: return !m.lines.isEmpty() && m.lines.contains(f.line());
        }
    }

    /** Whether op reads or writes a field that is an impacted point. */
    private boolean accessesImpactedField(Op op) {
        if (op.kind != Op.READ && op.kind != Op.WRITE && op.kind != Op.RMW || op.obj == null || op.key < 0) return false;
        VmClass holder = op.obj.meta instanceof VmClass c ? c : op.obj.cls; // a class mirror holds its statics
        long[] keys = fieldKeys.computeIfAbsent(holder, this::impactedKeys);
        for (long k : keys) if (k == op.key) return true;
        return false;
    }

    /** The keys of the impacted fields of c and its superclasses. */
    private long[] impactedKeys(VmClass c) {
        java.util.List<Long> keys = new java.util.ArrayList<>();
        for (VmClass x = c; x != null; x = x.superclass) {
            Set<String> names = fields.get(x.javaName());
            if (names == null) continue;
            for (VmField f : x.declaredFields) if (names.contains(f.name)) keys.add(f.key);
        }
        return keys.stream().mapToLong(Long::longValue).toArray();
    }
}
