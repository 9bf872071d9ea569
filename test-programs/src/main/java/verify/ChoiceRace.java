package verify;

import jvsim.api.Verify;

/** A thread writes a chosen value; main fails when it reads 2 before joining: needs both a value and an interleaving. */
public class ChoiceRace {
    static volatile int x;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> x = Verify.getInt(1, 2));
        t.start();
        int seen = x;
        t.join();
        assert seen != 2 : "saw 2 before the join";
        System.out.println("seen " + seen + ", then " + x);
    }
}
