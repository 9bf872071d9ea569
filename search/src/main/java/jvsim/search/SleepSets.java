package jvsim.search;

import java.util.HashMap;
import java.util.Map;
import jvsim.vm.Op;

/**
 * Sleep sets (Godefroid): the threads whose next step need not be explored from a state, because
 * an order that runs it first was explored from an earlier state, each with that next operation.
 */
final class SleepSets {
    private SleepSets() {}

    /**
     * The sleep set after thread uid runs op at a state with sleep set sleep: the sleeping threads
     * other than uid whose next operation commutes with op (a dependent step wakes them).
     */
    static Map<Integer, Op> after(Map<Integer, Op> sleep, int uid, Op op) {
        if (sleep.isEmpty()) return Map.of();
        Map<Integer, Op> next = new HashMap<>();
        for (Map.Entry<Integer, Op> s : sleep.entrySet())
            if (s.getKey() != uid && !Dependence.dependent(s.getValue(), op)) next.put(s.getKey(), s.getValue());
        return next;
    }
}
