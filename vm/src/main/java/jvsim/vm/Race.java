package jvsim.vm;

/**
 * A data race a listener found, typed for reports beside its message: the location and the two
 * accesses, the later one by the thread the violation is reported in.
 *
 * @param subject the field ("Class.field" or the array type), with an array's allocation site when known
 */
public record Race(String subject, Access earlier, Access later) {
    /**
     * One access of the race.
     *
     * @param where where it ran, with its caller in the program's code ({@link Op#whereWithCaller})
     */
    public record Access(String thread, boolean write, String where) { }
}
