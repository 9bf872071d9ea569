package jvsim.embed;

/** Overall result of a jvsim run, as written in the JSON report. */
public enum Verdict {
    NO_VIOLATION("no-violation"),
    VIOLATION("violation"),
    /** No violation, but warnings (a predicted deadlock): exit status 0. */
    WARNING("warning"),
    LIMIT("limit"),
    ERROR("error");

    public final String json;

    Verdict(String json) { this.json = json; }
}
