package jvsim.embed;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a search ran, as its JSON report records it ("run"), so that a replay of the report needs
 * nothing else: {@code jvsim --replay=report.json} and {@link Jvsim#replay(java.nio.file.Path)}.
 * @param target          the target as given: "pkg.Main" or "pkg.Class#method"
 * @param args            the arguments of main
 * @param classpath       the class path's entries, absolute
 * @param sched           the scheduling points: sync, shared or all
 * @param listeners       the listeners' names (--listener)
 * @param listenerOptions their options by option name (--schedule, --imunit)
 * @param properties      system properties of the target (-D)
 * @param assertions      assertions enabled in the target's classes
 * @param gates           gates (--gate)
 * @param mounts          host directories the target sees, "dir:ro" or "dir:rw" (--mount)
 * @param maxHeapBytes    the target's heap bound
 * @param spuriousWakeups where spurious wake-ups are explored: none, program (waits the program calls) or all
 * @param earlyTimeouts   how many times per thread and execution a timed wait may end while other threads can run
 * @param earlyTimeoutLimitMs the longest timed wait that may end early, in milliseconds
 * @param jdkHome         the home of the JDK whose class library the target ran on (--jdk), absolute; null for the host JDK's
 * @param virtualThreads  how virtual threads ran: bound or continuations (--virtual-threads)
 * @param spinLoops       spin loops as waits (wait) or round by round (run) (--spin-loops)
 */
public record Invocation(String target, List<String> args, List<String> classpath, String sched, List<String> listeners,
                         Map<String, List<String>> listenerOptions, Map<String, String> properties, boolean assertions,
                         List<String> gates, List<String> mounts, long maxHeapBytes, String spuriousWakeups,
                         int earlyTimeouts, long earlyTimeoutLimitMs, String jdkHome, String virtualThreads, String spinLoops) {
    public Invocation {
        args = List.copyOf(args);
        classpath = List.copyOf(classpath);
        listeners = List.copyOf(listeners);
        Map<String, List<String>> options = new LinkedHashMap<>();
        listenerOptions.forEach((k, v) -> options.put(k, List.copyOf(v)));
        listenerOptions = java.util.Collections.unmodifiableMap(options);
        properties = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(properties));
        gates = List.copyOf(gates);
        mounts = List.copyOf(mounts);
    }
}
