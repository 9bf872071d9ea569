package jvsim.vm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The state components registered with one VM ({@link StateComponent}), in registration order
 * (components are never unregistered), with the memento and the hash each had when registered:
 * the one place where snapshots and checkpoints save and restore them ({@link MachineState}) and
 * the state hash takes them ({@link StateHasher}).
 */
final class StateComponents {
    private final List<StateComponent<?>> components = new ArrayList<>();
    private Object[] initial = new Object[8];
    private long[] initialHash = new long[8];

    /** Registers c in its current state, which restores of states saved before now give it back. */
    void register(StateComponent<?> c) {
        for (StateComponent<?> k : components) if (k == c) throw new IllegalStateException("jvsim: state component registered twice: " + c);
        int i = components.size();
        if (i == initial.length) {
            initial = Arrays.copyOf(initial, i * 2);
            initialHash = Arrays.copyOf(initialHash, i * 2);
        }
        components.add(c);
        initial[i] = c.save();
        initialHash[i] = hashOf(c);
    }

    /** The mementos of all components, by index. */
    Object[] save() {
        Object[] m = new Object[components.size()];
        for (int i = 0; i < m.length; i++) m[i] = components.get(i).save();
        return m;
    }

    /** Puts every component back into its state in saved; those registered since into their first state. */
    void restore(Object[] saved) {
        for (int i = 0; i < components.size(); i++) restore(components.get(i), i < saved.length ? saved[i] : initial[i]);
    }

    @SuppressWarnings("unchecked")
    private static <M> void restore(StateComponent<M> c, Object memento) {
        c.restore((M) memento);
    }

    /**
     * Adds the components' states to a state hash. A component in the state it was registered in
     * adds nothing, so a state does not hash differently for a component that an earlier execution
     * created (lazily, as natives create theirs) and that is still as it was made; any other state
     * adds its component's index and own hash.
     */
    void hash(StateComponent.Sink sink) {
        for (int i = 0; i < components.size(); i++) {
            long h = hashOf(components.get(i));
            if (h == initialHash[i]) continue;
            sink.add(i);
            sink.add(h);
        }
    }

    /** Each component's own hash (jvsim.checkBarriers compares them before a save and after its restore). */
    long[] hashes() {
        long[] h = new long[components.size()];
        for (int i = 0; i < h.length; i++) h[i] = hashOf(components.get(i));
        return h;
    }

    /** The hash component i had when registered. */
    long initialHash(int i) { return initialHash[i]; }

    /** The component at index i, for messages. */
    StateComponent<?> get(int i) { return components.get(i); }

    private long acc;
    private final StateComponent.Sink mix = v -> {
        long x = (acc ^ v) * 0x9E3779B97F4A7C15L;
        acc = x ^ x >>> 32;
    };

    /** A component's own hash. */
    private long hashOf(StateComponent<?> c) {
        acc = 0x6A09E667F3BCC908L;
        c.hash(mix);
        return acc;
    }
}
