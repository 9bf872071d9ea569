package jvsim.tools;

import java.util.List;

/**
 * What a jvsim run ended with.
 * @param verdict    the report's verdict
 * @param exitStatus the status jvsim exits with
 * @param violations violations found (violations first, then warnings; no violation unless verdict is VIOLATION, warnings with any verdict)
 * @param stats      counters
 * @param error      one-line reason for verdicts ERROR and LIMIT, else null
 * @param stoppedBy  what ended the run early ("max-time", "max-executions", "interrupt"), or null
 */
public record RunOutcome(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error, String stoppedBy) {
    public RunOutcome {
        violations = List.copyOf(violations);
    }

    public RunOutcome(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error) {
        this(verdict, exitStatus, violations, stats, error, null);
    }

    public static RunOutcome error(int exitStatus, String message) {
        return new RunOutcome(Verdict.ERROR, exitStatus, List.of(), RunStats.NONE, message);
    }
}
