package jvsim.search;

/** Watches a search as it goes, e.g. to show a progress line. */
public interface SearchProgress {
    /**
     * Called on the search thread after each complete execution, with the counters so far and that
     * execution; must return quickly and must not change either.
     */
    void executed(SearchResult soFar, Execution last);

    /** Called once the search (and the shortening of its counterexamples) is over, before its results are shown. */
    default void ended() { }
}
