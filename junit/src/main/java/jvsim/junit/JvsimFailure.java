package jvsim.junit;

/**
 * The failure of a {@link JvsimTest}: its message is the one-line headline (the violation, for a
 * build's summary of failed tests), its {@link #toString} the whole text (the violation, its trace
 * and output, where the reports were written), which a stack trace prints once. It has no stack
 * frames of its own: the host's are jvsim's and JUnit's, the trace is the program's.
 */
final class JvsimFailure extends AssertionError {
    private static final long serialVersionUID = 1L;

    private final String text;

    JvsimFailure(String headline, String text) {
        super(headline);
        this.text = text;
        setStackTrace(new StackTraceElement[0]);
    }

    /** The whole text: the headline, each violation with its trace and output, the reports written. */
    @Override public String toString() { return text; }
}
