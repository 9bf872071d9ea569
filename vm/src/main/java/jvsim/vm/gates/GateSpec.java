package jvsim.vm.gates;

import java.util.ArrayList;
import java.util.List;

/**
 * A gate: {@code <location> until <condition>}. A thread arriving at the location waits there
 * until the condition holds. Locations: {@code pkg.Class.method} (entry), {@code pkg.Class.method:exit},
 * {@code pkg.Class.method:<line>}, each with an optional {@code @threadName} and {@code #n}.
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
        String[] words = t.split("\\s+");
        int until = -1;
        for (int i = 0; i < words.length; i++) if (words[i].equals("until")) { until = i; break; }
        if (until != 1) throw new BadGate(t, "expected <location> until <condition>");
        Location at = location(t, words[0]);
        List<Location> passed = new ArrayList<>();
        List<String> opened = new ArrayList<>();
        int i = until + 1;
        if (i >= words.length) throw new BadGate(t, "expected a condition after 'until'");
        while (true) {
            if (i >= words.length) throw new BadGate(t, "expected a condition after '&&'");
            if (words[i].equals("opened")) {
                if (i + 1 >= words.length) throw new BadGate(t, "expected a gate name after 'opened'");
                opened.add(words[i + 1]);
                i += 2;
            } else {
                passed.add(location(t, words[i]));
                i++;
            }
            if (i == words.length) break;
            if (!words[i].equals("&&")) throw new BadGate(t, "expected '&&' or the end, found '" + words[i] + "'");
            i++;
        }
        return new GateSpec(t, at, passed, opened);
    }

    /** {@code pkg.Class.method[:exit|:line][@thread][#n]} */
    static Location location(String text, String word) {
        String w = word;
        int hit = 0;
        int hash = w.lastIndexOf('#');
        if (hash >= 0) {
            hit = number(text, w.substring(hash + 1), "hit count");
            if (hit < 1) throw new BadGate(text, "hit count must be at least 1 in '" + word + "'");
            w = w.substring(0, hash);
        }
        String thread = null;
        int at = w.indexOf('@');
        if (at >= 0) {
            thread = w.substring(at + 1);
            if (thread.isEmpty()) throw new BadGate(text, "expected a thread name after '@' in '" + word + "'");
            w = w.substring(0, at);
        }
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
