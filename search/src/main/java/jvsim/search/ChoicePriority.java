package jvsim.search;

import java.util.List;
import jvsim.vm.VmThread;

/**
 * Which thread choices a systematic search explores first (--prioritize, e.g. change-aware
 * preemption prioritization): at a choice where the thread of the previous step could be preempted,
 * the threads to explore now; the others are postponed, not dropped, so a search that ends has
 * explored every execution it explores without a priority (see docs/capp.md, "How each search
 * keeps every execution"). Applied only where a preemption is possible ({@link #preemptible}).
 */
public interface ChoicePriority {
    /**
     * For each of enabled (in thread order), whether it is explored now (true) or postponed; prev
     * (the thread of the previous step) is enabled and is always kept. Called only where
     * {@link #preemptible} holds.
     */
    boolean[] keep(List<VmThread> enabled, VmThread prev);

    /**
     * Among the threads kept at a choice, whether t is one to run first (e.g. its next step is
     * change-impacted; see {@link #order}, which the depth-first searches and DPOR follow), which
     * changes only the order of what they explore.
     */
    default boolean prefers(VmThread t) { return false; }

    /** The name reports give it, e.g. "capp:line-on-stack:all". */
    String name();

    /**
     * Whether a choice can preempt prev: it made the step before, can go on (is enabled and does not
     * give the processor away by yielding or sleeping) and another thread could run instead.
     */
    static boolean preemptible(List<VmThread> enabled, VmThread prev) {
        return prev != null && enabled.size() > 1 && enabled.contains(prev) && !BoundedSearch.yields(prev);
    }

    /**
     * The order a search tries the threads at a choice (keep: the priority's mask, null: all kept):
     * the preemptions the priority keeps first (to the threads it prefers, then to the others),
     * then prev going on, then the postponed threads; each group in thread order. Without a
     * priority, or where no preemption is possible, enabled as it is.
     */
    static List<VmThread> order(ChoicePriority priority, List<VmThread> enabled, VmThread prev, boolean[] keep) {
        if (priority == null || !preemptible(enabled, prev)) return enabled;
        List<VmThread> first = new java.util.ArrayList<>(), rest = new java.util.ArrayList<>();
        for (int i = 0; i < enabled.size(); i++) {
            VmThread t = enabled.get(i);
            if (keep != null && !keep[i] || t == prev) continue;
            (priority.prefers(t) ? first : rest).add(t);
        }
        first.addAll(rest);
        first.add(prev);
        for (int i = 0; i < enabled.size(); i++) if (keep != null && !keep[i]) first.add(enabled.get(i));
        return first;
    }

    /**
     * What priority keeps at a choice: null when everything is kept (no priority, no preemption
     * possible, or every thread kept), else the mask (prev always kept).
     */
    static boolean[] postponing(ChoicePriority priority, List<VmThread> enabled, VmThread prev) {
        if (priority == null || !preemptible(enabled, prev)) return null;
        boolean[] keep = priority.keep(enabled, prev).clone();
        if (keep.length != enabled.size()) throw new IllegalStateException("jvsim: priority " + priority.name() + " gave " + keep.length + " marks for " + enabled.size() + " threads");
        keep[enabled.indexOf(prev)] = true;
        for (boolean k : keep) if (!k) return keep;
        return null;
    }
}
