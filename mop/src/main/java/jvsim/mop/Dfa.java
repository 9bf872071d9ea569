package jvsim.mop;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A property's automaton over its events: states 0..n-1 (0 the start), a transition per state and
 * event (events numbered as in {@link #events}), and which states are violations ({@link #bad}).
 * A violating state is never left: a monitor that reached one stays there.
 */
final class Dfa {
    final List<String> events;
    /** next[state][event]. */
    final int[][] next;
    final boolean[] bad;
    /** A name per state, for messages (the FSM's names, the ERE's derivative numbers). */
    final String[] names;

    private Dfa(List<String> events, int[][] next, boolean[] bad, String[] names) {
        this.events = events; this.next = next; this.bad = bad; this.names = names;
    }

    int event(String name) { return events.indexOf(name); }

    /** Most states an ERE's automaton may have (an expression whose derivatives are more is refused). */
    static final int MAX_STATES = 10_000;

    /**
     * The automaton of an ERE: with forbid, the traces it matches are violations; otherwise (allow)
     * every trace must stay a prefix of one it matches, and a trace that cannot is a violation.
     */
    static Dfa of(Ere e, List<String> events, boolean forbid) {
        Map<Ere, Integer> index = new HashMap<>();
        List<Ere> states = new ArrayList<>();
        List<int[]> next = new ArrayList<>();
        index.put(e, 0);
        states.add(e);
        for (int s = 0; s < states.size(); s++) {
            int[] row = new int[events.size()];
            for (int k = 0; k < events.size(); k++) {
                Ere d = states.get(s).derive(events.get(k));
                Integer to = index.get(d);
                if (to == null) {
                    if (states.size() == MAX_STATES) throw new BadSpec("the expression \"" + e + "\" needs more than " + MAX_STATES + " states");
                    to = states.size();
                    index.put(d, to);
                    states.add(d);
                }
                row[k] = to;
            }
            next.add(row);
        }
        int n = states.size();
        boolean[] bad = new boolean[n];
        if (forbid) {
            for (int s = 0; s < n; s++) bad[s] = states.get(s).nullable();
        } else {
            // live: an accepting state is reachable
            boolean[] live = new boolean[n];
            for (int s = 0; s < n; s++) live[s] = states.get(s).nullable();
            for (boolean changed = true; changed; ) {
                changed = false;
                for (int s = 0; s < n; s++) {
                    if (live[s]) continue;
                    for (int t : next.get(s)) if (live[t]) { live[s] = true; changed = true; break; }
                }
            }
            for (int s = 0; s < n; s++) bad[s] = !live[s];
        }
        // a violation is final
        int[][] table = next.toArray(new int[0][]);
        for (int s = 0; s < n; s++) if (bad[s]) java.util.Arrays.fill(table[s], s);
        String[] names = new String[n];
        for (int s = 0; s < n; s++) names[s] = "s" + s;
        return new Dfa(List.copyOf(events), table, bad, names);
    }

    /**
     * The automaton of an FSM: states in order (the first the start), transitions by state and
     * event; an event a state has no transition for leads to a violation.
     */
    static Dfa of(List<String> stateNames, Map<String, Map<String, String>> transitions, List<String> events) {
        int n = stateNames.size();
        int[][] next = new int[n + 1][events.size()];
        for (int s = 0; s < n; s++) {
            Map<String, String> out = transitions.getOrDefault(stateNames.get(s), Map.of());
            for (int k = 0; k < events.size(); k++) {
                String to = out.get(events.get(k));
                next[s][k] = to == null ? n : stateNames.indexOf(to);
            }
        }
        java.util.Arrays.fill(next[n], n);
        boolean[] bad = new boolean[n + 1];
        bad[n] = true;
        String[] names = new String[n + 1];
        for (int s = 0; s < n; s++) names[s] = stateNames.get(s);
        names[n] = "(violation)";
        return new Dfa(List.copyOf(events), next, bad, names);
    }
}
