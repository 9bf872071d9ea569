package jvsim.search;

/** Watches a search as it goes, e.g. to show a progress line. */
public interface SearchProgress {
    /**
     * Called on the search thread once the VM has booted, before the first execution: soFar are the
     * counters (updated as the search goes; read them from another thread only to show them), and
     * stepsOfRunningExecution tells, from any thread, how many steps the execution that runs has
     * made, so that a long execution shows progress before it ends.
     */
    default void started(SearchResult soFar, java.util.function.LongSupplier stepsOfRunningExecution) { }

    /**
     * Called on the search thread after each complete execution, with the counters so far and that
     * execution; must return quickly and must not change either.
     */
    void executed(SearchResult soFar, Execution last);

    /** Called once the search (and the shortening of its counterexamples) is over, before its results are shown. */
    default void ended() { }
}
