package conformance;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** The VM exits when main ends while daemon threads still run, spin, sleep or wait. */
public class ConcDaemonExit {
    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> {
            long n = 0;
            while (true) n++;
        }, "spinning-daemon");
        spinner.setDaemon(true);
        spinner.start();
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                System.out.println("never printed");
            }
        }, "sleeping-daemon");
        sleeper.setDaemon(true);
        sleeper.start();
        Object never = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (never) {
                try {
                    never.wait();
                } catch (InterruptedException e) {
                    System.out.println("never printed");
                }
            }
        }, "waiting-daemon");
        waiter.setDaemon(true);
        waiter.start();
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "scheduler-daemon");
            t.setDaemon(true);
            return t;
        });
        ses.scheduleAtFixedRate(() -> { }, 0, 10, TimeUnit.MILLISECONDS);
        // a non-daemon thread finishing after main keeps the VM alive until it ends
        Thread main = Thread.currentThread();
        Thread last = new Thread(() -> {
            try {
                main.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            System.out.println("non-daemon thread joined main (main alive " + main.isAlive() + "); daemons alive "
                    + spinner.isAlive() + " " + sleeper.isAlive() + " " + waiter.isAlive());
        });
        last.start();
        System.out.println("main ends; daemon flags " + spinner.isDaemon() + " " + sleeper.isDaemon() + " " + waiter.isDaemon());
    }
}
