package dpor;

/**
 * Two threads need a class whose static initializer fails: the first to take its initialization
 * lock runs the initializer and gets ExceptionInInitializerError, the other finds the class
 * erroneous (NoClassDefFoundError). Either thread can be the first: main fails with an assertion
 * that says which one was, so a search must report two distinct violations.
 */
public class ClassInitFailureRace {
    static class Broken {
        static final int V;
        static {
            if (Boolean.parseBoolean("true")) throw new IllegalStateException("broken");
            V = 1;
        }
    }

    static final String[] got = new String[2];

    static void use(int i) {
        try {
            if (Broken.V != 1) throw new IllegalStateException();
        } catch (Error e) {
            got[i] = e.getClass().getSimpleName();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t0 = new Thread(() -> use(0));
        Thread t1 = new Thread(() -> use(1));
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        throw new AssertionError("t0: " + got[0] + ", t1: " + got[1]);
    }
}
