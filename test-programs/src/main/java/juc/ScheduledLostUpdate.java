package juc;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** A task scheduled without delay and main both increment a plain field before main waits for the task: an update can be lost. Bug. */
public class ScheduledLostUpdate {
    static int count;

    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newScheduledThreadPool(1);
        ScheduledFuture<?> f = ses.schedule(() -> count++, 0, TimeUnit.MILLISECONDS);
        count++;
        f.get();
        ses.shutdown();
        if (count != 2) throw new IllegalStateException("lost an update: " + count);
    }
}
