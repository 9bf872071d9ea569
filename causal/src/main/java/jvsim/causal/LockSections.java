package jvsim.causal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvsim.causal.Trace.Access;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Location;
import jvsim.vm.Op;

/**
 * Φ_lock of a {@link CausalModel}'s window: each thread's critical sections per monitor, the steps
 * that begin by taking a monitor (the deadlock questions' acquisitions), and what mutual exclusion
 * alone decides of a read and a write.
 */
final class LockSections {
    private final Trace trace;
    private final int from;
    private final List<Event> events;
    private final Map<String, Integer> threadNumber;
    /**
     * Critical sections per monitor: {thread number, acquiring event (-1: before the window),
     * releasing event or -1}.
     */
    final Map<Long, List<int[]>> sections = new LinkedHashMap<>();
    /**
     * The steps that begin by taking a monitor their thread does not hold (an outermost monitor
     * enter, or the re-acquisition after a wait), which the thread would block at while another
     * thread holds it: {event index, monitor id}, and the monitors the thread holds then.
     */
    final List<long[]> acquisitions = new ArrayList<>();
    final List<Set<Long>> heldAt = new ArrayList<>();
    /**
     * For each event of the window, the critical section of each monitor that strictly contains it
     * in its thread (after the section's acquiring step, before its releasing one): the same int[]
     * as in {@link #sections}. Empty when the window has no sections.
     */
    private final Map<Integer, Map<Long, int[]>> inside = new HashMap<>();
    /** For each write of a location (its access), the next write of that location by the same thread in the window, if any. */
    final Map<Access, Event> nextOwnWrite = new java.util.IdentityHashMap<>();

    /**
     * The sections of the window events (from the trace's index from; threadNumber gains the
     * threads with a section open when the window begins), writers: the events that write each
     * data location, in order.
     */
    LockSections(Trace trace, int from, List<Event> events, Map<String, Integer> threadNumber, Map<Location, List<Event>> writers) {
        this.trace = trace;
        this.from = from;
        this.events = events;
        this.threadNumber = threadNumber;
        lockSections(threadNumber);
        sectionsIndex(writers);
    }

    /**
     * Splits each thread's lock operations into critical sections per monitor, and notes the steps
     * that begin by taking a monitor their thread does not hold ({@link #acquisitions}). Scans the
     * events before the window too: a section open when the window begins is taken before it.
     */
    private void lockSections(Map<String, Integer> threads) {
        Map<String, Integer> depth = new HashMap<>(), saved = new HashMap<>();
        Map<String, int[]> open = new HashMap<>();
        Map<String, Set<Long>> held = new HashMap<>();
        Map<String, Long> monitorOf = new HashMap<>();
        for (Event e : trace.events.subList(0, from + events.size())) {
            if (e.index == from) {
                // what is held when the window begins: sections taken before it
                for (var o : open.entrySet()) {
                    int[] section = {threads.computeIfAbsent(o.getKey().substring(0, o.getKey().indexOf('/')), t -> threads.size()), -1, -1};
                    o.setValue(section);
                    sections.computeIfAbsent(monitorOf.get(o.getKey()), m -> new ArrayList<>()).add(section);
                }
            }
            boolean inWindow = e.index >= from;
            Set<Long> mine = held.computeIfAbsent(e.thread, t -> new LinkedHashSet<>());
            for (long[] l : e.locks) {
                String k = e.thread + "/" + l[1];
                int d = depth.getOrDefault(k, 0);
                if (l[0] == Op.ACQUIRE) {
                    Integer s = saved.remove(k);
                    if (s != null || d == 0) {
                        // the step's own operation (not a JDK region's inner one) may block here
                        if (inWindow && l == e.locks.get(0) && e.kind == Op.ACQUIRE && !mine.isEmpty()) {
                            acquisitions.add(new long[] {e.index, l[1]});
                            heldAt.add(Set.copyOf(mine));
                        }
                        int[] section = {inWindow ? threads.get(e.thread) : -1, e.index, -1};
                        open.put(k, section);
                        monitorOf.put(k, l[1]);
                        if (inWindow) sections.computeIfAbsent(l[1], m -> new ArrayList<>()).add(section);
                        mine.add(l[1]);
                    }
                    depth.put(k, s != null ? s : d + 1);
                } else if (l[0] == Op.WAIT || d <= 1) {
                    if (l[0] == Op.WAIT) saved.put(k, Math.max(d, 1));
                    depth.put(k, 0);
                    mine.remove(l[1]);
                    int[] section = open.remove(k);
                    if (section != null) section[2] = e.index;
                } else {
                    depth.put(k, d - 1);
                }
            }
        }
        // a section that begins and ends within one step excludes nothing
        for (List<int[]> ss : sections.values()) ss.removeIf(s -> s[1] == s[2]);
    }

