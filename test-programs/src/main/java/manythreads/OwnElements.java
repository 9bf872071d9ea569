package manythreads;

/**
 * Correct. n threads (default 100) each write their own element of one shared array, twice, and
 * main, having joined them all, checks every element: the elements are distinct locations, so no
 * two threads' steps conflict.
 */
public class OwnElements {
    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int[] cells = new int[n];
        Thread[] workers = new Thread[n];
        for (int i = 0; i < n; i++) {
            int mine = i;
            workers[i] = new Thread(() -> {
                cells[mine] = mine;
                cells[mine] += mine;
            });
            workers[i].start();
        }
        for (Thread t : workers) t.join();
        for (int i = 0; i < n; i++) if (cells[i] != 2 * i) throw new IllegalStateException("cell " + i + " is " + cells[i]);
    }
}
