package jvsim.mop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads property specs (docs/listeners.md, "Properties"). A spec holds one or more properties:
 * <pre>
 * # an iterator is not used after its collection was modified
 * property UnsafeIterator(c, i)
 *   event create end   java.util.Collection.iterator  this=c result=i
 *   event update begin java.util.Collection.add|remove|clear  this=c
 *   event next   begin java.util.Iterator.next  this=i
 *   forbid create next* update+ next
 * </pre>
 * The formula is {@code allow <ERE>} (every trace of a monitor stays a prefix of one the expression
 * matches), {@code forbid <ERE>} (no trace of a monitor matches it), or {@code fsm} followed by
 * lines {@code state: event -> state, event -> state} (the first state is the start; an event a
 * state has no transition for is a violation). A method name {@code *} is every method of the
 * class and its subtypes. Bindings: {@code this}, {@code result},
 * {@code thread} (the Thread object of the thread that calls), {@code arg1}, {@code arg2}, ...
 */
public final class SpecParser {
    private SpecParser() {}

    private static final Pattern PROPERTY = Pattern.compile("property\\s+([A-Za-z_][\\w]*)\\s*(?:\\(([^)]*)\\))?\\s*");
    private static final Pattern EVENT = Pattern.compile("event\\s+([A-Za-z_]\\w*)\\s+(begin|end)\\s+(\\S+)((?:\\s+\\S+)*)\\s*");
    private static final Pattern TRANSITIONS = Pattern.compile("([A-Za-z_]\\w*)\\s*:(.*)");
    private static final Pattern TRANSITION = Pattern.compile("\\s*([A-Za-z_]\\w*)\\s*->\\s*([A-Za-z_]\\w*)\\s*");
    private static final Set<String> RESERVED = Set.of("epsilon", "empty");

