package events;

/**
 * Methods that exceptions leave, for the VM's method events (ListenerEventsTest): outer calls middle,
 * which calls inner, which throws; middle does not catch it, outer does. A synchronized method that
 * throws gives its monitor back, so that the other thread can take it.
 */
public final class ThrowingBodies {
    private int count;

    static void inner(int depth) {
        throw new IllegalStateException("at depth " + depth);
    }

    static void middle(int depth) {
        inner(depth + 1);
    }

    static String outer() {
        try {
            middle(1);
            return "not thrown";
        } catch (IllegalStateException e) {
            return "caught " + e.getMessage();
        }
    }

    synchronized void incrThenThrow() {
        count++;
        throw new UnsupportedOperationException("after " + count);
    }

    public static void main(String[] args) throws InterruptedException {
        ThrowingBodies b = new ThrowingBodies();
        String[] caught = new String[1];
        Thread t = new Thread(() -> {
            try {
                b.incrThenThrow();
            } catch (UnsupportedOperationException e) {
                caught[0] = e.getMessage();
            }
        }, "t");
        t.start();
        String main = outer();
        synchronized (b) { b.count += 10; }
        t.join();
        System.out.println("main: " + main + ", t: " + caught[0] + ", count " + b.count);
    }
}
