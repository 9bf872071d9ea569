package juc;

import java.util.concurrent.ConcurrentLinkedDeque;

/** Two threads poll a ConcurrentLinkedDeque holding one item after isEmpty() said false: one of them gets null. Bug. */
public class DequeCheckThenPoll {
    public static void main(String[] args) throws Exception {
        ConcurrentLinkedDeque<String> dq = new ConcurrentLinkedDeque<>();
        dq.add("job");
        Runnable take = () -> {
            if (!dq.isEmpty()) {
                String s = dq.pollFirst();
                if (s == null) throw new IllegalStateException("polled null after isEmpty() said false");
            }
        };
        Thread a = new Thread(take), b = new Thread(take);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
