package jvsim.search;

import jvsim.vm.Op;

/** One step of an execution: the thread chosen and the visible operation it performed. */
public final class Step {
    public final String threadPath;
    public final String threadName;
    public final int threadUid;
    public final Op op;

    Step(String threadPath, String threadName, int threadUid, Op op) {
        this.threadPath = threadPath;
        this.threadName = threadName;
        this.threadUid = threadUid;
        this.op = op;
    }

    /** This step in a replayable schedule: the thread's path, for a data choice "path=value". */
    public String scheduleEntry() { return op.kind == jvsim.vm.Op.CHOICE ? threadPath + "=" + op.key : threadPath; }

    /** The thread of a schedule entry (a data choice belongs to its thread's step). */
    public static String threadOf(String entry) {
        int eq = entry.indexOf('=');
        return eq < 0 ? entry : entry.substring(0, eq);
    }

    /** The value of a data-choice entry; null for a thread's step or a malformed value. */
    static Integer valueOf(String entry) {
        int eq = entry.indexOf('=');
        if (eq < 0) return null;
        try {
            return Integer.parseInt(entry.substring(eq + 1));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** The operation for humans: "write Counter.count". */
    public String operation() { return op.describe(); }

    /** "Class.method(File.java:line)" or "". */
    public String location() { return op.where(); }

    /** Whether the step's instruction is in the JDK's code (not the program's). */
    public boolean inJdk() { return op.method != null && op.method.owner.jdk; }

    /** "\"thread\" operation at location", and inside the JDK "called from" the program's line that led there. */
    @Override public String toString() {
        String where = op.whereWithCaller();
        return "\"" + threadName + "\" " + operation() + (where.isEmpty() ? "" : " at " + where);
    }
}
