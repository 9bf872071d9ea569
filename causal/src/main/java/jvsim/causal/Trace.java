package jvsim.causal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.search.Step;
import jvsim.vm.ExecutionListener;
import jvsim.vm.Op;
import jvsim.vm.Outcome;
import jvsim.vm.VmThread;

/**
 * One recorded execution as causal search models it: its steps (events) in order, each with the
 * values it read and wrote at data locations (from {@link ExecutionListener#accessed}), its lock
 * operations, and its other synchronization (thread start, end and join, park and unpark, class
 * initialization, interrupts, IMUnit events, the threads a notify woke). {@link Recorder} builds it
 * while the execution runs.
 */
final class Trace {
    /** A data location: the holder's stable id and the key of one field or array element. */
    record Location(long holder, long key) { }

    /**
     * What one step did at one data location: reads (its first access there read it) the value
     * before, writes (some access there wrote) the value after. before is what the location held when
     * the step first touched it.
     */
    static final class Access {
        final Location at;
        final boolean reads;
        final long before;
        boolean writes;
        long after;

        /**
         * For a read whose value its thread uses only in the branch right after it
         * ({@link Op#valueTest}), whether that branch is taken, as a predicate on values; null when
         * the value itself matters.
         */
        java.util.function.LongPredicate test;

        Access(Location at, boolean reads, long before) { this.at = at; this.reads = reads; this.before = before; }

        /** What the read's thread makes of value v seen there: v, or for a tested read 1 or 0 (the branch taken or not). */
        long observe(long v) { return test == null ? v : test.test(v) ? 1 : 0; }

        /** What the read's thread made of what it saw ({@link #observe} of before). */
        long observed() { return observe(before); }

        /** The value the step read (reads) or left (writes). */
        long value(boolean written) { return written ? after : before; }
    }

    /** The pseudo-location of the steps whose effects outlive the VM (see {@link Op#effects}, {@link Op#halts}). */
    static final long KEY_EFFECTS = Long.MIN_VALUE;

    /** A synchronization part of a step other than a lock operation: a location outside the data (a KEY_ constant), written or only read. */
    record Sync(long holder, long key, boolean writes) { }

    /** One step of the execution. */
    static final class Event {
        final int index;
        /** The thread's path (stable across executions) and how many steps it made before this one. */
        final String thread;
        final int seq;
        final int kind;
        final List<Access> accesses;
        /** ACQUIRE, RELEASE and WAIT parts on monitors, in order: {kind, monitor id} pairs. */
        final List<long[]> locks = new ArrayList<>(0);
        final List<Sync> syncs = new ArrayList<>(0);
        /** START: the child's path; JOIN: the joined thread's path (else null). */
        String forked, joined;
        /** Ids of the Thread objects whose status the step changed (woke, blocked), or null. */
        final long[] statusWrites;
        /** The Thread object id of the step's thread. */
        final long self;
        /** Paths of the threads a notify in this step woke. */
        final List<String> woke;
        /** The step ended the VM while other threads were alive (see {@link Op#halts}). */
        final boolean halts;
        /** Whether the step is one of the prefix the execution was run to follow (the seed it comes from). */
        boolean seed;
        /** The schedule entries of the step: its thread's path, then its data choices ("path=value"). */
        final List<String> entries = new ArrayList<>(1);
        /** The range of each data choice of the step, in the order of entries (after the first): {min, max}. */
        final List<int[]> choiceRanges = new ArrayList<>(0);

        /** The step was an undone attempt only (jvsim.vm.Op#UNDONE_ALL): it read, changed nothing but its thread's status (waiting). */
        final boolean undone;

        Event(int index, String thread, int seq, Op op, List<Access> accesses, List<String> woke) {
            this.index = index; this.thread = thread; this.seq = seq; this.kind = op.kind; this.accesses = accesses;
            this.undone = op.undoneFrom == Op.UNDONE_ALL;
            this.statusWrites = op.statusWrites; this.self = op.self; this.woke = woke; this.halts = op.halts != 0;
            entries.add(thread);
            // the step's own operation, its footprint and the further sides of each (a file's, a counter's)
            for (Op p : op.parts()) part(p);
            if (op.initsEnded != null) for (long c : op.initsEnded) syncs.add(new Sync(c, Op.KEY_INIT, true));
            // what outlives the VM (output, an uncaught exception, the end of the VM) in the order of the trace
            if (op.effects == Op.EFFECTS_SEEN || op.halts != 0) syncs.add(new Sync(0, KEY_EFFECTS, true));
        }

