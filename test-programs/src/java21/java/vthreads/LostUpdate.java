package vthreads;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Two virtual-thread tasks increment a counter without synchronization: an update can be lost. */
public class LostUpdate {
    static int count;

    public static void main(String[] args) {
        try (ExecutorService ex = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < 2; i++) ex.submit(() -> { int c = count; count = c + 1; });
        }
        assert count == 2 : "lost update: " + count;
        System.out.println(count);
    }
}
