package jvsim.tools;

import java.util.ArrayList;
import java.util.List;
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

    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (ExecutionListener.Provider p : ServiceLoader.load(ExecutionListener.Provider.class, Listeners.class.getClassLoader())) out.add(p.name());
        return out;
    }
}
