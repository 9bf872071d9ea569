package jvsim.mop;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Extended regular expressions over event names: concatenation (juxtaposition), {@code |}
 * (union), {@code &} (intersection), {@code ~} (complement), {@code *}, {@code +}, {@code ?},
 * parentheses, {@code epsilon} (the empty trace) and {@code empty} (no trace). Terms are kept in a
 * normal form (unions and intersections flattened, sorted and without duplicates; concatenation
 * associated to the right; the units and zeros of each operator removed), so that Brzozowski
 * derivatives ({@link #derive}) of one expression are finitely many and a DFA is built by taking
 * them ({@link Dfa#of}).
 */
abstract class Ere implements Comparable<Ere> {
    static final Ere EMPTY = new Atom("\u0000empty"), EPSILON = new Atom("\u0000epsilon");

    /** Whether the empty trace is in the language. */
    abstract boolean nullable();

    /** The derivative by event e: the traces w such that e w is in the language. */
    abstract Ere derive(String e);

    /** A canonical text: equal texts, equal terms. */
    abstract String key();

    @Override public int compareTo(Ere o) { return key().compareTo(o.key()); }
    @Override public boolean equals(Object o) { return o instanceof Ere e && key().equals(e.key()); }
    @Override public int hashCode() { return key().hashCode(); }
    @Override public String toString() { return key(); }

    /** An event name, or EMPTY / EPSILON. */
    static final class Atom extends Ere {
        final String name;
        Atom(String name) { this.name = name; }
        @Override boolean nullable() { return this == EPSILON; }
        @Override Ere derive(String e) { return this != EMPTY && this != EPSILON && name.equals(e) ? EPSILON : EMPTY; }
        @Override String key() { return this == EMPTY ? "empty" : this == EPSILON ? "epsilon" : name; }
    }

    static Ere event(String name) { return new Atom(name); }

    static final class Cat extends Ere {
        final Ere a, b;
        private final String key;
        Cat(Ere a, Ere b) { this.a = a; this.b = b; key = "(" + a.key() + " " + b.key() + ")"; }
        @Override boolean nullable() { return a.nullable() && b.nullable(); }
        @Override Ere derive(String e) {
            Ere first = cat(a.derive(e), b);
            return a.nullable() ? or(first, b.derive(e)) : first;
        }
        @Override String key() { return key; }
    }

    static Ere cat(Ere a, Ere b) {
        if (a == EMPTY || b == EMPTY) return EMPTY;
        if (a == EPSILON) return b;
        if (b == EPSILON) return a;
        if (a instanceof Cat c) return cat(c.a, cat(c.b, b));
        return new Cat(a, b);
    }

    /** A union (or) or intersection (and) of two or more terms, sorted and distinct. */
    static final class Set extends Ere {
        final boolean and;
        final List<Ere> terms;
        private final String key;
        Set(boolean and, List<Ere> terms) {
            this.and = and; this.terms = terms;
            StringBuilder b = new StringBuilder("(");
            for (int i = 0; i < terms.size(); i++) b.append(i == 0 ? "" : and ? " & " : " | ").append(terms.get(i).key());
            key = b.append(')').toString();
        }
        @Override boolean nullable() {
            for (Ere t : terms) if (t.nullable() != and) return !and;
            return and;
        }
        @Override Ere derive(String e) {
            List<Ere> d = new ArrayList<>();
            for (Ere t : terms) d.add(t.derive(e));
            return set(and, d);
        }
        @Override String key() { return key; }
    }

    /** Everything: the complement of EMPTY (the unit of intersection). */
    static final Ere ALL = new Not(EMPTY);

    static Ere or(Ere a, Ere b) { return set(false, List.of(a, b)); }
    static Ere and(Ere a, Ere b) { return set(true, List.of(a, b)); }

    private static Ere set(boolean and, List<Ere> in) {
        TreeSet<Ere> terms = new TreeSet<>();
        for (Ere t : in) {
            if (t instanceof Set s && s.and == and) terms.addAll(s.terms);
            else terms.add(t);
        }
        Ere zero = and ? EMPTY : ALL, unit = and ? ALL : EMPTY;
        if (terms.contains(zero)) return zero;
        terms.remove(unit);
        if (terms.isEmpty()) return unit;
        if (terms.size() == 1) return terms.first();
        return new Set(and, new ArrayList<>(terms));
    }

    static final class Star extends Ere {
        final Ere a;
        Star(Ere a) { this.a = a; }
        @Override boolean nullable() { return true; }
        @Override Ere derive(String e) { return cat(a.derive(e), this); }
        @Override String key() { return a.key() + "*"; }
    }

    static Ere star(Ere a) {
        if (a == EMPTY || a == EPSILON) return EPSILON;
        if (a instanceof Star) return a;
        return new Star(a);
    }

    static final class Not extends Ere {
        final Ere a;
        Not(Ere a) { this.a = a; }
        @Override boolean nullable() { return !a.nullable(); }
        @Override Ere derive(String e) { return not(a.derive(e)); }
        @Override String key() { return "~" + a.key(); }
    }

    static Ere not(Ere a) { return a instanceof Not n ? n.a : new Not(a); }

    /** Parses text; event names are identifiers. BadSpec with a one-line reason for bad text. */
    static Ere parse(String text) { return new Parser(text).whole(); }

    private static final class Parser {
        private final String s;
        private int i;
        Parser(String s) { this.s = s; }

        Ere whole() {
            Ere e = union();
            skip();
            if (i < s.length()) throw new BadSpec("unexpected '" + s.charAt(i) + "' at column " + (i + 1) + " of \"" + s + "\"");
            return e;
        }

        private void skip() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }

        private boolean eat(char c) {
            skip();
            if (i < s.length() && s.charAt(i) == c) { i++; return true; }
            return false;
        }

        private Ere union() {
            Ere e = intersection();
            while (eat('|')) e = or(e, intersection());
            return e;
        }

        private Ere intersection() {
            Ere e = sequence();
            while (eat('&')) e = and(e, sequence());
            return e;
        }

        private Ere sequence() {
            Ere e = null;
            while (true) {
                skip();
                if (i >= s.length()) break;
                char c = s.charAt(i);
                if (c != '(' && c != '~' && !Character.isJavaIdentifierStart(c)) break;
                Ere p = postfix();
                e = e == null ? p : cat(e, p);
            }
            if (e == null) throw new BadSpec("expected an event, '(' or '~' at column " + (i + 1) + " of \"" + s + "\"");
            return e;
        }

        private Ere postfix() {
            Ere e = primary();
            while (true) {
                if (eat('*')) e = star(e);
                else if (eat('+')) e = cat(e, star(e));
                else if (eat('?')) e = or(e, EPSILON);
                else return e;
            }
        }

        private Ere primary() {
            if (eat('~')) return not(primary());
            if (eat('(')) {
                Ere e = union();
                if (!eat(')')) throw new BadSpec("missing ')' " + (i < s.length() ? "at column " + (i + 1) : "at the end") + " of \"" + s + "\"");
                return e;
            }
            int start = i;
            while (i < s.length() && Character.isJavaIdentifierPart(s.charAt(i))) i++;
            String name = s.substring(start, i);
            return switch (name) {
                case "epsilon" -> EPSILON;
                case "empty" -> EMPTY;
                default -> event(name);
            };
        }
    }

    /** The event names the expression mentions. */
    static void events(Ere e, java.util.Set<String> out) {
        if (e instanceof Atom a) { if (a != EMPTY && a != EPSILON) out.add(a.name); }
        else if (e instanceof Cat c) { events(c.a, out); events(c.b, out); }
        else if (e instanceof Set s) for (Ere t : s.terms) events(t, out);
        else if (e instanceof Star st) events(st.a, out);
        else if (e instanceof Not n) events(n.a, out);
    }
}
