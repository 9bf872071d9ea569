package jvsim.search;

import java.util.ArrayList;
import java.util.List;
import jvsim.vm.ThreadReport;
import jvsim.vm.VmThread;

/**
 * A thread that had not ended when its execution was stopped (by --max-time or a signal): its
 * report (state, what it waits for, where, stack) and what it was doing.
 */
public record RunningThread(ThreadReport thread, Activity activity) {

    /** The program's threads of the VM that had not ended (the JDK's own left out), judged by the steps of the execution so far. */
    public static List<RunningThread> of(List<VmThread> threads, List<Step> steps) {
        List<VmThread> live = new ArrayList<>();
        for (VmThread t : threads) if (t.isAlive() && !t.system) live.add(t);
        List<RunningThread> out = new ArrayList<>();
        for (ThreadReport r : ThreadReport.of(live)) out.add(new RunningThread(r, Activity.of(r, steps)));
        return out;
    }
}
