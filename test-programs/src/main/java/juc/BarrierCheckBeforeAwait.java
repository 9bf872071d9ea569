package juc;

import java.util.concurrent.CyclicBarrier;

/**
 * Three parties meet twice at a CyclicBarrier: in each round each writes its mark, awaits the
 * barrier, then checks that every party wrote its mark of that round, except that the third party
 * checks in the second round before it awaits the barrier instead of after: it may check before
 * another party wrote. Bug.
 */
public class BarrierCheckBeforeAwait {
    /** written[r][i]: party i wrote round r + 1. */
    static final int[][] written = new int[2][3];
    static volatile String failure;

    public static void main(String[] args) throws Exception {
        CyclicBarrier s = new CyclicBarrier(3);
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            int me = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int r = 0; r < 2; r++) {
                        written[r][me] = 1;
                        boolean early = me == 2 && r == 1;
                        if (!early) s.await();
                        for (int j = 0; j < 3; j++)
                            if (written[r][j] == 0) failure = "round " + (r + 1) + ": party " + j + " has not written yet";
                        if (early) s.await();
                    }
                } catch (Exception e) {
                    failure = e.toString();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        if (failure != null) throw new IllegalStateException(failure);
    }
}
