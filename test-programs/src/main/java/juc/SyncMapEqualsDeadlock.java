package juc;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * Two synchronized maps compared from two threads in opposite directions: a.equals(b) holds a's
 * lock and takes b's to read it, b.equals(a) the other way round: deadlock. Bug.
 */
public class SyncMapEqualsDeadlock {
    public static void main(String[] args) throws Exception {
        Map<String, Integer> a = Collections.synchronizedMap(new HashMap<>());
        Map<String, Integer> b = Collections.synchronizedMap(new HashMap<>());
        a.put("x", 1);
        b.put("x", 1);
        Thread t = new Thread(() -> a.equals(b));
        t.start();
        System.out.println(b.equals(a));
        t.join();
    }
}
