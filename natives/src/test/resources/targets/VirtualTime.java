import java.util.concurrent.locks.LockSupport;

/** Timing facts that hold in jvsim's virtual time (they would take hours on a real JVM). */
public class VirtualTime {
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        String mode = args[0];
        long t0 = System.nanoTime();
        switch (mode) {
            case "sleep": {
                Thread.sleep(100_000_000L); // 27 hours
                System.out.println("slept, elapsed hours >= 27: " + ((System.nanoTime() - t0) / 3_600_000_000_000L >= 27));
                break;
            }
            case "spinForSleeper": {
                // main spin-waits (yield) for a thread that sleeps an hour
                Thread sleeper = new Thread(() -> {
                    try {
                        Thread.sleep(3_600_000L);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                });
                sleeper.start();
                while (sleeper.isAlive()) Thread.yield();
                System.out.println("sleeper done, elapsed >= 1h: " + (System.nanoTime() - t0 >= 3_600_000_000_000L));
                break;
            }
            case "workWithYields": {
                // a worker that does real work between yields is not taken for a spinner: the timed join
                // of main must not expire before the worker's ~1 ms of virtual work is done
                long[] result = new long[1];
                Thread worker = new Thread(() -> {
                    long acc = 0;
                    for (int i = 0; i < 200; i++) {
                        for (int k = 0; k < 500; k++) acc = acc * 31 + k;
                        Thread.yield();
                    }
                    result[0] = acc;
                });
                worker.start();
                worker.join(1_000);
                System.out.println("worker finished within the timed join: " + !worker.isAlive() + " " + (result[0] != 0));
                break;
            }
            case "sleepWhileBusy": {
                // a thread that never blocks must not keep a sleeper from waking
                Thread busy = new Thread(() -> {
                    long n = 0;
                    while (!stop) n++;
                });
                busy.start();
                Thread.sleep(2);
                stop = true;
                busy.join();
                System.out.println("woke while another thread was busy: " + (System.nanoTime() - t0 >= 2_000_000L));
                break;
            }
            case "daemonSpins": {
                Thread d = new Thread(() -> {
                    while (true) LockSupport.parkNanos(1);
                });
                d.setDaemon(true);
                d.start();
                Thread e = new Thread(() -> {
                    long n = 0;
                    while (true) n++;
                });
                e.setDaemon(true);
                e.start();
                Thread.sleep(1);
                System.out.println("main ends while daemons run");
                break;
            }
            default:
                throw new IllegalArgumentException(mode);
        }
    }
}
