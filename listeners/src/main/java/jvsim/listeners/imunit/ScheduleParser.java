package jvsim.listeners.imunit;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses the IMUnit schedule language by recursive descent:
 * <pre>
 * schedule  := ordering ("," ordering)*
 * ordering  := condition "->" event
 * condition := conjunct ("||" conjunct)*
 * conjunct  := atom ("&&" atom)*
 * atom      := "(" condition ")" | "[" event "]" | event
 * event     := name ["@" name]       (start@t and end@t need the thread)
 * </pre>
 * Names are Java-identifier characters plus '.' and '-' (thread names like Thread-0).
 */
final class ScheduleParser {
    /** A schedule that does not parse; the message says what was expected where. */
    static final class BadSchedule extends IllegalArgumentException {
        BadSchedule(String message) { super(message); }
    }

    private final String text;
    private int pos;

    private ScheduleParser(String text) { this.text = text; }

    static ScheduleSpec parse(String text) {
        ScheduleParser p = new ScheduleParser(text);
        List<Ordering> orderings = new ArrayList<>();
        do orderings.add(p.ordering()); while (p.accept(","));
        p.skipSpace();
        if (p.pos < text.length()) throw p.error("',' or the end of the schedule");
        return new ScheduleSpec(text.strip(), orderings);
    }

    private Ordering ordering() {
        Condition c = condition();
        if (!accept("->")) throw error("'->'");
        skipSpace();
        if (peek('[')) throw error("a plain event after '->' (block events [e] go on the left)");
        return new Ordering(c, event());
    }

    private Condition condition() {
        Condition c = conjunct();
        while (accept("||")) c = new Condition.Or(c, conjunct());
        return c;
    }

    private Condition conjunct() {
        Condition c = atom();
        while (accept("&&")) c = new Condition.And(c, atom());
        return c;
    }

    private Condition atom() {
        if (accept("(")) {
            Condition c = condition();
            if (!accept(")")) throw error("')'");
            return c;
        }
        if (accept("[")) {
            EventPattern e = event();
            if (!accept("]")) throw error("']'");
            return new Condition.Event(e, true);
        }
        return new Condition.Event(event(), false);
    }

    private EventPattern event() {
        String name = name("an event name");
        String thread = accept("@") ? name("a thread name after '@'") : null;
        if (thread == null && (name.equals("start") || name.equals("end")))
            throw error("'@thread' after the implicit event '" + name + "'");
        return new EventPattern(name, thread);
    }

    private String name(String what) {
        skipSpace();
        int start = pos;
        while (pos < text.length()) {
            char ch = text.charAt(pos);
            boolean arrow = ch == '-' && pos + 1 < text.length() && text.charAt(pos + 1) == '>';
            if (arrow || !(Character.isJavaIdentifierPart(ch) || ch == '.' || ch == '-')) break;
            pos++;
        }
        if (pos == start) throw error(what);
        return text.substring(start, pos);
    }

    private boolean accept(String token) {
        skipSpace();
        if (!text.startsWith(token, pos)) return false;
        pos += token.length();
        return true;
    }

    private boolean peek(char ch) { return pos < text.length() && text.charAt(pos) == ch; }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) pos++;
    }

    private BadSchedule error(String expected) {
        String found = pos < text.length() ? "'" + text.charAt(pos) + "'" : "the end";
        return new BadSchedule("bad schedule \"" + text.strip() + "\": expected " + expected + " at column " + (pos + 1) + ", found " + found);
    }
}
