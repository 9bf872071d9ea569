package jvsim.embed;

/** Overall result of a jvsim run, as written in the JSON report. */
public enum Verdict {
    NO_VIOLATION("no-violation"),
    VIOLATION("violation"),
    /** No violation, but warnings (a predicted deadlock): exit status 0. */
    WARNING("warning"),
    /**
     * No violation found, but not all was explored: a limit or an interrupt stopped the search, an
     * execution was cut at --max-steps, or the strategy left part unexplored: exit status 3.
     */
    LIMIT("limit"),
    ERROR("error");

    public final String json;

    Verdict(String json) { this.json = json; }
}
