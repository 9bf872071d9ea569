package jvsim.tools;

import java.util.List;

/**
 * A property violation found in an execution.
 * @param kind    "uncaught-exception" or "deadlock"
 * @param message one-line description ("java.lang.RuntimeException: boom")
 * @param thread  name of the thread concerned, or null
 * @param trace   stack trace lines as printed by the target, without leading tabs
 */
public record Violation(String kind, String message, String thread, List<String> trace) {
    public Violation {
        trace = List.copyOf(trace);
    }
}
