package juc;

import java.util.concurrent.Exchanger;

/** Two threads swap values through an Exchanger: each gets the other's. Correct. */
public class ExchangerSwap {
    public static void main(String[] args) throws Exception {
        Exchanger<String> ex = new Exchanger<>();
        String[] got = new String[2];
        Thread a = new Thread(() -> got[0] = swap(ex, "a")), b = new Thread(() -> got[1] = swap(ex, "b"));
        a.start();
        b.start();
        a.join();
        b.join();
        if (!"b".equals(got[0]) || !"a".equals(got[1])) throw new IllegalStateException("got " + got[0] + ", " + got[1]);
    }

    static String swap(Exchanger<String> ex, String mine) {
        try {
            return ex.exchange(mine);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