    /** The properties of the spec file at path; BadSpec naming the file and line for a bad one. */
    public static List<Property> read(Path path, boolean enforce) {
        String text;
        try {
            text = Files.readString(path);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new BadSpec("cannot read property spec " + path + ": no such file");
        } catch (java.nio.charset.MalformedInputException e) {
            throw new BadSpec("cannot read property spec " + path + ": not UTF-8 text");
        } catch (IOException e) {
            throw new BadSpec("cannot read property spec " + path + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
        return parse(path.toString(), text, enforce);
    }

    /** The properties of a spec's text; where names it in messages. */
    public static List<Property> parse(String where, String text, boolean enforce) {
        List<Property> out = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        Builder b = null;
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            int hash = line.indexOf('#');
            if (hash >= 0) line = line.substring(0, hash);
            line = line.strip();
            if (line.isEmpty()) continue;
            String at = where + ":" + (n + 1) + ": ";
            try {
                Matcher m;
                if ((m = PROPERTY.matcher(line)).matches()) {
                    if (b != null) out.add(b.build());
                    b = new Builder(m.group(1), m.group(2), at, enforce);
                    for (Property p : out) if (p.name().equals(b.name)) throw new BadSpec("property " + b.name + " is defined twice");
                } else if (b == null) {
                    throw new BadSpec("expected 'property Name(params)' first, not '" + line + "'");
                } else if ((m = EVENT.matcher(line)).matches()) {
                    b.event(m.group(1), m.group(2).equals("end"), m.group(3), m.group(4).strip());
                } else if (line.startsWith("allow ") || line.startsWith("forbid ")) {
                    b.formula(line.startsWith("forbid"), line.substring(line.indexOf(' ') + 1).strip());
                } else if (line.equals("fsm")) {
                    b.fsm();
                } else if (b.fsm && (m = TRANSITIONS.matcher(line)).matches()) {
                    b.state(m.group(1), m.group(2));
                } else {
                    throw new BadSpec("cannot read '" + line + "' (expected 'event', 'allow', 'forbid', 'fsm' or, after fsm, 'state: event -> state')");
                }
            } catch (BadSpec e) {
                throw e.getMessage().startsWith(where + ":") ? e : new BadSpec(at + e.getMessage());
            }
        }
        if (b == null) throw new BadSpec(where + ": no property (expected 'property Name(params)')");
        out.add(b.build());
        return out;
    }

    private static final class Builder {
        final String name, at;
        final boolean enforce;
        final List<String> params = new ArrayList<>();
        final List<EventDecl> events = new ArrayList<>();
        Ere ere;
        boolean forbid, fsm;
        final Map<String, Map<String, String>> transitions = new LinkedHashMap<>();

        Builder(String name, String params, String at, boolean enforce) {
            this.name = name;
            this.at = at;
            this.enforce = enforce;
            if (params != null && !params.isBlank()) {
                for (String p : params.split(",")) {
                    String q = p.strip();
                    if (!q.matches("[A-Za-z_]\\w*")) throw new BadSpec("bad parameter name '" + q + "' of property " + name);
                    if (this.params.contains(q)) throw new BadSpec("parameter " + q + " of property " + name + " is named twice");
                    this.params.add(q);
                }
            }
        }

        void event(String eventName, boolean end, String target, String bindings) {
            if (RESERVED.contains(eventName)) throw new BadSpec("'" + eventName + "' is no event name (it is reserved)");
            for (EventDecl e : events) if (e.name().equals(eventName)) throw new BadSpec("event " + eventName + " is declared twice");
            int dot = target.lastIndexOf('.');
            if (dot <= 0 || dot == target.length() - 1)
                throw new BadSpec("expected Class.method (a class's binary name, then its methods separated by '|'), not '" + target + "'");
            String cls = target.substring(0, dot);
            List<String> methods = List.of(target.substring(dot + 1).split("\\|"));
            for (String m : methods)
                if (!m.matches("[A-Za-z_$][\\w$]*|<init>|\\*")) throw new BadSpec("bad method name '" + m + "' in '" + target + "'");
            if (!cls.matches("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*")) throw new BadSpec("bad class name '" + cls + "'");
            int[] sources = new int[params.size()];
            java.util.Arrays.fill(sources, EventDecl.UNBOUND);
            if (!bindings.isEmpty()) {
                for (String bind : bindings.split("\\s+")) {
                    int eq = bind.indexOf('=');
                    if (eq < 0) throw new BadSpec("expected source=parameter (this, result, thread, arg1, arg2, ...), not '" + bind + "'");
                    String src = bind.substring(0, eq), param = bind.substring(eq + 1);
                    int p = params.indexOf(param);
                    if (p < 0) throw new BadSpec("event " + eventName + " binds " + param + ", which is no parameter of property " + name
                            + " (its parameters: " + (params.isEmpty() ? "none" : String.join(", ", params)) + ")");
                    if (sources[p] != EventDecl.UNBOUND) throw new BadSpec("event " + eventName + " binds " + param + " twice");
                    int s;
                    if (src.equals("this")) s = EventDecl.THIS;
                    else if (src.equals("result")) {
                        if (!end) throw new BadSpec("event " + eventName + " binds result, which only an end event has");
                        s = EventDecl.RESULT;
                    } else if (src.equals("thread")) s = EventDecl.THREAD;
                    else if (src.matches("arg[1-9]\\d{0,2}")) {
                        if (end) throw new BadSpec("event " + eventName + " binds " + src + ": arguments bind at begin events only");
                        s = EventDecl.ARG + Integer.parseInt(src.substring(3)) - 1;
                    } else throw new BadSpec("unknown source '" + src + "' (expected this, result, thread, arg1, arg2, ...)");
                    sources[p] = s;
                }
            }
            events.add(new EventDecl(eventName, end, cls.replace('.', '/'), methods, sources));
        }

        void formula(boolean forbid, String text) {
            if (ere != null || fsm) throw new BadSpec("property " + name + " has a formula already");
            this.forbid = forbid;
            ere = Ere.parse(text);
        }

        void fsm() {
            if (ere != null || fsm) throw new BadSpec("property " + name + " has a formula already");
            fsm = true;
        }

        void state(String state, String text) {
            if (transitions.containsKey(state)) throw new BadSpec("state " + state + " is described twice");
            Map<String, String> out = new LinkedHashMap<>();
            if (!text.isBlank()) {
                for (String t : text.split(",")) {
                    Matcher m = TRANSITION.matcher(t);
                    if (!m.matches()) throw new BadSpec("expected 'event -> state', not '" + t.strip() + "'");
                    if (out.put(m.group(1), m.group(2)) != null) throw new BadSpec("state " + state + " has two transitions for " + m.group(1));
                }
            }
            transitions.put(state, out);
        }

        Property build() {
            try {
                if (events.isEmpty()) throw new BadSpec("property " + name + " has no events");
                if (ere == null && !fsm) throw new BadSpec("property " + name + " has no formula (allow, forbid or fsm)");
                List<String> names = new ArrayList<>();
                for (EventDecl e : events) names.add(e.name());
                Set<String> used = new HashSet<>();
                Dfa dfa;
                String formula;
                if (fsm) {
                    if (transitions.isEmpty()) throw new BadSpec("the fsm of property " + name + " has no states");
                    List<String> states = new ArrayList<>(transitions.keySet());
                    for (Map<String, String> out : transitions.values()) {
                        used.addAll(out.keySet());
                        for (String to : out.values())
                            if (!transitions.containsKey(to)) throw new BadSpec("state " + to + " of property " + name + " is not described (add '" + to + ":')");
                    }
                    dfa = Dfa.of(states, transitions, names);
                    formula = "fsm";
                } else {
                    Ere.events(ere, used);
                    dfa = Dfa.of(ere, names, forbid);
                    formula = (forbid ? "forbid " : "allow ") + ere;
                }
                for (String u : used)
                    if (!names.contains(u)) throw new BadSpec("property " + name + " uses event " + u + ", which it does not declare");
                boolean creates = false;
                for (EventDecl e : events) creates |= e.bindsAll();
                if (!creates) throw new BadSpec("no event of property " + name + " binds all its parameters (" + String.join(", ", params)
                        + "): none would create a monitor");
                return new Property(name, List.copyOf(params), List.copyOf(events), dfa, formula, enforce);
            } catch (BadSpec e) {
                throw new BadSpec(at + e.getMessage());
            }
        }
    }
}
