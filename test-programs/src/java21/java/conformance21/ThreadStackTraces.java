package conformance21;

/**
 * Stack traces of a platform thread's code as HotSpot shows them: Thread.run, without the hidden
 * Thread.runWith it calls the task through (JDK 21 and later), in a thrown exception's trace and in a
 * StackWalker's frames.
 */
public class ThreadStackTraces {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            new Exception("in a platform thread").printStackTrace(System.out);
            StackWalker.getInstance().forEach(f -> System.out.println("  frame " + f));
        });
        t.start();
        t.join();
    }
}
