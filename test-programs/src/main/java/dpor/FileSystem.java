package dpor;

/**
 * DPOR benchmark "filesystem(N)" (Flanagan and Godefroid): N threads each allocate a disk block
 * for an inode under per-inode and per-block locks. Mazurkiewicz traces: 2^(N−13) for 13 ≤ N ≤ 26.
 */
public class FileSystem {
    static final int NUMBLOCKS = 26, NUMINODE = 32;
    static final Object[] locki = new Object[NUMINODE], lockb = new Object[NUMBLOCKS];
    static final int[] inode = new int[NUMINODE];
    static final boolean[] busy = new boolean[NUMBLOCKS];

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 14;
        for (int i = 0; i < NUMINODE; i++) locki[i] = new Object();
        for (int i = 0; i < NUMBLOCKS; i++) lockb[i] = new Object();
        Thread[] ts = new Thread[n];
        for (int t = 0; t < n; t++) {
            int i = t % NUMINODE;
            ts[t] = new Thread(() -> {
                synchronized (locki[i]) {
                    if (inode[i] == 0) {
                        int b = (i * 2) % NUMBLOCKS;
                        while (true) {
                            synchronized (lockb[b]) {
                                if (!busy[b]) {
                                    busy[b] = true;
                                    inode[i] = b + 1;
                                    break;
                                }
                            }
                            b = (b + 1) % NUMBLOCKS;
                        }
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }
}
