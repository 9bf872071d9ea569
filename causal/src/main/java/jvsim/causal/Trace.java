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

        Access(Location at, boolean reads, long before) { this.at = at; this.reads = reads; this.before = before; }

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

        Event(int index, String thread, int seq, Op op, List<Access> accesses, List<String> woke) {
            this.index = index; this.thread = thread; this.seq = seq; this.kind = op.kind; this.accesses = accesses;
            this.statusWrites = op.statusWrites; this.self = op.self; this.woke = woke; this.halts = op.halts != 0;
            entries.add(thread);
            // every side of the step's chain (Op#also) too: the file system's side of a mapped
            // access, the descriptor and random counters (files.MappedCounter, net.DescriptorOrder)
            for (Op p = op; p != null; p = p.also) part(p);
            if (op.footprint != null) for (Op f : op.footprint) for (Op p = f; p != null; p = p.also) part(p);
            if (op.initsEnded != null) for (long c : op.initsEnded) syncs.add(new Sync(c, Op.KEY_INIT, true));
            // what outlives the VM (output, an uncaught exception, the end of the VM) in the order of the trace
            if (op.effects == Op.EFFECTS_SEEN || op.halts != 0) syncs.add(new Sync(0, KEY_EFFECTS, true));
        }

        private void part(Op p) {
            if (p.isAccess() && p.key >= 0) return; // data: its values came through accessed
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

    /** Every read's value by the read's identity ({@link Event#readId}): executions that agree on it are one causal model. */
    Map<String, Long> readValues() {
        Map<String, Long> out = new java.util.TreeMap<>();
        for (Event e : events) for (Access a : e.accesses) if (a.reads) out.put(e.readId(a.at), a.before);
        return out;
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
            Location at = new Location(part.holderId(), part.key + i);
            Access a = stepAccesses.get(at);
            if (a == null) stepAccesses.put(at, a = new Access(at, part.kind != Op.WRITE, before));
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
                    if (i >= 0) events.get(i).entries.add(s.scheduleEntry());
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
