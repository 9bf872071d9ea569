package jvsim.search;

import java.util.ArrayList;
import java.util.List;

/** What a search found and what it cost. */
public final class SearchResult {
    /** Distinct violations in the order found, then the warnings (see {@link Violation#warning}). */
    public final List<Violation> violations = new ArrayList<>();
    /** Complete executions (ended, deadlocked, or cut by the step bound). */
    public long executions;
    /** Executions abandoned because every enabled thread was asleep (DPOR's redundant work). */
    public long blocked;
    /** Distinct states visited (for stateless searches: distinct schedule prefixes). */
    public long states;
    /** Steps executed, over all executions. */
    public long transitions;
    public long instructions;
    public long elapsedMs;
    /** Executions that hit the per-execution step bound (possibly non-terminating). */
    public long stepLimited;
    /** Why the search stopped early ("max-executions", "max-time"), or null when it finished. */
    public String stoppedBy;

    /** A violation was found (warnings do not count). */
    public boolean violated() {
        for (Violation v : violations) if (!v.warning) return true;
        return false;
    }
}
