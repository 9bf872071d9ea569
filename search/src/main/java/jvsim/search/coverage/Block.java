package jvsim.search.coverage;

import jvsim.vm.Op;
import jvsim.vm.VmMethod;

/**
 * An atomic block: one thread's code from a scheduling point to its next one (a step of an
 * execution: the thread's pending visible operation and the invisible code after it), named so that
 * it is the same block in every execution that runs it. A block is identified by the thread's
 * creation path ("main", "main.2"), the place of the operation that starts it (the method and
 * bytecode index, or for a step without a place, such as a thread's end, its kind) and the
 * occurrence: how many times the thread had started a block at that place in the execution,
 * this one included (a loop's second round is another block than its first).
 *
 * @param thread     the thread's creation path
 * @param method     the method of the operation that starts the block, or null for a step without a place
 * @param pc         its bytecode index; for a step without a place -1 - the operation's kind
 * @param occurrence 1 for the first block the thread starts at that place, 2 for the second, ...
 */
public record Block(String thread, VmMethod method, int pc, int occurrence) {
    /** The place of an operation, as {@link #pc} is for it. */
    static int pcOf(Op op) { return op.method == null ? -1 - op.kind : op.pc; }

    /** "subjects.Account.add(Account.java:19)", or the operation's kind ("end") for a step without a place. */
    public String location() {
        return method != null ? Op.where(method, pc) : Op.kindName(-1 - pc);
    }

    /** "main.2 subjects.Account.add(Account.java:19)", with " #2" from the second occurrence on. */
    @Override public String toString() {
        return thread + " " + location() + (occurrence > 1 ? " #" + occurrence : "");
    }
}