        private void part(Op p) {
            // data: its values came through accessed (off-heap memory has none: ordered as recorded, as synchronization)
            if (p.valueKnown()) return;
            switch (p.kind) {
                case Op.ACQUIRE, Op.RELEASE, Op.WAIT -> {
                    if (p.key == Op.KEY_MONITOR) locks.add(new long[] {p.kind, p.holderId()});
                    else syncs.add(new Sync(p.holderId(), p.key, p.kind != Op.ACQUIRE));
                }
                case Op.BEGIN, Op.YIELD, Op.SLEEP, Op.CHOICE -> { }
                case Op.RESUME -> { if (p.key == Op.KEY_INIT) syncs.add(new Sync(p.holderId(), p.key, false)); }
                case Op.EVENT -> syncs.add(new Sync(0, Op.KEY_EVENT, true));
                default -> {
                    if (p.kind == Op.START && p.other != null) forked = p.other.path;
                    // the start is on the thread's permit, and writes its liveness too: isAlive and join read it (as DPOR's Dependence has it)
                    if (p.kind == Op.START) syncs.add(new Sync(p.holderId(), Op.KEY_ALIVE, true));
                    if (p.kind == Op.JOIN && p.other != null) joined = p.other.path;
                    syncs.add(new Sync(p.holderId(), p.key, p.kind != Op.READ && p.kind != Op.JOIN));
                }
            }
        }

        /** The identity of a read of this step at a location, stable across executions of schedules that agree up to it. */
        String readId(Location at) { return thread + "#" + seq + "@" + at.holder() + ":" + at.key(); }
    }

    final List<Event> events;

    Trace(List<Event> events) { this.events = events; }

    /**
     * Every read's value by the read's identity (its thread, its step's number among the thread's
     * steps that were not only an undone attempt, its location), and every data choice's (by its
     * step and place among the step's choices): executions that agree on them are one causal
     * model. A step that was only an undone attempt (a guarded JDK operation that would have
     * parked: it read, and changed nothing but its thread's status) is left out, as a stutter:
     * executions that differ only in where a thread tried in vain to take a lock or an item are
     * one model, as they are one to DPOR, which does not run doomed attempts (juc.PoolAddAndGet:
     * 30 models instead of 100; 450 executions instead of 1,357).
     *
     * <p>The order of the steps with effects outside the VM (output, an uncaught exception) is part
     * of it too: two executions whose reads all see the same values can print in other orders —
     * two threads' prints, every read of the stream's buffers seeing what it saw — and then end
     * with other outputs and ask other questions (the other print first). Taken for one model, the
     * second's questions were not asked, and the outputs only they lead to were missed (two
     * threads that each print, then print twice holding the stream: two of the six outputs).
     */
    Map<String, Long> readValues() {
        Map<String, Long> out = new java.util.TreeMap<>();
        Map<String, Integer> lasting = new HashMap<>();
        int effects = 0;
        for (Event e : events) {
            if (e.undone) continue;
            int seq = lasting.merge(e.thread, 1, Integer::sum) - 1;
            String id = e.thread + "#" + seq;
            for (Access a : e.accesses) if (a.reads) out.put(id + "@" + a.at.holder() + ":" + a.at.key(), a.observed());
            for (int c = 1; c < e.entries.size(); c++) out.put(id + "=" + c, (long) Step.valueOf(e.entries.get(c)));
            // the order of the threads' effects: which thread made the k-th (not at which of its
            // steps: the steps between them that read nothing are no part of the model); a halting
            // step adds no output (what it cut short shows in the other threads' effects)
            if (!e.halts) for (Sync y : e.syncs) if (y.key() == KEY_EFFECTS) out.put("effect " + effects++ + " " + e.thread, 0L);
        }
        return out;
    }

    /** A resource the order of whose steps the model takes from the trace: a monitor, a synchronization location, a thread's status. */
    private record Resource(int kind, long holder, long key) { }

    /** Built on first use by {@link #embeds}: each thread's events by step number, each resource's events in order, each location's value before its first access. */
    private Map<String, List<Event>> byThread;
    private Map<Resource, List<Integer>> byResource;
    private Map<Location, Long> initial;
    /** Per event index, the wake-ups it takes part in: a resumption and the last step of another thread before it that changed its thread's status. */
    private Map<Integer, List<Resource>> wakeUps;

