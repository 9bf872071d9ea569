package manythreads;

import java.util.concurrent.locks.ReentrantLock;

/**
 * Bug. Two-stage with many writers: n writers (default 99) each set first = 1 under one lock and
 * then second = first + 1 under another, and one reader, started after them, reads first (giving up
 * when it is still 0) and then second, each under its lock, and requires second = first + 1. It
 * fails when it reads between one writer's two stages before any writer's second stage.
 */
public class TwoStageLocks {
    static int first, second;
    static final ReentrantLock FIRST = new ReentrantLock(), SECOND = new ReentrantLock();

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 99;
        Thread[] writers = new Thread[n];
        for (int i = 0; i < n; i++) {
            writers[i] = new Thread(() -> {
                FIRST.lock();
                try { first = 1; } finally { FIRST.unlock(); }
                SECOND.lock();
                try { second = first + 1; } finally { SECOND.unlock(); }
            });
            writers[i].start();
        }
        Thread reader = new Thread(() -> {
            int f, s;
            FIRST.lock();
            try {
                if (first == 0) return;
                f = first;
            } finally { FIRST.unlock(); }
            SECOND.lock();
            try { s = second; } finally { SECOND.unlock(); }
            if (s != f + 1) throw new IllegalStateException("saw first = " + f + " without its second stage: " + s);
        });
        reader.start();
        for (Thread t : writers) t.join();
        reader.join();
    }
}
