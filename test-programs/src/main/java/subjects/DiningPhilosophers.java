package subjects;

/**
 * DiningPhilosophers (SIR): three philosophers each take the fork on their left and then the one on
 * their right. The buggy philosophers all take their left fork first, so they may each hold one
 * fork and wait for the next (a deadlock); the fixed ones take the lower-numbered fork first.
 */
public class DiningPhilosophers {
    static final Object[] forks = {new Object(), new Object(), new Object()};
    static int meals;

    static void dine(int i, boolean fixed) {
        int left = i, right = (i + 1) % forks.length;
        int first = fixed ? Math.min(left, right) : left, second = fixed ? Math.max(left, right) : right;
        synchronized (forks[first]) {
            synchronized (forks[second]) { meals++; }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread p1 = new Thread(() -> dine(1, fixed)), p2 = new Thread(() -> dine(2, fixed));
        p1.start();
        p2.start();
        dine(0, fixed);
        p1.join();
        p2.join();
    }
}
