package deadlocks;

/** Each thread joins the other (read from a shared field): once both are running, neither can end. */
public class JoinCycle {
    static Thread a, b;

    static void join(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        a = new Thread(() -> join(b));
        b = new Thread(() -> join(a));
        a.start();
        b.start();
        a.join();
    }
}
