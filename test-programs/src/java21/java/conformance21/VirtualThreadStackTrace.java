package conformance21;

/**
 * A virtual thread's stack as HotSpot shows it: it ends with VirtualThread.run (the carrier's frames
 * below its continuation are not the virtual thread's), in a thrown exception's trace and in a
 * StackWalker's frames.
 */
public class VirtualThreadStackTrace {
    public static void main(String[] args) throws Exception {
        Thread.ofVirtual().start(() -> {
            new Exception("in a virtual thread").printStackTrace(System.out);
            StackWalker.getInstance().forEach(f -> System.out.println("  frame " + f));
        }).join();
    }
}
