package jvsim.search;

import java.util.List;

/**
 * The execution a run was stopped in (by --max-time or a signal), with the threads that had not
 * ended.
 *
 * @param steps   the steps it had made (0 for a run without search)
 * @param threads its threads that had not ended, in creation order
 */
public record StoppedExecution(long steps, List<RunningThread> threads) {
    public StoppedExecution {
        threads = List.copyOf(threads);
    }
}
