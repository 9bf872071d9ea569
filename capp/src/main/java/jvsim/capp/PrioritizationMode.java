package jvsim.capp;

/**
 * Which choices where a preemption is possible keep every enabled thread: ALL when every enabled
 * thread's next step is change-impacted, SOME when at least one is; at the other choices only the
 * thread that ran last goes on now, and the preemptions are postponed.
 */
public enum PrioritizationMode {
    ALL, SOME;

    public String optionName() { return name().toLowerCase(java.util.Locale.ROOT); }
}
