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

    /** The operation for humans: "write Counter.count". */
    public String operation() { return op.describe(); }

    /** "Class.method(File.java:line)" or "". */
    public String location() { return op.where(); }

    @Override public String toString() {
        String where = location();
        return "\"" + threadName + "\" " + operation() + (where.isEmpty() ? "" : " at " + where);
    }
}
