package vthreads;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** LostUpdate fixed: the tasks increment under a monitor (which a virtual thread blocks on without pinning on JDK 24 and later). */
public class FixedUpdate {
    static int count;
    static final Object LOCK = new Object();

    public static void main(String[] args) {
        try (ExecutorService ex = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < 2; i++) ex.submit(() -> { synchronized (LOCK) { int c = count; count = c + 1; } });
        }
        assert count == 2 : "lost update: " + count;
        System.out.println(count);
    }
}
