package conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

/** ThreadLocal, InheritableThreadLocal, per-thread, group and default uncaught-exception handlers. */
public class ConcThreadLocalsHandlers {
    static final AtomicInteger NEXT = new AtomicInteger();
    static final ThreadLocal<Integer> ID = ThreadLocal.withInitial(NEXT::incrementAndGet);
    static final InheritableThreadLocal<StringBuilder> PATH = new InheritableThreadLocal<>() {
        @Override
        protected StringBuilder initialValue() {
            return new StringBuilder("root");
        }

        @Override
        protected StringBuilder childValue(StringBuilder parent) {
            return new StringBuilder(parent).append("/child");
        }
    };

    public static void main(String[] args) throws Exception {
        System.out.println("main id " + ID.get() + " again " + ID.get());
        TreeMap<String, Integer> ids = new TreeMap<>();
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(() -> {
                int mine = ID.get();
                Thread.yield();
                synchronized (ids) {
                    ids.put(Thread.currentThread().getName(), ID.get() == mine ? 1 : 0);
                }
            }, "tl-" + i);
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) t.join();
        System.out.println("each thread saw a stable value " + ids + " values handed out " + NEXT.get());
        ID.set(99);
        System.out.println("after set " + ID.get());
        ID.remove();
        System.out.println("after remove a new initial value " + ID.get());

        PATH.get().append("+main");
        String[] seen = new String[2];
        Thread child = new Thread(() -> {
            seen[0] = PATH.get().toString();
            Thread grandChild = new Thread(() -> seen[1] = PATH.get().toString());
            grandChild.start();
            try {
                grandChild.join();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        child.start();
        child.join();
        System.out.println("inherited " + seen[0] + " | " + seen[1] + " | main still " + PATH.get());

        ThreadLocal<String> plain = new ThreadLocal<>();
        plain.set("main only");
        String[] childSaw = {"unset"};
        Thread c2 = new Thread(() -> childSaw[0] = String.valueOf(plain.get()));
        c2.start();
        c2.join();
        System.out.println("plain ThreadLocal in child " + childSaw[0]);

        // uncaught-exception handlers: per thread beats group beats default
        StringBuffer log = new StringBuffer();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> log.append("default[" + t.getName() + ": " + e.getMessage() + "] "));
        Thread perThread = new Thread(() -> {
            throw new IllegalStateException("p");
        }, "per-thread");
        perThread.setUncaughtExceptionHandler((t, e) -> log.append("own[" + t.getName() + ": " + e.getMessage() + "] "));
        perThread.start();
        perThread.join();
        ThreadGroup g = new ThreadGroup("handling") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                log.append("group[" + t.getName() + ": " + e.getMessage() + "] ");
            }
        };
        Thread inGroup = new Thread(g, () -> {
            throw new RuntimeException("g");
        }, "in-group");
        inGroup.start();
        inGroup.join();
        Thread plainThread = new Thread(() -> {
            throw new Error("d");
        }, "plain");
        plainThread.start();
        plainThread.join();
        System.out.println(log.toString().trim());
        System.out.println("per-thread handler getter " + (perThread.getUncaughtExceptionHandler() != null)
                + ", ended thread without own handler has none " + (plainThread.getUncaughtExceptionHandler() == null));
        Thread live = new Thread(() -> { });
        System.out.println("new thread's handler is its group " + (live.getUncaughtExceptionHandler() == live.getThreadGroup()));

        // a handler that throws itself: the exception is ignored and the thread still terminates
        Thread bad = new Thread(() -> {
            throw new RuntimeException("first");
        });
        bad.setUncaughtExceptionHandler((t, e) -> {
            log.append("bad handler ran ");
            throw new RuntimeException("second");
        });
        bad.start();
        bad.join();
        System.out.println("thread with throwing handler ended " + bad.getState());
        Thread.setDefaultUncaughtExceptionHandler(null);
        // a thread whose run() ends normally after catching its exception does not reach handlers
        Thread fine = new Thread(() -> {
            try {
                throw new RuntimeException("caught");
            } catch (RuntimeException e) {
                log.append("caught-inside ");
            }
        });
        fine.start();
        fine.join();
        System.out.println(log.toString().trim());
    }
}