    /**
     * The resources e's order is taken from the trace on: its monitors and synchronization
     * locations (a thread's status among them where some step read it, see {@link Recorder#take}),
     * and the resumption of a thread after park, sleep or a class initialization together with the
     * step that woke it ({@link #index}).
     */
    private java.util.Set<Resource> resources(Event e) {
        java.util.Set<Resource> out = new java.util.LinkedHashSet<>(4);
        for (long[] l : e.locks) out.add(new Resource(0, l[1], Op.KEY_MONITOR));
        for (Sync y : e.syncs) out.add(new Resource(1, y.holder(), y.key()));
        List<Resource> w = wakeUps.get(e.index);
        if (w != null) out.addAll(w);
        return out;
    }

    private void index() {
        if (byThread != null) return;
        byThread = new HashMap<>();
        byResource = new HashMap<>();
        initial = new HashMap<>();
        wakeUps = new HashMap<>();
        for (Event e : events) {
            if (e.kind != Op.RESUME) continue;
            for (int i = e.index - 1; i >= 0; i--) {
                Event w = events.get(i);
                if (w.thread.equals(e.thread)) break;
                if (w.statusWrites != null && java.util.Arrays.stream(w.statusWrites).anyMatch(h -> h == e.self)) {
                    Resource r = new Resource(2, e.self, e.index);
                    wakeUps.computeIfAbsent(w.index, k -> new ArrayList<>()).add(r);
                    wakeUps.computeIfAbsent(e.index, k -> new ArrayList<>()).add(r);
                    break;
                }
            }
        }
        for (Event e : events) {
            byThread.computeIfAbsent(e.thread, t -> new ArrayList<>()).add(e);
            for (Resource r : resources(e)) {
                List<Integer> es = byResource.computeIfAbsent(r, k -> new ArrayList<>());
                es.add(e.index);
            }
            for (Access a : e.accesses) initial.putIfAbsent(a.at, a.before);
        }
    }

    /**
     * Whether this (complete) trace has the schedule prefix's events, each reading what it reads
     * in the prefix, and could have run them first: its steps with the prefix's threads and step
     * numbers make the same data choices and read the same values (the prefix's last step, whose
     * other reads the question leaves open, has none but target, which reads value there: that is
     * what the question asks), on every monitor and synchronization location the prefix's steps
     * are the first of the trace's (and a resumption in the prefix has the step that woke it
     * there too), and with the prefix's steps first and the
     * trace's others after them in its order every read still sees the value it saw. This trace
     * reordered so is then an execution of the same causal model (the same steps reading the same
     * values) that begins with the prefix: the prefix asks for nothing this trace's questions do
     * not already cover.
     */
    boolean embeds(List<Event> prefix, Location target, long value) {
        index();
        Event last = prefix.get(prefix.size() - 1);
        // most traces differ at the question's step: look there first
        if (!same(last, last, value, target)) return false;
        java.util.BitSet mine = new java.util.BitSet(events.size());
        Map<Resource, Integer> taken = new HashMap<>();
        for (Event p : prefix) {
            if (!same(p, last, value, target)) return false;
            Event e = byThread.get(p.thread).get(p.seq);
            mine.set(e.index);
            for (Resource r : resources(e)) taken.merge(r, 1, Integer::sum);
        }
        // the prefix's steps are the first on each resource they touch
        for (var t : taken.entrySet()) {
            List<Integer> es = byResource.get(t.getKey());
            for (int i = 0; i < t.getValue(); i++) if (!mine.get(es.get(i))) return false;
        }
        Map<Location, Long> memory = new HashMap<>(initial);
        for (Event p : prefix) if (!replay(byThread.get(p.thread).get(p.seq), memory)) return false;
        for (Event e : events) if (!mine.get(e.index) && !replay(e, memory)) return false;
        return true;
    }

    /**
     * Whether this trace has p's step (its thread's step of that number) with p's data choices and
     * accesses, reading what p read (p the prefix's last step: reading value at target, its other
     * reads left open).
     */
    private boolean same(Event p, Event last, long value, Location target) {
        List<Event> own = byThread.get(p.thread);
        if (own == null || p.seq >= own.size()) return false;
        Event e = own.get(p.seq);
        if (!e.entries.equals(p.entries) || e.accesses.size() != p.accesses.size()) return false;
        for (int i = 0; i < e.accesses.size(); i++) {
            Access a = e.accesses.get(i), b = p.accesses.get(i);
            if (!a.at.equals(b.at) || a.reads != b.reads) return false;
            if (a.reads && (p != last || a.at.equals(target)) && a.observed() != b.observe(p == last ? value : b.before)) return false;
        }
        return true;
    }

