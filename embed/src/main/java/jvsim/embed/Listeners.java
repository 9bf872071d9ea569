package jvsim.embed;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import jvsim.vm.ExecutionListener;

/**
 * The listeners on jvsim's class path (ServiceLoader), by name, and their typed options; used by the
 * CLI, the embedding API and the JUnit extension (through {@link Settings}).
 */
public final class Listeners {
    private Listeners() {}

    public static ExecutionListener.Provider<?> find(String name) {
        for (ExecutionListener.Provider<?> p : ServiceLoader.load(ExecutionListener.Provider.class, Listeners.class.getClassLoader()))
            if (p.name().equals(name)) return p;
        return null;
    }

    /**
     * The options record of listener p from the options given, by option name as written (the
     * options of every listener of the run: each takes those its record names). A
     * {@code List<String>} component takes every value of its name, a {@code String} one the last
     * (null when none is given).
     */
    public static <O extends Record> O configure(ExecutionListener.Provider<O> p, Map<String, List<String>> options) {
        RecordComponent[] components = p.options().getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            RecordComponent c = components[i];
            types[i] = c.getType();
            List<String> given = options.getOrDefault(c.getName(), List.of());
            if (c.getType() == List.class) values[i] = List.copyOf(given);
            else if (c.getType() == String.class) values[i] = given.isEmpty() ? null : given.get(given.size() - 1);
            else throw new IllegalStateException("listener " + p.name() + ": option " + c.getName() + " is neither a String nor a List<String>");
        }
        try {
            return p.options().getDeclaredConstructor(types).newInstance(values);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("listener " + p.name() + ": cannot make its options record: " + e, e);
        }
    }

    /**
     * Fresh listeners by name for search run number run (see ExecutionListener#runs), configured by
     * options ({@link #configure}); IllegalArgumentException for bad option values.
     */
    public static List<ExecutionListener> create(List<String> names, Map<String, List<String>> options, int run) {
        List<ExecutionListener> out = new ArrayList<>();
        for (String name : names) out.add(create(find(name), options, run));
        return out;
    }

    private static <O extends Record> ExecutionListener create(ExecutionListener.Provider<O> p, Map<String, List<String>> options, int run) {
        return p.create(configure(p, options), run);
    }

    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (ExecutionListener.Provider<?> p : ServiceLoader.load(ExecutionListener.Provider.class, Listeners.class.getClassLoader())) out.add(p.name());
        return out;
    }
}
