package jvsim.vm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A deadlock, as the scheduler finds it when no thread can run: the cycle of threads that wait for
 * each other, if there is one (each waits for what the next one holds, the last for what the first
 * holds), starting with the thread created first; and the other threads that cannot run, blocked
 * behind the cycle (waiting, maybe through others, for a thread of it) or waiting for what no
 * thread will do (a notification, an unpark, a socket). Threads the JDK started on its own are left
 * out unless a listed thread waits for one of them. Data only: the text is made by the reports
 * (jvsim.search.DeadlockText), the JSON by jvsim.embed.ReportDocument.
 *
 * @param thread  the thread the violation is reported in: the cycle's first, else the first
 *                non-daemon thread that cannot run
 * @param cycle   the threads of the cycle in wait-for order, or empty when there is none
 * @param blocked the other threads that cannot run, in creation order
 * @param pins    the carriers (among the threads) pinned by the virtual thread mounted on them, which
 *                blocked without unmounting (--virtual-threads=continuations), in creation order; empty
 *                when none
 */
public record Deadlock(String thread, List<ThreadReport> cycle, List<ThreadReport> blocked, List<Pin> pins) {
    public Deadlock {
        cycle = List.copyOf(cycle);
        blocked = List.copyOf(blocked);
        pins = List.copyOf(pins);
    }

    public Deadlock(String thread, List<ThreadReport> cycle, List<ThreadReport> blocked) { this(thread, cycle, blocked, List.of()); }

    /**
     * A virtual thread that blocked mounted on its carrier (JDK 21's rule: holding a monitor, or in a
     * frame the VM's host code waits for), so the carrier can run no other virtual thread.
     *
     * @param virtualThread the virtual thread's name, or "#id" when it has none
     * @param carrier       the carrier's name (one of the deadlock's threads)
     * @param monitors      the monitors its frames hold: "java.lang.Object allocated at Class.method(File.java:line)"
     */
    public record Pin(String virtualThread, String carrier, List<String> monitors) {
        public Pin { monitors = List.copyOf(monitors); }
    }

    /** The pins among threads: each that cannot run with a virtual thread mounted on it. */
    private static List<Pin> pins(List<VmThread> threads) {
        List<Pin> out = new ArrayList<>();
        for (VmThread t : threads) {
            VmObject v = t.mountedThread;
            if (v == null || t.state == VmThread.State.RUNNABLE && t.guard == null) continue;
            String name = t.vm.threadName(v);
            if (name.isEmpty() && t.vm.known.threadTid.exists()) name = "#" + t.vm.known.threadTid.get(v);
            List<String> monitors = new ArrayList<>();
            for (VmObject o : Continuations.monitorsHeld(t)) {
                String c = o.meta instanceof VmClass k ? "class " + k.javaName() : o.cls.javaName();
                monitors.add(o.allocMethod == null ? c : c + " allocated at " + Op.where(o.allocMethod, o.allocPc));
            }
            out.add(new Pin(name, t.name(), monitors));
        }
        return out;
    }

    /** The cycle's threads, then the others. */
    public List<ThreadReport> threads() {
        List<ThreadReport> all = new ArrayList<>(cycle);
        all.addAll(blocked);
        return all;
    }

    /** Whether t (one of {@link #blocked}) waits, maybe through other threads, for a thread of the cycle. */
    public boolean behindCycle(ThreadReport t) {
        Set<String> inCycle = new HashSet<>();
        for (ThreadReport c : cycle) inCycle.add(c.thread());
        Set<String> seen = new HashSet<>();
        for (String h = t.heldBy(); h != null && seen.add(h); ) {
            if (inCycle.contains(h)) return true;
            String next = null;
            for (ThreadReport b : blocked) if (b.thread().equals(h)) next = b.heldBy();
            h = next;
        }
        return false;
    }

    /** The deadlock of threads (the VM's, in creation order), none of which can run. */
    static Deadlock of(List<VmThread> threads) {
        Set<VmThread> involved = new LinkedHashSet<>();
        for (VmThread t : threads) if (t.isAlive() && !t.system) involved.add(t);
        // the system threads the program's threads wait for (a monitor they hold, their end), and those they wait for
        for (Deque<VmThread> todo = new ArrayDeque<>(involved); !todo.isEmpty(); ) {
            VmThread holder = ThreadReport.holderOf(todo.pop());
            if (holder != null && holder.isAlive() && involved.add(holder)) todo.push(holder);
        }
        List<VmThread> listed = new ArrayList<>();
        for (VmThread t : threads) if (involved.contains(t)) listed.add(t);
        List<VmThread> cycle = cycle(listed);
        List<ThreadReport> reports = ThreadReport.of(listed);
        List<ThreadReport> inCycle = new ArrayList<>(), others = new ArrayList<>();
        for (VmThread t : cycle) inCycle.add(reports.get(listed.indexOf(t)));
        String first = inCycle.isEmpty() ? null : inCycle.get(0).thread();
        for (int i = 0; i < listed.size(); i++) {
            if (cycle.contains(listed.get(i))) continue;
            others.add(reports.get(i));
            if (first == null && !listed.get(i).daemon) first = listed.get(i).name();
        }
        if (first == null && !others.isEmpty()) first = others.get(0).thread();
        return new Deadlock(first, inCycle, others, pins(listed));
    }

    /**
     * A cycle a listener found as it formed (other threads may still run): cycle, its threads in
     * wait-for order from the one to name first, and the threads of the VM (creation order) that
     * wait, maybe through others, for a thread of it.
     */
    public static Deadlock ofCycle(List<VmThread> cycle, List<VmThread> threads) {
        List<VmThread> behind = new ArrayList<>();
        for (VmThread t : threads) {
            if (!t.isAlive() || t.system || cycle.contains(t)) continue;
            Set<VmThread> seen = new HashSet<>();
            for (VmThread h = ThreadReport.holderOf(t); h != null && seen.add(h); h = ThreadReport.holderOf(h)) {
                if (cycle.contains(h)) {
                    behind.add(t);
                    break;
                }
            }
        }
        List<VmThread> listed = new ArrayList<>(cycle);
        listed.addAll(behind);
        List<ThreadReport> reports = ThreadReport.of(listed);
        return new Deadlock(cycle.get(0).name(), reports.subList(0, cycle.size()), reports.subList(cycle.size(), reports.size()), pins(listed));
    }

    /** The first cycle of the wait-for graph among threads, from its thread created first; empty when there is none. */
    private static List<VmThread> cycle(List<VmThread> threads) {
        for (VmThread start : threads) {
            List<VmThread> path = new ArrayList<>();
            for (VmThread t = start; t != null && t.isAlive(); t = ThreadReport.holderOf(t)) {
                int at = path.indexOf(t);
                if (at >= 0) {
                    List<VmThread> c = new ArrayList<>(path.subList(at, path.size()));
                    int low = 0;
                    for (int i = 1; i < c.size(); i++) if (c.get(i).uid < c.get(low).uid) low = i;
                    List<VmThread> out = new ArrayList<>(c.subList(low, c.size()));
                    out.addAll(c.subList(0, low));
                    return out;
                }
                path.add(t);
            }
        }
        return List.of();
    }
}
