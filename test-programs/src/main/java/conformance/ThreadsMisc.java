package conformance;

public class ThreadsMisc {
    static volatile boolean flag = false;
    static volatile int published = 0;
    static final ThreadLocal<String> TL = ThreadLocal.withInitial(() -> "initial");
    static final InheritableThreadLocal<Integer> ITL = new InheritableThreadLocal<>();

    public static void main(String[] args) throws Exception {
        final Object ready = new Object();
        final boolean[] sleeping = {false};
        Thread sleeper = new Thread(() -> {
            try {
                synchronized (ready) {
                    sleeping[0] = true;
                    ready.notifyAll();
                }
                Thread.sleep(60_000);
                System.out.println("woke normally (unexpected)");
            } catch (InterruptedException e) {
                System.out.println("sleeper caught " + e.getClass().getName() + " interrupted flag now " + Thread.currentThread().isInterrupted());
            }
        }, "sleeper");
        sleeper.start();
        synchronized (ready) {
            while (!sleeping[0]) ready.wait();
        }
        sleeper.interrupt();
        sleeper.join();
        System.out.println("sleeper done");
        Thread waiter = new Thread(() -> {
            Object o = new Object();
            synchronized (o) {
                try {
                    o.wait();
                } catch (InterruptedException e) {
                    System.out.println("waiter caught InterruptedException");
                }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.yield();
        waiter.interrupt();
        waiter.join();
        Thread.currentThread().interrupt();
        System.out.println("self interrupt flag " + Thread.currentThread().isInterrupted() + " interrupted() " + Thread.interrupted() + " after clear " + Thread.interrupted());
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            System.out.println("sleep with pending interrupt throws immediately");
        }
        Thread spinner = new Thread(() -> {
            long spins = 0;
            while (!flag) {
                spins++;
                Thread.onSpinWait();
            }
            System.out.println("spinner saw flag, published value " + published);
        });
        spinner.start();
        published = 42;
        flag = true;
        spinner.join();
        System.out.println("main TL " + TL.get());
        TL.set("main-value");
        ITL.set(7);
        String[] seen = new String[3];
        Thread[] tls = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int k = i;
            tls[i] = new Thread(() -> {
                String before = TL.get();
                TL.set("thread-" + k);
                seen[k] = before + "->" + TL.get() + " inherited " + ITL.get();
            });
        }
        for (Thread t : tls) t.start();
        for (Thread t : tls) t.join();
        for (String s : seen) System.out.println("thread local " + s);
        System.out.println("main TL still " + TL.get());
        TL.remove();
        System.out.println("after remove " + TL.get());
        Thread d = new Thread(() -> {
        });
        d.setDaemon(true);
        Thread nd = new Thread(() -> {
        });
        System.out.println("daemon " + d.isDaemon() + " non-daemon " + nd.isDaemon());
        Thread prio = new Thread(() -> {
        });
        prio.setPriority(Thread.MAX_PRIORITY);
        System.out.println("priority " + prio.getPriority() + " min " + Thread.MIN_PRIORITY + " norm " + Thread.NORM_PRIORITY);
        System.out.println("state NEW " + nd.getState());
        nd.start();
        nd.join();
        System.out.println("state TERMINATED " + nd.getState());
        Thread.sleep(1);
        Thread.sleep(0, 500);
        System.out.println("done");
    }
}
