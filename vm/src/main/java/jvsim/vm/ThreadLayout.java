package jvsim.vm;

/**
 * Where a java.lang.Thread keeps what the VM reads and writes, resolved once per VM: in the Thread
 * object itself up to JDK 18; from JDK 19 (virtual threads) the status, daemon flag and priority of a
 * platform thread are in its Thread.FieldHolder (Thread.holder), created by its constructor.
 */
public final class ThreadLayout {
    /** Thread.holder (JDK 19 and later), or null. */
    public final VmField holder;
    /** threadStatus, daemon and priority: of the holder where there is one, else of Thread. */
    public final VmField status, daemon, priority;
    /** Thread.interrupted (a Java field since JDK 14). */
    public final VmField interrupted;
    /** Thread.stillborn (JDK 18 and earlier; Thread.stop is gone since), or null. */
    public final VmField stillborn;

    ThreadLayout(ClassRegistry classes) {
        VmClass thread = classes.load("java/lang/Thread");
        holder = thread.declaredField("holder", "Ljava/lang/Thread$FieldHolder;");
        VmClass in = holder == null ? thread : classes.load("java/lang/Thread$FieldHolder");
        status = in.declaredField("threadStatus", "I");
        daemon = in.declaredField("daemon", "Z");
        priority = in.declaredField("priority", "I");
        interrupted = thread.declaredField("interrupted", "Z");
        stillborn = thread.declaredField("stillborn", "Z");
    }

    /** The object holding t's status, daemon flag and priority (null: a holder not yet created). */
    public VmObject fieldsOf(VmObject thread) {
        return holder == null ? thread : thread.r[holder.slot];
    }
}
