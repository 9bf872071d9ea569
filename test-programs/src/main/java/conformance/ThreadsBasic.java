package conformance;

public class ThreadsBasic {
    static long work(int seed) {
        long acc = seed;
        for (int i = 0; i < 500; i++) acc = acc * 6364136223846793005L + 1442695040888963407L + i;
        return acc;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        System.out.println("main name " + main.getName() + " daemon " + main.isDaemon() + " alive " + main.isAlive() + " priority " + main.getPriority());
        final long[] results = new long[4];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int idx = i;
            ts[i] = new Thread(() -> results[idx] = work(idx));
        }
        for (Thread t : ts) System.out.println("default name " + t.getName() + " state " + t.getState() + " daemon " + t.isDaemon());
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int i = 0; i < 4; i++) System.out.println("result " + i + " " + results[i] + " expected " + (results[i] == work(i)));
        for (Thread t : ts) System.out.println("after join " + t.getName() + " alive " + t.isAlive() + " state " + t.getState());
        Thread named = new Thread(() -> System.out.println("running in " + Thread.currentThread().getName()), "worker-custom");
        named.start();
        named.join();
        Thread renamed = new Thread(() -> {
        });
        System.out.println("next default name " + renamed.getName());
        renamed.setName("renamed");
        System.out.println("renamed " + renamed.getName());
        Thread sub = new Thread() {
            @Override
            public void run() {
                System.out.println("subclass run in " + getName());
            }
        };
        System.out.println("subclass default name " + sub.getName());
        sub.start();
        sub.join();
        Runnable r = () -> System.out.println("run() called directly on " + Thread.currentThread().getName());
        Thread direct = new Thread(r, "never-started");
        direct.run();
        System.out.println("direct state " + direct.getState());
        Thread daemon = new Thread(() -> {
        }, "d");
        daemon.setDaemon(true);
        System.out.println("daemon flag " + daemon.isDaemon());
        daemon.start();
        daemon.join();
        try {
            daemon.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart " + e.getClass().getSimpleName());
        }
        Thread inherits = new Thread(() -> System.out.println("inherited daemon " + Thread.currentThread().isDaemon()));
        inherits.start();
        inherits.join();
        StringBuilder order = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            final int k = i;
            Thread t = new Thread(() -> order.append("t").append(k).append(' '));
            t.start();
            t.join();
        }
        System.out.println("sequential via join " + order.toString().trim());
        System.out.println("thread group " + main.getThreadGroup().getName() + " holdsLock " + Thread.holdsLock(order));
        synchronized (order) {
            System.out.println("holdsLock inside " + Thread.holdsLock(order));
        }
        System.out.println("join with timeout on finished " + joinQuick(ts[0]));
    }

    static boolean joinQuick(Thread t) throws InterruptedException {
        t.join(10);
        return !t.isAlive();
    }
}
