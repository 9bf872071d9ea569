package jvsim.testing;

import java.util.ArrayList;
import java.util.List;

/**
 * The test tier: the cross-checks (searches compared with each other or with the host JVM over a
 * family of programs, seeds or schedules) run whole in the full tier and a fixed sample of each in
 * the fast one. {@code mvn -B verify} runs the fast tier; {@code -Pfull} (or
 * {@code -Djvsim.tier=full}) and {@code -Pexhaustive} the full one (README, "Run all tests"). A
 * sample is deterministic, the same on every run, and named: a sampled test's display name ends in
 * {@link #mark}, and each sampling prints one line saying what it kept.
 */
public final class Tier {
    private Tier() {}

    /** Whether this run is the full tier: the system property jvsim.tier is "full" (the poms set it; absent, the fast tier). */
    public static final boolean FULL = "full".equals(System.getProperty("jvsim.tier", "fast"));

    /**
     * The elements of all whose index is offset modulo every (every k-th from offset) in the fast
     * tier, all of them in the full one; prints what it kept under the name what.
     */
    public static <T> List<T> every(String what, List<T> all, int every, int offset) {
        if (every < 1 || offset < 0 || offset >= every) throw new IllegalArgumentException("every " + every + " from " + offset);
        if (FULL) return all;
        List<T> kept = new ArrayList<>();
        for (int i = offset; i < all.size(); i += every) kept.add(all.get(i));
        System.out.println("fast tier: " + what + ": " + kept + " (" + kept.size() + " of " + all.size() + ", every " + ordinal(every)
                + " from index " + offset + "); -Pfull runs all");
        return kept;
    }

    /**
     * The elements of all that are in fast (kept in the order of all) in the fast tier, all of them
     * in the full one; prints what it kept under the name what, and why (what the sample keeps covered).
     */
    public static <T> List<T> only(String what, List<T> all, java.util.Collection<T> fast, String why) {
        if (!all.containsAll(fast)) throw new IllegalArgumentException(fast + " not all in " + all);
        if (FULL) return all;
        List<T> kept = new ArrayList<>();
        for (T t : all) if (fast.contains(t)) kept.add(t);
        System.out.println("fast tier: " + what + ": " + kept + " (" + kept.size() + " of " + all.size() + "; " + why + "); -Pfull runs all");
        return kept;
    }

    /** count in the full tier, fast in the fast one (e.g. a number of seeds); prints the choice under the name what. */
    public static int count(String what, int count, int fast) {
        if (FULL || fast >= count) return count;
        System.out.println("fast tier: " + what + ": " + fast + " of " + count + "; -Pfull runs all");
        return fast;
    }

    /** A test's display name: name, and in the fast tier a mark that it is one of a sample. */
    public static String mark(String name) { return FULL ? name : name + " [fast-tier sample]"; }

    private static String ordinal(int k) {
        return k == 1 ? "one" : k == 2 ? "2nd" : k == 3 ? "3rd" : k + "th";
    }
}
