package spin;

/**
 * A loop whose frame is the same at every preemption (its one local is the array) but that counts
 * in the array, an object of its thread's own: its writes make it no spin, it runs to its end.
 * Verified in one execution.
 */
public class HeapCounter {
    public static void main(String[] args) {
        int[] count = new int[1];
        while (count[0] < 400_000) count[0]++;
        System.out.println(count[0]);
    }
}
