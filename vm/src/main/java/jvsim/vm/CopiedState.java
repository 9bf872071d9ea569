package jvsim.vm;

/**
 * A state component over one mutable object that holds all of a piece of state and is copied
 * whole: {@link #save} takes a deep copy, {@link #restore} puts a deep copy of the memento back, so
 * the memento never changes after it was taken, and a field added to the state object is saved and
 * restored with the rest as long as its {@link Data#copy} copies it. Listeners keep their
 * per-execution state this way ({@link ExecutionListener#state}).
 *
 * @param <S> the state object's type
 */
public final class CopiedState<S extends CopiedState.Data<S>> implements StateComponent<S> {
    /** A state object: everything of one piece of state, in fields the copy copies. */
    public interface Data<S> {
        /** A deep copy: nothing mutable is shared with this one. */
        S copy();

        /** Adds what affects future behaviour to a state hash (see {@link StateComponent#hash}). */
        void hash(Sink sink);
    }

    /** The current state; replaced (not changed) by a restore. */
    public S now;

    public CopiedState(S initial) { this.now = initial; }

    @Override public S save() { return now.copy(); }

    @Override public void restore(S memento) { now = memento.copy(); }

    @Override public void hash(Sink sink) { now.hash(sink); }
}
