package jvsim.mop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The ERE automata against a matcher of our own that follows the definitions (splits of the
 * trace, no derivatives), on random expressions and every trace up to a length.
 */
class EreDfaTest {
    private static final List<String> EVENTS = List.of("a", "b", "c");

    /** Whether the expression matches trace[from, to), by the definitions. */
    static boolean matches(Ere e, List<String> t, int from, int to) {
        if (e == Ere.EMPTY) return false;
        if (e == Ere.EPSILON) return from == to;
        if (e instanceof Ere.Atom a) return to == from + 1 && t.get(from).equals(a.name);
        if (e instanceof Ere.Cat c) {
            for (int k = from; k <= to; k++) if (matches(c.a, t, from, k) && matches(c.b, t, k, to)) return true;
            return false;
        }
        if (e instanceof Ere.Set s) {
            for (Ere x : s.terms) if (matches(x, t, from, to) != s.and) return !s.and;
            return s.and;
        }
        if (e instanceof Ere.Not n) return !matches(n.a, t, from, to);
        Ere.Star st = (Ere.Star) e;
        if (from == to) return true;
        for (int k = from + 1; k <= to; k++) if (matches(st.a, t, from, k) && matches(st, t, k, to)) return true;
        return false;
    }

    static Ere random(Random r, int depth) {
        int k = depth == 0 ? r.nextInt(4) : r.nextInt(10);
        return switch (k) {
            case 0, 1, 2 -> Ere.event(EVENTS.get(r.nextInt(3)));
            case 3 -> r.nextBoolean() ? Ere.EPSILON : Ere.EMPTY;
            case 4, 5 -> Ere.cat(random(r, depth - 1), random(r, depth - 1));
            case 6 -> Ere.or(random(r, depth - 1), random(r, depth - 1));
            case 7 -> Ere.and(random(r, depth - 1), random(r, depth - 1));
            case 8 -> Ere.star(random(r, depth - 1));
            default -> Ere.not(random(r, depth - 1));
        };
    }

    static List<List<String>> traces(int max) {
        List<List<String>> out = new ArrayList<>();
        out.add(List.of());
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).size() == max) continue;
            for (String e : EVENTS) {
                List<String> t = new ArrayList<>(out.get(i));
                t.add(e);
                out.add(t);
            }
        }
        return out;
    }

    static int run(Dfa d, List<String> t) {
        int s = 0;
        for (String e : t) s = d.next[s][d.event(e)];
        return s;
    }

    @Test
    void forbidIsViolatedExactlyWhenAPrefixMatched() {
        Random r = new Random(37);
        List<List<String>> traces = traces(5);
        for (int n = 0; n < 300; n++) {
            Ere e = random(r, 3);
            Dfa d = Dfa.of(e, EVENTS, true);
            for (List<String> t : traces) {
                boolean expected = false;
                for (int k = 0; k <= t.size() && !expected; k++) expected = matches(e, t, 0, k);
                assertEquals(expected, d.bad[run(d, t)], e + " on " + t);
            }
        }
    }

    @Test
    void allowIsViolatedExactlyWhenNoExtensionMatches() {
        Random r = new Random(38);
        List<List<String>> traces = traces(4);
        for (int n = 0; n < 150; n++) {
            Ere e = random(r, 3);
            Dfa d = Dfa.of(e, EVENTS, false);
            // an accepting state reachable at all is reachable within as many events as there are states
            List<List<String>> extensions = traces(Math.min(d.next.length, 5));
            if (d.next.length > 5) continue;
            for (List<String> t : traces) {
                boolean extensible = false;
                for (List<String> x : extensions) {
                    List<String> w = new ArrayList<>(t);
                    w.addAll(x);
                    if (matches(e, w, 0, w.size())) { extensible = true; break; }
                }
                assertEquals(!extensible, d.bad[run(d, t)], e + " on " + t);
            }
        }
    }

    @Test
    void parsedOperatorsBindAsDocumented() {
        Dfa d = Dfa.of(Ere.parse("a b* | ~(c) & c?"), EVENTS, true);
        // (a b*) | ((~c) & (c | epsilon)): matches a, ab, abb, and the empty trace
        assertEquals(true, d.bad[0]);
        Dfa allow = Dfa.of(Ere.parse("(a b)+ c"), EVENTS, false);
        assertEquals(false, allow.bad[run(allow, List.of("a", "b", "a"))]);
        assertEquals(true, allow.bad[run(allow, List.of("a", "a"))]);
        assertEquals(true, allow.bad[run(allow, List.of("c"))]);
        assertThrows(BadSpec.class, () -> Ere.parse("a |"));
        assertThrows(BadSpec.class, () -> Ere.parse("a ) b"));
    }
}
