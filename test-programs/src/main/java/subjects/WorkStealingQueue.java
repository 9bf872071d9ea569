package subjects;

/**
 * A work-stealing queue (the Chase-Lev shape, as in CHESS's WSQ): the owner pushes and pops tasks
 * at the bottom while a thief steals from the top. The buggy pop takes the last task without
 * synchronizing with the thief, so both may take it; the fixed pop, like the steal, takes the last
 * task under the queue's lock. Every task must be taken exactly once.
 */
public class WorkStealingQueue {
    final int[] tasks = new int[4];
    volatile int top, bottom;
    final int[] taken = new int[4];

    void push(int task) {
        tasks[bottom] = task;
        bottom = bottom + 1;
    }

    /** The owner's pop, or -1 when empty. */
    int pop(boolean fixed) {
        int b = bottom - 1;
        bottom = b;
        if (top < b) return tasks[b]; // more than one left: the thief cannot reach this one
        if (fixed) {
            synchronized (this) { return popLast(b); }
        }
        return popLast(b);
    }

    private int popLast(int b) {
        if (top <= b) {
            top = b + 1;
            bottom = b + 1;
            return tasks[b];
        }
        bottom = top;
        return -1;
    }

    /** The thief's steal, or -1 when empty. */
    synchronized int steal() {
        int t = top;
        if (t >= bottom) return -1;
        int task = tasks[t];
        top = t + 1;
        return task;
    }

    void take(int task) {
        if (task < 0) return;
        synchronized (taken) {
            if (++taken[task] > 1) throw new IllegalStateException("task " + task + " taken twice");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        WorkStealingQueue q = new WorkStealingQueue();
        q.push(0);
        q.push(1);
        Thread thief = new Thread(() -> q.take(q.steal()));
        thief.start();
        q.take(q.pop(fixed));
        q.take(q.pop(fixed));
        thief.join();
    }
}
