package races;

/**
 * Unsynchronized writes by two threads to the elements of three int arrays: two made by one
 * allocation site (make), one by another (main). Races on array elements are reported once per
 * allocation site: two reports, both on "int[]".
 */
public class ArraySites {
    static int[] make() {
        return new int[2];
    }

    public static void main(String[] args) throws InterruptedException {
        int[] a = make(), b = make();
        int[] c = new int[2];
        Runnable writer = () -> {
            a[0]++;
            b[1]++;
            c[0]++;
        };
        Thread t1 = new Thread(writer), t2 = new Thread(writer);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
