package jvsim.tools.training;

/**
 * A target program, not part of jvsim's own code: the {@code ./jvsim} launcher runs it once under
 * jvsim after each build (with {@code -XX:ArchiveClassesAtExit}) so that the class-data sharing
 * archive holds the classes a usual run needs: the CLI, the VM's boot, the default search finding a
 * violation, its trace and the JSON report. Two threads increment a counter without synchronization;
 * the assertion fails when an update is lost.
 */
public final class StartupTraining {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable inc = () -> { int v = count; count = v + 1; };
        Thread a = new Thread(inc), b = new Thread(inc);
        a.start(); b.start();
        a.join(); b.join();
        System.out.println("count = " + count);
        assert count == 2 : "lost update: count = " + count;
    }
}
