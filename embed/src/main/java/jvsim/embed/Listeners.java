package jvsim.embed;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import jvsim.vm.ExecutionListener;

/** The listeners on jvsim's class path (ServiceLoader), by name; used by the CLI and the embedding API. */
public final class Listeners {
    private Listeners() {}

    public static ExecutionListener.Provider find(String name) {
        for (ExecutionListener.Provider p : ServiceLoader.load(ExecutionListener.Provider.class, Listeners.class.getClassLoader()))
            if (p.name().equals(name)) return p;
        return null;
    }

    /**
     * Fresh listeners by name for search run number run, configured by options (see
     * ExecutionListener.Provider#create); IllegalArgumentException for bad option values.
     */
    public static List<ExecutionListener> create(List<String> names, Map<String, List<String>> options, int run) {
        Map<String, List<String>> o = new HashMap<>(options);
        o.put("run", List.of(Integer.toString(run)));
        List<ExecutionListener> out = new ArrayList<>();
        for (String name : names) out.add(find(name).create(o));
        return out;
    }

    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (ExecutionListener.Provider p : ServiceLoader.load(ExecutionListener.Provider.class, Listeners.class.getClassLoader())) out.add(p.name());
        return out;
    }
}
