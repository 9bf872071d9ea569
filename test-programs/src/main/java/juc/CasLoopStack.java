package juc;

import java.util.concurrent.atomic.AtomicReference;

/** Two threads push onto a Treiber stack with an AtomicReference compareAndSet retry loop: both pushes stay. Correct. */
public class CasLoopStack {
    record Node(int value, Node next) {}

    public static void main(String[] args) throws Exception {
        AtomicReference<Node> top = new AtomicReference<>();
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int v = i + 1;
            ts[i] = new Thread(() -> {
                Node old;
                do {
                    old = top.get();
                } while (!top.compareAndSet(old, new Node(v, old)));
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int sum = 0, n = 0;
        for (Node x = top.get(); x != null; x = x.next()) {
            sum += x.value();
            n++;
        }
        if (n != 2 || sum != 3) throw new IllegalStateException("stack has " + n + " nodes, sum " + sum);
    }
}
