package imunit;

import static jvsim.api.IMUnit.fireEvent;

/**
 * main joins the worker before it fires "joined": the schedule "joined@main -> work@worker" asks
 * for the opposite, which no execution can do (check mode: a violation in every execution;
 * enforce mode: an unsatisfiable schedule, not a deadlock of the program).
 */
public final class JoinedWorker {
    private JoinedWorker() {}

    public static void run() throws InterruptedException {
        Thread worker = new Thread(() -> fireEvent("work"), "worker");
        worker.start();
        worker.join();
        fireEvent("joined");
    }
}
