package conformance;

import java.util.concurrent.locks.LockSupport;

/** Thread states, isAlive, join, names, ids, thread groups, priorities, yield/onSpinWait. */
public class ConcThreadLifecycle {
    static void awaitState(Thread t, Thread.State s) {
        while (t.getState() != s) Thread.yield();
    }

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println("main: name " + main.getName() + " id " + main.getId() + " state " + main.getState() + " alive " + main.isAlive()
                + " group " + main.getThreadGroup().getName() + " parent group " + main.getThreadGroup().getParent().getName()
                + " priority " + main.getPriority() + " daemon " + main.isDaemon());
        System.out.println("main toString " + main);

        Object mon = new Object();
        boolean[] release = {false};
        Thread t = new Thread(() -> {
            synchronized (mon) {
                System.out.println("worker runs, state seen by itself " + Thread.currentThread().getState());
            }
            synchronized (mon) {
                while (!release[0]) {
                    try {
                        mon.wait();
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            LockSupport.park();
        });
        System.out.println("new: " + t.getState() + " alive " + t.isAlive() + " name " + t.getName());
        synchronized (mon) {
            t.start();
            awaitState(t, Thread.State.BLOCKED);
            System.out.println("blocked on monitor: " + t.getState() + " alive " + t.isAlive());
        }
        awaitState(t, Thread.State.WAITING);
        System.out.println("in wait(): " + t.getState());
        synchronized (mon) {
            release[0] = true;
            mon.notifyAll();
        }
        awaitState(t, Thread.State.TIMED_WAITING);
        System.out.println("in sleep: " + t.getState());
        awaitState(t, Thread.State.WAITING);
        System.out.println("in park: " + t.getState());
        LockSupport.unpark(t);
        t.join();
        System.out.println("ended: " + t.getState() + " alive " + t.isAlive());
        try {
            t.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: IllegalThreadStateException");
        }

        // names: Thread-N numbering counts only threads created without a name
        Thread a = new Thread(() -> { });
        Thread named = new Thread(() -> { }, "custom");
        Thread b = new Thread(() -> { });
        System.out.println("names " + a.getName() + " " + named.getName() + " " + b.getName());
        // ids are unique and increase with creation
        System.out.println("ids increase " + (a.getId() < named.getId() && named.getId() < b.getId()) + ", above main " + (a.getId() > main.getId()));

        // join and timed join
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        sleeper.start();
        sleeper.join(50);
        System.out.println("after join(50): alive " + sleeper.isAlive());
        sleeper.join(0);
        System.out.println("after join(0): alive " + sleeper.isAlive());
        sleeper.join(10);
        Thread notStarted = new Thread(() -> { });
        notStarted.join();
        notStarted.join(100);
        System.out.println("join of unstarted thread returns, state " + notStarted.getState());
        try {
            sleeper.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("join(-1): " + e.getMessage());
        }

        // thread groups
        ThreadGroup group = new ThreadGroup("workers");
        System.out.println("group " + group.getName() + " parent " + group.getParent().getName() + " maxPriority " + group.getMaxPriority()
                + " parentOf " + main.getThreadGroup().parentOf(group));
        Thread inGroup = new Thread(group, () -> System.out.println("running in group " + Thread.currentThread().getThreadGroup().getName()), "g1");
        System.out.println("thread group before start " + inGroup.getThreadGroup().getName());
        inGroup.start();
        inGroup.join();
        System.out.println("group after thread ended: activeCount " + group.activeCount() + " thread group of ended thread null " + (inGroup.getThreadGroup() == null));
        ThreadGroup sub = new ThreadGroup(group, "sub");
        System.out.println("subgroup parent " + sub.getParent().getName() + " activeGroupCount of workers " + group.activeGroupCount());
        group.setMaxPriority(3);
        Thread lowPrio = new Thread(group, () -> { }, "low");
        lowPrio.setPriority(Thread.MAX_PRIORITY);
        System.out.println("priority capped by group " + lowPrio.getPriority());

        // priorities and daemon inheritance
        Thread p = new Thread(() -> { });
        p.setPriority(Thread.MIN_PRIORITY);
        System.out.println("priority " + p.getPriority());
        try {
            p.setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("setPriority(11): IllegalArgumentException");
        }
        Thread parentDaemon = new Thread(() -> {
            Thread child = new Thread(() -> { });
            System.out.println("child of daemon is daemon " + child.isDaemon());
        });
        parentDaemon.setDaemon(true);
        parentDaemon.start();
        parentDaemon.join();
        Thread running = new Thread(() -> LockSupport.park());
        running.start();
        try {
            running.setDaemon(true);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon on live thread: IllegalThreadStateException");
        }
        LockSupport.unpark(running);
        running.join();

        // yield and onSpinWait in a cooperative handoff
        volatileCounter = 0;
        Thread spinner = new Thread(() -> {
            for (int i = 0; i < 5; i++) {
                while (volatileCounter % 2 == 0) Thread.onSpinWait();
                volatileCounter++;
            }
        });
        spinner.start();
        for (int i = 0; i < 5; i++) {
            volatileCounter++;
            while (volatileCounter % 2 == 1) Thread.yield();
        }
        spinner.join();
        System.out.println("handoff counter " + volatileCounter);

        // activeCount / enumerate see live threads of the main group
        Thread parked = new Thread(() -> LockSupport.park(), "parked-one");
        parked.start();
        awaitState(parked, Thread.State.WAITING);
        Thread[] all = new Thread[main.getThreadGroup().activeCount() + 5];
        int n = main.getThreadGroup().enumerate(all);
        boolean found = false;
        for (int i = 0; i < n; i++) if (all[i] == parked) found = true;
        System.out.println("enumerate finds the parked thread " + found);
        System.out.println("getAllStackTraces contains it " + Thread.getAllStackTraces().containsKey(parked));
        LockSupport.unpark(parked);
        parked.join();
        System.out.println("toString of ended thread " + parked);
    }

    static volatile int volatileCounter;
}
