import java.util.ArrayList;
import java.util.List;

/** Exhausts a bounded heap: the OutOfMemoryError is catchable, and memory freed afterwards is usable again. */
public class OutOfMemory {
    static List<long[]> hoard = new ArrayList<>();

    public static void main(String[] args) {
        try {
            while (true) hoard.add(new long[128 * 1024]); // 1 MB each
        } catch (OutOfMemoryError e) {
            boolean filled = hoard.size() > 8;
            hoard = new ArrayList<>();
            System.out.println("filled the heap: " + filled + ", " + e);
        }
        System.out.println("allocating again after freeing: " + new long[128 * 1024].length);
        try {
            long[] huge = new long[Integer.MAX_VALUE - 8];
            System.out.println("huge array allocated: " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("huge array: " + e);
        }
        try {
            Object[][] grid = new Object[1 << 16][1 << 16];
            System.out.println("huge multi-dimensional array allocated: " + grid.length);
        } catch (OutOfMemoryError e) {
            System.out.println("huge multi-dimensional array: " + e);
        }
        StringBuilder sb = new StringBuilder("x");
        try {
            while (true) sb.append(sb);
        } catch (OutOfMemoryError e) {
            System.out.println("string doubling: " + e.getClass().getName());
        }
        System.out.println("done");
    }
}
