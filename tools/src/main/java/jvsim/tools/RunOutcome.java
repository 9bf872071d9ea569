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
 * @param stepLimit  when executions ran past --max-steps: how many, and the first one's looping thread; else null
 */
public record RunOutcome(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error, String stoppedBy,
                         StepLimit stepLimit) {
    /**
     * Executions cut by the step bound (possibly non-terminating), and of the first one the thread
     * that ran its last step with its stack, innermost frame first ("Class.method(File.java:line)").
     */
    public record StepLimit(long executions, String thread, List<String> stack) {
        public StepLimit {
            stack = List.copyOf(stack);
        }
    }

    public RunOutcome {
        violations = List.copyOf(violations);
    }

    public RunOutcome(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error, String stoppedBy) {
        this(verdict, exitStatus, violations, stats, error, stoppedBy, null);
    }

    public RunOutcome(Verdict verdict, int exitStatus, List<Violation> violations, RunStats stats, String error) {
        this(verdict, exitStatus, violations, stats, error, null, null);
    }

    public static RunOutcome error(int exitStatus, String message) {
        return new RunOutcome(Verdict.ERROR, exitStatus, List.of(), RunStats.NONE, message);
    }
}
