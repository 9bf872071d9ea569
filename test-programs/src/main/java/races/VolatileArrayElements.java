package races;

/** A volatile array reference does not make its elements volatile: the element accesses race. */
public class VolatileArrayElements {
    static volatile int[] values = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> values[0] = 1);
        t.start();
        System.out.println(values[0]);
        t.join();
    }
}
