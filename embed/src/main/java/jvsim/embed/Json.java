package jvsim.embed;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader (RFC 8259) for jvsim's own reports: objects as maps in their order, arrays as
 * lists, numbers as Long (integers) or Double, strings, booleans and null.
 */
final class Json {
    private final String text;
    private int i;

    private Json(String text) { this.text = text; }

    /** The value of the text; IllegalArgumentException with the offset for malformed JSON. */
    static Object parse(String text) {
        Json p = new Json(text);
        p.blanks();
        Object v = p.value();
        p.blanks();
        if (p.i != text.length()) throw p.error("text after the value");
        return v;
    }

    private Object value() {
        if (i >= text.length()) throw error("value expected");
        char c = text.charAt(i);
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return word("true", Boolean.TRUE);
            case 'f': return word("false", Boolean.FALSE);
            case 'n': return word("null", null);
            default:
                if (c == '-' || c >= '0' && c <= '9') return number();
                throw error("unexpected '" + c + "'");
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> m = new LinkedHashMap<>();
        i++;
        blanks();
        if (peek() == '}') {
            i++;
            return m;
        }
        while (true) {
            blanks();
            if (peek() != '"') throw error("name expected");
            String name = string();
            blanks();
            expect(':');
            blanks();
            m.put(name, value());
            blanks();
            char c = next();
            if (c == '}') return m;
            if (c != ',') throw error("',' or '}' expected");
        }
    }

    private List<Object> array() {
        List<Object> l = new ArrayList<>();
        i++;
        blanks();
        if (peek() == ']') {
            i++;
            return l;
        }
        while (true) {
            blanks();
            l.add(value());
            blanks();
            char c = next();
            if (c == ']') return l;
            if (c != ',') throw error("',' or ']' expected");
        }
    }

    private String string() {
        expect('"');
        StringBuilder b = new StringBuilder();
        while (true) {
            char c = next();
            if (c == '"') return b.toString();
            if (c < 0x20) throw error("control character in a string");
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char e = next();
            switch (e) {
                case '"', '\\', '/' -> b.append(e);
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'u' -> {
                    if (i + 4 > text.length()) throw error("bad \\u escape");
                    try {
                        b.append((char) Integer.parseInt(text.substring(i, i + 4), 16));
                    } catch (NumberFormatException x) {
                        throw error("bad \\u escape");
                    }
                    i += 4;
                }
                default -> throw error("bad escape \\" + e);
            }
        }
    }

    private Object number() {
        int start = i;
        if (peek() == '-') i++;
        boolean fraction = false;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') i++;
            else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                fraction = true;
                i++;
            } else break;
        }
        String n = text.substring(start, i);
        try {
            return fraction ? (Object) Double.parseDouble(n) : (Object) Long.parseLong(n);
        } catch (NumberFormatException e) {
            throw error("bad number " + n);
        }
    }

    private Object word(String w, Object v) {
        if (!text.startsWith(w, i)) throw error("unexpected '" + text.charAt(i) + "'");
        i += w.length();
        return v;
    }

    private void blanks() {
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\n' || text.charAt(i) == '\r' || text.charAt(i) == '\t')) i++;
    }

    private char peek() { return i < text.length() ? text.charAt(i) : '\0'; }

    private char next() {
        if (i >= text.length()) throw error("unexpected end");
        return text.charAt(i++);
    }

    private void expect(char c) {
        if (next() != c) {
            i--;
            throw error("'" + c + "' expected");
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " at offset " + i);
    }
}