    /** Applies e to memory: false when one of its reads would see another value than it saw. */
    private static boolean replay(Event e, Map<Location, Long> memory) {
        for (Access a : e.accesses) {
            Long held = memory.get(a.at);
            if (a.reads && (held == null || a.observe(held) != a.observed())) return false;
            if (a.writes) memory.put(a.at, a.after);
        }
        return true;
    }

    /**
     * Records the trace of each execution: the steps the search reports, the values the VM reports
     * for each step before it, and the threads notify woke during a step.
     */
    static final class Recorder implements ExecutionListener {
        private List<Event> events = new ArrayList<>();
        private final Map<String, Integer> seqs = new HashMap<>();
        private final Map<Location, Access> stepAccesses = new java.util.LinkedHashMap<>();
        private List<String> woke = new ArrayList<>(0);

        @Override public int events() { return VALUES | NOTIFICATIONS; }

        @Override public void executionStarted(jvsim.vm.Vm vm) {
            events = new ArrayList<>();
            seqs.clear();
            stepAccesses.clear();
            woke = new ArrayList<>(0);
        }

        @Override public void accessed(VmThread t, Op part, int i, long before, long after) {
            // a read whose value the thread never uses is no read of the causal model: any value does
            if (part.valueUnused()) return;
            Location at = new Location(part.holderId(), part.key + i);
            Access a = stepAccesses.get(at);
            if (a == null) {
                stepAccesses.put(at, a = new Access(at, part.kind != Op.WRITE, before));
                // a read whose value only decides the branch after it: only the branch matters
                if (a.reads) a.test = part.valueTest();
            } else if (part.kind != Op.WRITE) {
                a.test = null; // read again in the step: its value may matter beyond the branch
            }
            if (part.writes()) {
                a.writes = true;
                a.after = after;
            }
        }

        @Override public void notified(VmThread t, jvsim.vm.VmObject monitor, List<VmThread> woken) {
            for (VmThread w : woken) woke.add(w.path);
        }

        @Override public void stepped(VmThread t, Op op, Outcome outcome) {
            int seq = seqs.merge(t.path, 1, Integer::sum) - 1;
            events.add(new Event(events.size(), t.path, seq, op, List.copyOf(stepAccesses.values()), woke));
            stepAccesses.clear();
            woke = new ArrayList<>(0);
        }

        /**
         * The trace of the execution that just ended, run to follow the schedule prefix seed, with
         * the data choices of its steps (the execution's steps are the recorded ones in order, each
         * followed by its choices); each thread's first steps, as many as seed has of it, are the seed's.
         */
        Trace take(List<Step> steps, List<String> seed) {
            Map<String, Integer> seeded = new HashMap<>();
            for (String entry : seed) if (entry.indexOf('=') < 0) seeded.merge(entry, 1, Integer::sum);
            for (Event e : events) e.seed = e.seq < seeded.getOrDefault(e.thread, 0);
            int i = -1;
            for (Step s : steps) {
                if (s.op.kind == Op.CHOICE) {
                    if (i >= 0) {
                        events.get(i).entries.add(s.scheduleEntry());
                        events.get(i).choiceRanges.add(new int[] {s.choiceMin, s.choiceMax});
                    }
                } else if (++i >= events.size()) {
                    throw new IllegalStateException("jvsim: causal search recorded " + events.size() + " steps of " + steps.size());
                }
            }
            // a change of a thread's status matters to the trace when some step reads it (getState)
            java.util.Set<Long> read = new java.util.HashSet<>();
            for (Event e : events) for (Sync y : e.syncs) if (y.key() == Op.KEY_STATUS && !y.writes()) read.add(y.holder());
            for (Event e : events)
                if (e.statusWrites != null) for (long h : e.statusWrites) if (read.contains(h)) e.syncs.add(new Sync(h, Op.KEY_STATUS, true));
            Trace t = new Trace(events);
            events = new ArrayList<>();
            return t;
        }
    }
}
