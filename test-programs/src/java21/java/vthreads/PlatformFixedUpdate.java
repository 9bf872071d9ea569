package vthreads;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** FixedUpdate with platform threads (a thread per task). */
public class PlatformFixedUpdate {
    static int count;
    static final Object LOCK = new Object();

    public static void main(String[] args) {
        try (ExecutorService ex = Executors.newThreadPerTaskExecutor(Thread.ofPlatform().factory())) {
            for (int i = 0; i < 2; i++) ex.submit(() -> { synchronized (LOCK) { int c = count; count = c + 1; } });
        }
        assert count == 2 : "lost update: " + count;
        System.out.println(count);
    }
}
