package conformance;

public class ThreadsUncaught {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            System.out.println("worker about to throw");
            throw new RuntimeException("boom");
        });
        t.start();
        t.join();
        System.out.println("after join, worker alive " + t.isAlive() + " state " + t.getState());
        final StringBuilder handled = new StringBuilder();
        Thread h = new Thread(() -> {
            throw new IllegalStateException("handled boom");
        }, "with-handler");
        h.setUncaughtExceptionHandler((th, ex) -> handled.append(th.getName()).append(" -> ").append(ex.getClass().getName()).append(": ").append(ex.getMessage()));
        h.start();
        h.join();
        System.out.println("handler saw: " + handled);
        Thread.UncaughtExceptionHandler prev = Thread.getDefaultUncaughtExceptionHandler();
        System.out.println("default handler initially null " + (prev == null));
        final StringBuilder dflt = new StringBuilder();
        Thread.setDefaultUncaughtExceptionHandler((th, ex) -> dflt.append("default handler got ").append(ex.getMessage()));
        Thread g = new Thread(() -> {
            throw new Error("error in thread");
        });
        g.start();
        g.join();
        System.out.println(dflt);
        Thread.setDefaultUncaughtExceptionHandler(null);
        System.out.println("main continues normally");
    }
}
