package jvsim.vm;

import java.util.ArrayList;
import java.util.List;

/** What happened in one execution, for searches and reports: uncaught exceptions, deadlock, limits. */
public final class Outcome {
    /** An exception that ended a thread. */
    public static final class Uncaught {
        public final String thread;
        /** "java.lang.AssertionError: message" */
        public final String exception;
        public Uncaught(String thread, String exception) { this.thread = thread; this.exception = exception; }
        @Override public String toString() { return "uncaught in \"" + thread + "\": " + exception; }
    }

    public final List<Uncaught> uncaught = new ArrayList<>();
    /** Description of the deadlock (each blocked thread, what it waits for, its stack), or null. */
    public String deadlock;
    /** Name of the first deadlocked thread, for reports. */
    public String deadlockThread;
    /** The execution exceeded its step bound (possibly non-terminating). */
    public boolean stepLimit;
    /** Exit status of the target (System.exit, or 1 when main threw / deadlock, else 0). */
    public int exitStatus;

    public boolean violated() { return !uncaught.isEmpty() || deadlock != null; }

    void clear() {
        uncaught.clear();
        deadlock = null;
        deadlockThread = null;
        stepLimit = false;
        exitStatus = 0;
    }
}
