package dpor;

/**
 * Dining philosophers with N forks: philosopher i takes fork i then fork i+1 (mod N). Some
 * executions deadlock. Mazurkiewicz traces, deadlocked ones included: 2^N − 1.
 */
public class Philosophers {
    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Object[] forks = new Object[n];
        for (int i = 0; i < n; i++) forks[i] = new Object();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            Object left = forks[i], right = forks[(i + 1) % n];
            ts[i] = new Thread(() -> {
                synchronized (left) {
                    synchronized (right) {
                        // eat
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
