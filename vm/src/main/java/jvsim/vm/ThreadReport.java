package jvsim.vm;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A thread as a report shows it when a run ends without it ending: deadlocked, or still running
 * when a run was stopped. Data only; the text is made by the reports (jvsim.search.DeadlockText).
 *
 * @param thread   the thread's name
 * @param uid      the thread's uid (creation order)
 * @param state    "RUNNABLE", "BLOCKED" (entering a monitor, or a class's initialization), "WAITING", "TIMED_WAITING"
 * @param waitsFor what it waits for, or null when it could run
 * @param heldBy   the thread that holds what it waits for (a monitor's or lock's owner, the thread it
 *                 joins, the one initializing the class), or null
 * @param at       the innermost frame of the program's own code ("Class.method(File.java:line)"), else
 *                 the innermost frame, or "" for a thread without frames
 * @param stack    its frames, innermost first
 * @param holds    of what the other threads of the same report wait for, what this one holds
 */
public record ThreadReport(String thread, int uid, String state, Resource waitsFor, String heldBy, String at, List<StackFrame> stack,
                           List<Resource> holds) {
    public ThreadReport {
        stack = List.copyOf(stack);
        holds = List.copyOf(holds);
    }

    /** What a thread waits for. */
    public enum Kind {
        /** Entering (or re-entering after wait) an object's monitor another thread holds. */
        MONITOR("monitor"),
        /** A java.util.concurrent lock another thread holds exclusively (its AbstractOwnableSynchronizer owner). */
        LOCK("lock"),
        /** The end of another thread (join). */
        JOIN("join"),
        /** The initialization of a class another thread is initializing. */
        CLASS_INIT("class-initialization"),
        /** A notification in Object.wait (no thread in particular gives it). */
        NOTIFY("notify"),
        /** An unpark in LockSupport.park (no thread in particular gives it), with the blocker if any. */
        PARK("park"),
        /** Something else the VM names (a socket read, a gate, sleeping): see {@link Resource#name}. */
        OTHER("other");

        /** The kind as the JSON report writes it. */
        public final String json;

        Kind(String json) { this.json = json; }
    }

    /**
     * What a thread waits for, or holds.
     *
     * @param kind        what sort of thing it is
     * @param name        an object (MONITOR, LOCK, NOTIFY, PARK with a blocker): the object's class and a
     *                    number that tells the objects of that class in one report apart, in allocation
     *                    order ("bank.Bank$Account@2"), or "class Foo" for a class's own monitor; JOIN: the
     *                    joined thread's name; CLASS_INIT: the class's name; PARK without a blocker: null;
     *                    OTHER: what the VM says the thread waits for ("reading from socket ...")
     * @param className   the object's class, or the class being initialized; else null
     * @param allocatedAt where the program allocated the object ("Class.method(File.java:line)"), or null
     * @param objectId    the object's stable id ({@link VmObject#id}), or 0 when the resource is no object
     */
    public record Resource(Kind kind, String name, String className, String allocatedAt, long objectId) { }

    /** A frame: "Class.method(File.java:line)", and whether it is the JDK's code. */
    public record StackFrame(String where, boolean jdk) {
        @Override public String toString() { return where; }
    }

    /** The frames of the stack as text, innermost first. */
    public List<String> frames() { return stack.stream().map(StackFrame::where).toList(); }

    /** Reports of the threads, in their order; objects are numbered across all of them. */
    public static List<ThreadReport> of(List<VmThread> threads) {
        List<Raw> raws = new ArrayList<>();
        for (VmThread t : threads) raws.add(raw(t));
        Map<VmObject, String> names = names(raws);
        Map<VmThread, List<Resource>> holds = new HashMap<>();
        List<Resource> resources = new ArrayList<>();
        for (Raw r : raws) {
            Resource res = r.resource(names);
            resources.add(res);
            if (res != null && r.holder != null && r.kind != Kind.JOIN) holds.computeIfAbsent(r.holder, k -> new ArrayList<>()).add(res);
        }
        List<ThreadReport> out = new ArrayList<>();
        for (int i = 0; i < raws.size(); i++) {
            Raw r = raws.get(i);
            VmThread t = r.thread;
            out.add(new ThreadReport(t.name(), t.uid, r.state, resources.get(i), r.holder == null ? null : r.holder.name(), at(t), stack(t),
                    holds.getOrDefault(t, List.of())));
        }
        return out;
    }

    /** The thread t waits for, when one: the owner of the monitor or lock, the thread it joins, the one initializing the class. */
    static VmThread holderOf(VmThread t) { return raw(t).holder; }

    /** What t waits for, before objects are named. */
    private record Raw(VmThread thread, String state, Kind kind, VmObject object, VmClass cls, VmThread holder, String reason) {
        Resource resource(Map<VmObject, String> names) {
            if (kind == null) return null;
            return switch (kind) {
                case JOIN -> new Resource(kind, holder.name(), null, null, 0);
                case CLASS_INIT -> new Resource(kind, cls.javaName(), cls.javaName(), null, 0);
                case OTHER -> new Resource(kind, reason, null, null, 0);
                default -> object == null ? new Resource(kind, null, null, null, 0)
                        : new Resource(kind, names.get(object), className(object), allocatedAt(object), object.id);
            };
        }
    }

    private static Raw raw(VmThread t) {
        if (t.suspended) return new Raw(t, t.state.name(), Kind.OTHER, null, null, null, "suspended");
        SpinLoops.Loop loop = t.vm.scheduler.spins.loopOf(t);
        if (loop != null) {
            // spinning in a loop that reads what no step has written since (see SpinLoops)
            return new Raw(t, "RUNNABLE", Kind.OTHER, null, null, null,
                    "spins at " + loop.at() + (loop.reads().isEmpty() ? "" : " until a write to " + String.join(", ", loop.reads())));
        }
        if (t.guard != null) {
            // waiting to retry a guarded JDK operation: a non-fair acquisition waits for its lock as the JDK's parked waiter would
            VmObject sync = t.guardedAcquisition();
            if (sync != null) return synchronizer(t, "WAITING", sync);
            // the guarded wait after an arrival (a barrier's, see Atomic#guardedWait) is at its park: parked on its blocker, as the JDK's waiter
            if (t.pending.kind == Op.PARK && Threads.parkBlocker(t) != null) return new Raw(t, "WAITING", Kind.PARK, Threads.parkBlocker(t), null, null, null);
            String what = t.pending.api != null ? t.pending.api.owner.javaName() + "." + t.pending.api.name : t.pending.where();
            return new Raw(t, "WAITING", Kind.OTHER, null, null, null, "waiting in " + what);
        }
        if (t.atPoint) {
            Op p = t.pending;
            // stopped before an operation it cannot make yet: as good as blocked or waiting
            if (p.kind == Op.ACQUIRE && p.obj != null) {
                Monitor m = p.obj.monitor;
                if (m != null && m.owner != null && m.owner != t) return new Raw(t, "BLOCKED", Kind.MONITOR, p.obj, null, m.owner, null);
            }
            if (p.kind == Op.JOIN && p.other != null && p.other.isAlive()) return new Raw(t, "WAITING", Kind.JOIN, null, null, p.other, null);
            return runnable(t);
        }
        String state = t.state.name();
        switch (t.state) {
            case BLOCKED:
                if (t.blockedOnClass != null) {
                    VmThread by = t.blockedOnClass.initState == VmClass.INITIALIZING ? t.blockedOnClass.initThread : null;
                    return new Raw(t, state, Kind.CLASS_INIT, null, t.blockedOnClass, by == t ? null : by, null);
                }
                if (t.blockedOn != null) {
                    Monitor m = t.blockedOn.monitor;
                    return new Raw(t, state, Kind.MONITOR, t.blockedOn, null, m == null || m.owner == t ? null : m.owner, null);
                }
                return new Raw(t, state, Kind.OTHER, null, null, null, t.waitReason == null ? "blocked" : t.waitReason);
            case WAITING:
            case TIMED_WAITING:
                if (t.blockedOn != null) return new Raw(t, state, Kind.NOTIFY, t.blockedOn, null, null, null);
                if (t.joining != null) return new Raw(t, state, Kind.JOIN, null, null, t.joining, null);
                if ("parked".equals(t.waitReason)) {
                    VmObject blocker = Threads.parkBlocker(t);
                    if (blocker != null && Threads.isSynchronizer(blocker)) {
                        VmThread owner = Threads.exclusiveOwner(blocker);
                        if (owner != null && owner != t) return new Raw(t, state, Kind.LOCK, blocker, null, owner, null);
                    }
                    return new Raw(t, state, Kind.PARK, blocker, null, null, null);
                }
                return new Raw(t, state, Kind.OTHER, null, null, null, t.waitReason == null ? "waiting" : t.waitReason);
            default:
                return runnable(t);
        }
    }

    private static Raw runnable(VmThread t) {
        return new Raw(t, t.state == VmThread.State.NEW || t.state == VmThread.State.TERMINATED ? t.state.name() : "RUNNABLE", null, null, null, null, null);
    }

    /** t waits for the java.util.concurrent synchronizer sync: for its owner, when another thread holds it exclusively. */
    private static Raw synchronizer(VmThread t, String state, VmObject sync) {
        VmThread owner = Threads.exclusiveOwner(sync);
        return new Raw(t, state, owner != null && owner != t ? Kind.LOCK : Kind.PARK, sync, null, owner == t ? null : owner, null);
    }

    /**
     * The names of the objects the threads wait for: the class and a number in allocation order
     * among the objects of that class named here ("bank.Bank$Account@2"), "class Foo" for a class's
     * own monitor.
     */
    private static Map<VmObject, String> names(List<Raw> raws) {
        Map<String, List<VmObject>> byClass = new LinkedHashMap<>();
        Map<VmObject, Boolean> seen = new IdentityHashMap<>();
        for (Raw r : raws) {
            VmObject o = r.object;
            if (o == null || seen.put(o, Boolean.TRUE) != null) continue;
            byClass.computeIfAbsent(className(o), k -> new ArrayList<>()).add(o);
        }
        Map<VmObject, String> names = new IdentityHashMap<>();
        for (Map.Entry<String, List<VmObject>> e : byClass.entrySet()) {
            List<VmObject> objects = e.getValue();
            objects.sort(Comparator.comparingLong(o -> o.id));
            for (int i = 0; i < objects.size(); i++) {
                VmObject o = objects.get(i);
                names.put(o, o.meta instanceof VmClass c ? "class " + c.javaName() : e.getKey() + "@" + (i + 1));
            }
        }
        return names;
    }

    private static String className(VmObject o) {
        return o.meta instanceof VmClass c ? "class " + c.javaName() : o.cls.javaName();
    }

    private static String allocatedAt(VmObject o) {
        return o.allocMethod == null ? null : Op.where(o.allocMethod, o.allocPc);
    }

    private static String at(VmThread t) {
        Frame user = Threads.userFrame(t);
        if (user != null) return Op.where(user.method, user.pc);
        return t.top == null ? "" : Op.where(t.top.method, t.top.pc);
    }

    private static List<StackFrame> stack(VmThread t) {
        List<StackFrame> out = new ArrayList<>();
        for (Frame f = t.top; f != null; f = f.caller) out.add(new StackFrame(Op.where(f.method, f.pc), f.method.owner.jdk));
        return out;
    }
}
