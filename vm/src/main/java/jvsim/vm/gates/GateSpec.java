package jvsim.vm.gates;

import java.util.ArrayList;
import java.util.List;

/**
 * A gate: {@code <location> until <condition>}. A thread arriving at the location waits there
 * until the condition holds. Locations: {@code pkg.Class.method} (entry), {@code pkg.Class.method:exit},
 * {@code pkg.Class.method:<line>}, each with an optional {@code @threadName} (quoted when it has
 * spaces: {@code @"pool-1 worker"}) and {@code #n}.
 * Condition: terms joined by {@code &&}; a term is a location (some matching thread passed it, at
 * least n times with {@code #n}) or {@code opened <name>} (jvsim.api.Gates.open(name) was called).
 */
public record GateSpec(String text, Location at, List<Location> passed, List<String> opened) {
    /** A gate text that does not parse; the message is one line. */
    public static final class BadGate extends IllegalArgumentException {
        BadGate(String text, String problem) { super("bad gate \"" + text + "\": " + problem); }
    }

    public static GateSpec parse(String text) {
        String t = text.strip();
        List<String> words = words(t);
        int until = words.indexOf("until");
        if (until != 1) throw new BadGate(t, "expected <location> until <condition>");
        Location at = location(t, words.get(0));
        List<Location> passed = new ArrayList<>();
        List<String> opened = new ArrayList<>();
        int i = until + 1;
        if (i >= words.size()) throw new BadGate(t, "expected a condition after 'until'");
        while (true) {
            if (i >= words.size()) throw new BadGate(t, "expected a condition after '&&'");
            if (words.get(i).equals("opened")) {
                if (i + 1 >= words.size()) throw new BadGate(t, "expected a gate name after 'opened'");
                opened.add(unquote(t, words.get(i + 1)));
                i += 2;
            } else {
                passed.add(location(t, words.get(i)));
                i++;
            }
            if (i == words.size()) break;
            if (!words.get(i).equals("&&")) throw new BadGate(t, "expected '&&' or the end, found '" + words.get(i) + "'");
            i++;
        }
        return new GateSpec(t, at, passed, opened);
    }

    /**
     * The words of a gate, split at whitespace outside double quotes: a thread or gate name with
     * spaces or the characters {@code @ # : &} is written quoted, {@code @"pool-1 worker"},
     * {@code opened "my gate"}, with {@code \"} and {@code \\} for a quote and a backslash inside.
     */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted && c == '\\' && i + 1 < text.length()) {
                w.append(c).append(text.charAt(++i));
                continue;
            }
            if (c == '"') quoted = !quoted;
            if (!quoted && Character.isWhitespace(c)) {
                if (w.length() > 0) out.add(w.toString());
                w.setLength(0);
            } else {
                w.append(c);
            }
        }
        if (quoted) throw new BadGate(text, "unterminated quote");
        if (w.length() > 0) out.add(w.toString());
        return out;
    }

    /** A name as written: quoted (escapes resolved) or plain (no quote in it). */
    static String unquote(String text, String s) {
        if (s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") && close(s, 0) == s.length() - 1) {
            StringBuilder b = new StringBuilder();
            for (int i = 1; i < s.length() - 1; i++) {
                char c = s.charAt(i);
                if (c == '\\') c = s.charAt(++i);
                b.append(c);
            }
            return b.toString();
        }
        if (s.indexOf('"') >= 0) throw new BadGate(text, "a quoted name must be quoted whole, found '" + s + "'");
        return s;
    }

    /** Index of the quote closing the one at open. */
    private static int close(String s, int open) {
        for (int i = open + 1; i < s.length(); i++) {
            if (s.charAt(i) == '\\') i++;
            else if (s.charAt(i) == '"') return i;
        }
        return -1;
    }

    /** Index of the first (or last) c outside quotes in s, or -1. */
    private static int outsideQuotes(String s, char c, boolean last) {
        int found = -1;
        for (int i = 0; i < s.length(); i++) {
            char x = s.charAt(i);
            if (x == '"') {
                i = close(s, i);
                if (i < 0) return found;
            } else if (x == c) {
                if (!last) return i;
                found = i;
            }
        }
        return found;
    }

    /** {@code pkg.Class.method[:exit|:line][@thread][#n]}, the thread name plain or quoted. */
    static Location location(String text, String word) {
        String w = word;
        int hit = 0;
        int hash = outsideQuotes(w, '#', true);
        if (hash >= 0) {
            hit = number(text, w.substring(hash + 1), "hit count");
            if (hit < 1) throw new BadGate(text, "hit count must be at least 1 in '" + word + "'");
            w = w.substring(0, hash);
        }
        String thread = null;
        int at = outsideQuotes(w, '@', false);
        if (at >= 0) {
            thread = unquote(text, w.substring(at + 1));
            if (thread.isEmpty()) throw new BadGate(text, "expected a thread name after '@' in '" + word + "'");
            w = w.substring(0, at);
        }
        if (w.indexOf('"') >= 0) throw new BadGate(text, "only thread and gate names may be quoted, in '" + word + "'");
        int kind = Location.ENTRY, line = 0;
        int colon = w.indexOf(':');
        if (colon >= 0) {
            String where = w.substring(colon + 1);
            if (where.equals("exit")) kind = Location.EXIT;
            else if (!where.equals("entry")) {
                kind = Location.LINE;
                line = number(text, where, "line (or entry, exit)");
            }
            w = w.substring(0, colon);
        }
        int dot = w.lastIndexOf('.');
        if (dot <= 0 || dot == w.length() - 1) throw new BadGate(text, "expected pkg.Class.method in '" + word + "'");
        return new Location(w.substring(0, dot).replace('.', '/'), w.substring(dot + 1), kind, line, thread, hit);
    }

    private static int number(String text, String s, String what) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new BadGate(text, "expected a " + what + ", found '" + s + "'");
        }
    }
}
