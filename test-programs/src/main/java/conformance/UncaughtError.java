package conformance;

public class UncaughtError {
    public static void main(String[] args) throws Exception {
        System.out.println("worker threads finish before main dies");
        Thread t = new Thread(() -> System.out.println("worker ran"));
        t.start();
        t.join();
        int[] a = new int[2];
        int idx = a.length + 1;
        System.out.println("indexing out of bounds next");
        System.out.println(a[idx]);
    }
}
