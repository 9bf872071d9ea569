package jvsim.causal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvsim.causal.Trace.Access;
import jvsim.causal.Trace.Event;
import jvsim.causal.Trace.Sync;
import jvsim.vm.Op;

/**
 * The identity of the VM state after a sequence of recorded events, built one event at a time
 * (see {@link CausalModel#key} for why it identifies the state): per thread, how many steps it
 * made, every value it read (for a read only a branch uses, whether the branch was taken) and
 * every data choice; each data location's last written value; for
 * each other synchronization location but a class's initialization state, the steps that wrote
 * it, in order; the threads each notify woke. It is kept as a 128-bit fingerprint of those entries (a sum of two independent 64-bit
 * hashes of each, so that an entry replaced is subtracted and the next one added), which lets a
 * trace's every intermediate state be named in constant time per event.
 */
final class StateKey {
    /** A state's fingerprint, with the thread (and its data choices) that steps next. */
    record Fingerprint(long a, long b) { }

    private final Map<String, Long> entries = new HashMap<>();
    private long a, b;

    /** The key of the state after done. */
    static StateKey after(List<Event> done) {
        StateKey k = new StateKey();
        for (Event e : done) k.add(e);
        return k;
    }

    /** Adds the effects of one more event. */
    void add(Event e) {
        String steps = "steps " + e.thread;
        put(steps, entries.getOrDefault(steps, 0L) + 1);
        for (Access x : e.accesses) {
            if (x.reads) put("read " + e.readId(x.at), x.observed());
            if (x.writes) put("value " + x.at.holder() + ":" + x.at.key(), x.after);
        }
        if (e.entries.size() > 1) put("choices " + e.thread + "#" + e.seq + " " + e.entries.subList(1, e.entries.size()), 0);
        if (!e.woke.isEmpty()) put("woke " + e.thread + "#" + e.seq + " " + e.woke, 0);
        for (Sync y : e.syncs) {
            // which classes are initialized follows from the threads' positions and reads (see the class comment)
            if (!y.writes() || y.key() == Op.KEY_INIT) continue;
            String at = "sync " + y.holder() + ":" + y.key();
            // the writers in order, as a chain of hashes
            put(at, mix(entries.getOrDefault(at, 0L) ^ hash(e.thread + "#" + e.seq, 0, 0x51ED270B27A4D1B5L), 0x2545F4914F6CDD1DL));
        }
    }

    /** The fingerprint of this state with thread next (its schedule entries: the thread, then its data choices) about to step. */
    Fingerprint next(String next, List<String> nextEntries) {
        String n = "next " + next + (nextEntries.size() > 1 ? " " + nextEntries.subList(1, nextEntries.size()) : "");
        return new Fingerprint(a + hash(n, 0, SEED_A), b + hash(n, 0, SEED_B));
    }

    /**
     * The fingerprint of this state reached by a step of thread previous, the follower's rule
     * choosing every step from here (previous again while it is enabled and not about to yield,
     * else the next enabled thread after it or the first enabled one: ScheduleFollower): the state
     * a blocking question's prefix ends in.
     */
    Fingerprint previous(String previous) {
        String n = "previous " + previous;
        return new Fingerprint(a + hash(n, 0, SEED_A), b + hash(n, 0, SEED_B));
    }

    private void put(String key, long value) {
        Long old = entries.put(key, value);
        if (old != null) {
            a -= hash(key, old, SEED_A);
            b -= hash(key, old, SEED_B);
        }
        a += hash(key, value, SEED_A);
        b += hash(key, value, SEED_B);
    }

    private static final long SEED_A = 0x9E3779B97F4A7C15L, SEED_B = 0xC2B2AE3D27D4EB4FL;

    private static long hash(String s, long value, long seed) {
        long h = seed;
        for (int i = 0; i < s.length(); i++) h = (h ^ s.charAt(i)) * 0x100000001B3L;
        return mix(h ^ mix(value ^ seed, seed), seed);
    }

    private static long mix(long x, long seed) {
        x ^= seed;
        x = (x ^ (x >>> 33)) * 0xFF51AFD7ED558CCDL;
        x = (x ^ (x >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return x ^ (x >>> 33);
    }
}