    /**
     * Whether mutual exclusion alone keeps read r (own: its thread's last write of the location
     * before it, or null) from seeing write w of another thread, so that Φ has no such schedule
     * and the question need not be asked: r and w are strictly inside critical sections of one
     * monitor (in their threads), and either r's thread wrote the location before r within r's
     * section (w would have to come between that write and r, while r's thread holds the monitor),
     * or w's thread writes the location again after w within w's section (r would have to come
     * between the two, while w's thread holds it). Two threads' printing under one stream's lock
     * asked thousands of such questions of long traces.
     */
    boolean excluded(Event r, Event own, Event w, Location at) { return shielded(r, own, w, at, true); }

    /**
     * {@link #excluded}'s first case alone when overwritten is false: w cannot come between r and
     * own, its thread's last write of the location before it.
     */
    boolean shielded(Event r, Event own, Event w, Location at, boolean overwritten) {
        Map<Long, int[]> rs = inside.get(r.index), ws = inside.get(w.index);
        if (rs == null || ws == null) return false;
        Map<Long, int[]> owns = own == null ? null : inside.get(own.index);
        Event next = overwritten ? nextOwnWrite.get(CausalModel.access(w, at)) : null;
        Map<Long, int[]> nexts = next == null ? null : inside.get(next.index);
        for (var en : rs.entrySet()) {
            int[] sw = ws.get(en.getKey());
            if (sw == null) continue;
            if (owns != null && owns.get(en.getKey()) == en.getValue()) return true;
            if (nexts != null && nexts.get(en.getKey()) == sw) return true;
        }
        return false;
    }

    /** Fills {@link #inside} and {@link #nextOwnWrite} (for {@link #excluded}), in time linear in the events each section holds. */
    private void sectionsIndex(Map<Location, List<Event>> writers) {
        for (var ws : writers.entrySet()) {
            Map<String, Event> later = new HashMap<>();
            for (int i = ws.getValue().size() - 1; i >= 0; i--) {
                Event w = ws.getValue().get(i);
                Event next = later.put(w.thread, w);
                if (next != null) nextOwnWrite.put(CausalModel.access(w, ws.getKey()), next);
            }
        }
        if (sections.isEmpty()) return;
        Map<Integer, List<Event>> byThread = new HashMap<>();
        for (Event e : events) byThread.computeIfAbsent(threadNumber.get(e.thread), t -> new ArrayList<>()).add(e);
        for (var m : sections.entrySet()) {
            for (int[] s : m.getValue()) {
                List<Event> es = byThread.getOrDefault(s[0], List.of());
                // the thread's first event after the section's acquiring one
                int lo = 0, hi = es.size();
                while (lo < hi) {
                    int mid = (lo + hi) >>> 1;
                    if (es.get(mid).index <= s[1]) lo = mid + 1;
                    else hi = mid;
                }
                for (int i = lo; i < es.size() && (s[2] < 0 || es.get(i).index < s[2]); i++)
                    inside.computeIfAbsent(es.get(i).index, k -> new HashMap<>()).put(m.getKey(), s);
            }
        }
    }
}
