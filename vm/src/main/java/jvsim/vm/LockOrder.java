package jvsim.vm;

import java.util.List;

/**
 * A lock-order inversion or cycle a listener found (a potential deadlock), typed for reports beside
 * its message: each thread's two acquisitions, in the cycle's order.
 */
public record LockOrder(List<Acquisitions> acquisitions) {
    public LockOrder {
        acquisitions = List.copyOf(acquisitions);
    }

    /**
     * A thread took lock {@code then} while holding {@code first}.
     *
     * @param firstSite where it took first, in the program's code ({@link Op#userWhere})
     * @param thenSite  where it took then
     */
    public record Acquisitions(String thread, String first, String firstSite, String then, String thenSite) { }
}
