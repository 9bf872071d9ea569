package jvsim.search;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The search strategies on jvsim's class path ({@link SearchStrategy}, found by ServiceLoader), by
 * name, and their options: parsed from strings (command line, annotations) into each strategy's
 * options record, and written back as strings for reports.
 */
public final class Strategies {
    private Strategies() { }

    private static volatile List<SearchStrategy<?>> all;

    /** Every strategy, in the order of the service files (the built-in ones first). */
    public static List<SearchStrategy<?>> all() {
        List<SearchStrategy<?>> a = all;
        if (a == null) {
            List<SearchStrategy<?>> found = new ArrayList<>();
            for (SearchStrategy<?> s : ServiceLoader.load(SearchStrategy.class, Strategies.class.getClassLoader())) found.add(s);
            all = a = Collections.unmodifiableList(found);
        }
        return a;
    }

    /** The strategy of that name, or null. */
    public static SearchStrategy<?> find(String name) {
        for (SearchStrategy<?> s : all()) if (s.name().equals(name)) return s;
        return null;
    }

    /** The names, for messages: "dpor, dpor-source, ...". */
    public static String names() {
        List<String> n = new ArrayList<>();
        for (SearchStrategy<?> s : all()) n.add(s.name());
        return String.join(", ", n);
    }

    /** A strategy with its options: makes the searches of a run and describes them for reports. */
    public record Configured(SearchStrategy<?> strategy, Record options) {
        public String name() { return strategy.name(); }

        /** A fresh search (a run may need several, e.g. one per IMUnit schedule). */
        @SuppressWarnings({"unchecked", "rawtypes"})
        public Search create() { return ((SearchStrategy) strategy).create(options); }

        /** The options' values by option name (kebab-case), defaults included; options without a value are left out. */
        public Map<String, String> parameters() {
            Map<String, String> m = new LinkedHashMap<>();
            for (RecordComponent c : options.getClass().getRecordComponents()) {
                Object v;
                try {
                    v = c.getAccessor().invoke(options);
                } catch (IllegalAccessException | InvocationTargetException e) {
                    throw new IllegalStateException("jvsim: cannot read option " + c.getName() + " of " + strategy.name(), e);
                }
                if (v != null) m.put(optionName(c), v.toString());
            }
            return m;
        }
    }

    /**
     * The named strategy configured by options (option name to value as written; absent options
     * take their defaults). IllegalArgumentException with a one-line message for an unknown
     * strategy, an option it does not have, or a bad value.
     */
    public static Configured configure(String name, Map<String, String> options) {
        SearchStrategy<?> s = find(name);
        if (s == null) throw new IllegalArgumentException("unknown search '" + name + "' (expected " + names() + ")");
        Class<? extends Record> type = s.options();
        RecordComponent[] cs = type.getRecordComponents();
        for (String given : options.keySet()) {
            boolean known = false;
            for (RecordComponent c : cs) known |= optionName(c).equals(given);
            if (!known) throw new IllegalArgumentException("--" + given + " does not apply to --search=" + name + appliesTo(given));
        }
        Object[] values = new Object[cs.length];
        Class<?>[] types = new Class<?>[cs.length];
        for (int i = 0; i < cs.length; i++) {
            RecordComponent c = cs[i];
            types[i] = c.getType();
            SearchStrategy.Option o = annotation(s, c);
            String text = options.containsKey(optionName(c)) ? options.get(optionName(c)) : o.defaultValue().isEmpty() ? null : o.defaultValue();
            values[i] = parse(c, o, text);
        }
        try {
            Constructor<? extends Record> k = type.getDeclaredConstructor(types);
            k.setAccessible(true);
            return new Configured(s, k.newInstance(values));
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof IllegalArgumentException iae) throw iae; // the record's own checks
            throw new IllegalStateException("jvsim: cannot make the options of " + name, e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("jvsim: cannot make the options of " + name, e);
        }
    }

    private static String appliesTo(String option) {
        List<String> users = new ArrayList<>();
        for (SearchStrategy<?> s : all())
            for (RecordComponent c : s.options().getRecordComponents()) if (optionName(c).equals(option)) users.add(s.name());
        return users.isEmpty() ? "" : " (it is an option of " + String.join(", ", users) + ")";
    }

    /** An option as the command line shows it, for every strategy that has one of that name. */
    public record OptionInfo(String name, String label, String description, List<String> strategies) { }

    /** Every strategy option, by name (options of the same name in several strategies listed once). */
    public static List<OptionInfo> options() {
        Map<String, OptionInfo> m = new LinkedHashMap<>();
        for (SearchStrategy<?> s : all()) {
            for (RecordComponent c : s.options().getRecordComponents()) {
                String n = optionName(c);
                SearchStrategy.Option o = annotation(s, c);
                String text = s.name() + ": " + o.description() + (o.defaultValue().isEmpty() ? "" : " (default: " + o.defaultValue() + ")");
                OptionInfo prev = m.get(n);
                if (prev == null) {
                    m.put(n, new OptionInfo(n, label(c.getType()), text, List.of(s.name())));
                } else {
                    List<String> users = new ArrayList<>(prev.strategies());
                    users.add(s.name());
                    m.put(n, new OptionInfo(n, prev.label(), prev.description() + "; " + text, List.copyOf(users)));
                }
            }
        }
        return List.copyOf(m.values());
    }

    /** The option name of a record component: its name in kebab case (maxSteps: max-steps). */
    static String optionName(RecordComponent c) {
        return c.getName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
    }

    private static SearchStrategy.Option annotation(SearchStrategy<?> s, RecordComponent c) {
        SearchStrategy.Option o = c.getAnnotation(SearchStrategy.Option.class);
        if (o == null) throw new IllegalStateException("jvsim: option " + c.getName() + " of strategy " + s.name() + " has no @Option");
        return o;
    }

    private static String label(Class<?> t) {
        return t == boolean.class || t == Boolean.class ? "<true|false>" : t == String.class ? "<value>" : "<n>";
    }

    private static Object parse(RecordComponent c, SearchStrategy.Option o, String text) {
        Class<?> t = c.getType();
        String opt = "--" + optionName(c);
        if (text == null) {
            if (t.isPrimitive()) throw new IllegalStateException("jvsim: primitive option " + opt + " needs a default");
            return null;
        }
        try {
            if (t == String.class) return text;
            if (t == boolean.class || t == Boolean.class) {
                if (text.equals("true") || text.equals("false")) return Boolean.parseBoolean(text);
                throw new IllegalArgumentException(opt + " must be true or false, not '" + text + "'");
            }
            if (t == int.class || t == Integer.class || t == long.class || t == Long.class) {
                long v = Long.parseLong(text.strip());
                if (v < o.min()) throw new IllegalArgumentException(opt + " must be at least " + o.min() + ", not " + v);
                if ((t == int.class || t == Integer.class) && v > Integer.MAX_VALUE) throw new IllegalArgumentException(opt + " is too large: " + v);
                return t == int.class || t == Integer.class ? (Object) (int) v : (Object) v;
            }
            if (t == double.class || t == Double.class) {
                double v = Double.parseDouble(text.strip());
                if (v < o.min() || Double.isNaN(v)) throw new IllegalArgumentException(opt + " must be at least " + o.min() + ", not " + text);
                return v;
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(opt + " must be a number, not '" + text + "'");
        }
        throw new IllegalStateException("jvsim: option " + opt + " has an unsupported type " + t.getName());
    }
}
