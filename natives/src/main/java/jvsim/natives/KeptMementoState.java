package jvsim.natives;

import jvsim.vm.CopiedState;
import jvsim.vm.StateComponent;

/**
 * A natives' state component over one state object copied whole (as {@link CopiedState}), whose
 * memento is kept while the state has not changed since and handed out again: every change goes
 * through {@link #change}, which drops it. Snapshots and checkpoints of a VM whose network or
 * off-heap memory sits still then copy nothing.
 *
 * @param <S> the state object's type
 */
abstract class KeptMementoState<S extends CopiedState.Data<S>> implements StateComponent<S> {
    private S state;
    /** The memento of the current state, while it has not changed since (handed out again). */
    private S saved;

    KeptMementoState(S initial) { state = initial; }

    @Override public final S save() {
        if (saved == null) saved = state.copy();
        return saved;
    }

    @Override public final void restore(S m) {
        state = m.copy();
        saved = m;
    }

    @Override public final void hash(Sink sink) { state.hash(sink); }

    /** The state, to change: the kept memento is dropped. */
    final S change() {
        saved = null;
        return state;
    }

    /** The state, to read. */
    final S read() { return state; }
}
