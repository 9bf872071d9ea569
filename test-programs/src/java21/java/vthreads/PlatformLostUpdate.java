package vthreads;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** LostUpdate with platform threads (a thread per task), the measure of what virtual threads may cost. */
public class PlatformLostUpdate {
    static int count;

    public static void main(String[] args) {
        try (ExecutorService ex = Executors.newThreadPerTaskExecutor(Thread.ofPlatform().factory())) {
            for (int i = 0; i < 2; i++) ex.submit(() -> { int c = count; count = c + 1; });
        }
        assert count == 2 : "lost update: " + count;
        System.out.println(count);
    }
}
