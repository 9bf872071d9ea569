package dpor;

/**
 * Class.forName of an array class the boot did not create (of a JDK class it did not load), while
 * another thread runs, and a lost update between the two threads. The array class is created during the first
 * execution; every re-execution must find it as the first did, initialized (before 2026-11-29 a
 * re-execution found it not initialized and took an initialization step the first execution did
 * not, so its schedule replayed another way: Derby's boot diverged so). Violations: the lost update.
 */
public class ArrayClassByName {
    static int count;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> count++);
        t.start();
        // while another thread runs: the initialization of a class would be a step
        Class<?> c = Class.forName("[Ljava.util.concurrent.Exchanger;");
        count++;
        t.join();
        System.out.println(c.getSimpleName() + " " + count);
        assert count == 2 : "lost update";
    }
}
