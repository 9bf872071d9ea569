package jvsim.search;

import java.util.List;
import jvsim.vm.Outcome;

/** The result of running the target once under a schedule. */
public final class Execution {
    public final List<Step> steps;
    public final Outcome outcome;
    public final String stdout, stderr;
    public final long instructions;

    Execution(List<Step> steps, Outcome outcome, String stdout, String stderr, long instructions) {
        this.steps = steps;
        this.outcome = outcome;
        this.stdout = stdout;
        this.stderr = stderr;
        this.instructions = instructions;
    }

    /** The schedule as thread paths, one per step, and data choices as "path=value": enough to replay the execution. */
    public List<String> schedule() {
        return steps.stream().map(Step::scheduleEntry).toList();
    }
}
