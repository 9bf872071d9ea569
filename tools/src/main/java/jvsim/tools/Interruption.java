package jvsim.tools;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C and SIGTERM for the command line: a shutdown hook stops the running search, waits for the
 * command to print its summary and write its report, then ends the JVM with the command's exit
 * status (the JVM is already shutting down, so {@code System.exit} could not set it any more).
 */
final class Interruption {
    /** How long the hook waits for the stopped run to finish its report. */
    private static final long WAIT_SECONDS = 60;

    private final Thread hook = new Thread(this::onShutdown, "jvsim-interrupt");
    private final CountDownLatch finished = new CountDownLatch(1);
    private Runnable stop;
    private boolean requested;
    private volatile int status;

    /** An interruption that never happens (in-process runs). */
    static final Interruption NONE = new Interruption();

    /** Installs the shutdown hook. */
    static Interruption onSignals() {
        Interruption i = new Interruption();
        Runtime.getRuntime().addShutdownHook(i.hook);
        return i;
    }

    /** Sets how to stop the run now in progress; stops it at once if an interrupt came already. */
    synchronized void whileRunning(Runnable stop) {
        this.stop = stop;
        if (requested) stop.run();
    }

    /** The command is done: the hook, if the JVM is shutting down, exits with this status. */
    void finished(int status) {
        this.status = status;
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException | IllegalArgumentException shuttingDownOrNeverInstalled) {
            // the hook is running (or this is NONE): it takes the status from here
        }
        finished.countDown();
    }

    private void onShutdown() {
        synchronized (this) {
            requested = true;
            if (stop != null) stop.run();
        }
        try {
            if (!finished.await(WAIT_SECONDS, TimeUnit.SECONDS)) {
                System.err.println("jvsim: interrupted; the run did not stop within " + WAIT_SECONDS + " s");
                Runtime.getRuntime().halt(Cli.INTERNAL);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        System.out.flush();
        System.err.flush();
        Runtime.getRuntime().halt(status);
    }
}
