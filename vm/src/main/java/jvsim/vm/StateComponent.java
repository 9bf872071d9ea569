package jvsim.vm;

/**
 * A piece of the VM's state that lives outside the target's objects, classes and threads: per-VM
 * or per-execution host state such as the gates' progress, the sandbox's descriptor counter and
 * random generator, host zlib streams, or the VM's own counters ({@link CoreState}). Every such
 * piece is registered with its VM ({@link Vm#register}; natives' state through
 * {@link Vm#nativeState}, which only takes components), and {@link VmSnapshot}, {@link Checkpoint}
 * and {@link StateHasher} save, restore and hash all registered components in one place
 * ({@link MachineState}, {@link StateComponents}): state kept anywhere else is not restored, so
 * re-running a schedule after other executions would not reproduce it.
 *
 * <p>A component registered after a snapshot was taken is put back into the state it had when it
 * was registered when that snapshot is restored (it did not exist there): so a component's state
 * at registration must not depend on when it is registered (lazily created ones start alike).
 * Components hold no target objects (those belong to the heap, which snapshots walk from the
 * roots; the one exception is {@link CoreState}, whose threads' frames are roots); they may refer
 * to {@link VmThread}s, which keep their identity across restores.
 *
 * @param <M> the type of the mementos
 */
public interface StateComponent<M> {
    /**
     * An immutable memento of the current state (taken at every checkpoint, so it should be cheap:
     * a component may hand out the same memento again while it has not changed).
     */
    M save();

    /** Puts back the state of a memento this component saved. */
    void restore(M memento);

    /**
     * Adds the state to a state hash: everything that affects the VM's future behaviour, so that
     * states that differ here hash differently, and nothing else (not counters of the past), so
     * that equal states hash alike.
     */
    void hash(Sink sink);

    /** Takes the values of a state hash. */
    interface Sink {
        void add(long v);

        /** Adds a string's contents (64-bit FNV-1a of its characters, and its length). */
        default void add(String s) {
            long h = 0xcbf29ce484222325L;
            for (int i = 0; i < s.length(); i++) h = (h ^ s.charAt(i)) * 0x100000001b3L;
            add(h);
            add(s.length());
        }
    }

    /**
     * An immutable host value that natives hang off a target object ({@link VmObject#meta}, e.g. an
     * open file and its position): snapshots and checkpoints keep it with the object, and a change
     * replaces it by a new value after the write barrier ({@link VmObject#touch}), so it is saved
     * and restored as the object's fields are. The state hash adds {@link #hash} for it.
     */
    interface Value {
        void hash(Sink sink);
    }
}
