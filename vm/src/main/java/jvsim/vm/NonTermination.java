package jvsim.vm;

import java.util.List;

/**
 * A non-termination the scheduler proved: no thread could run, and a thread spins in a loop that
 * can never end (each round came back to the same state, read the same values and changed
 * nothing, and no thread is left to write what it reads; see {@link SpinLoops}). Data only.
 *
 * @param thread   the spinning thread (the first one, in creation order)
 * @param at       the program's line it spins at ("Spin.run(Spin.java:7)")
 * @param waitsFor the locations its loop reads ("Spin.done"), which no thread can write any more; empty when it reads none
 * @param stack    its frames, innermost first ("Class.method(File.java:line)")
 * @param others   the other threads that cannot run (waiting, blocked, or spinning too), in creation order
 */
public record NonTermination(String thread, String at, List<String> waitsFor, List<String> stack, List<ThreadReport> others) {
    public NonTermination {
        waitsFor = List.copyOf(waitsFor);
        stack = List.copyOf(stack);
        others = List.copyOf(others);
    }

    /** The violation's message: where the thread spins and what for. */
    public String message() {
        if (waitsFor.isEmpty()) return "spins forever at " + at + ": each round of its loop reads nothing another thread writes and changes nothing";
        return "spins forever at " + at + ", waiting for a write to " + String.join(", ", waitsFor)
            + " that no thread can make: each round of its loop reads " + (waitsFor.size() == 1 ? "it" : "them") + " and changes nothing";
    }
}
