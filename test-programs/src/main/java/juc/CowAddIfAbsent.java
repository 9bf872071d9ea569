package juc;

import java.util.concurrent.CopyOnWriteArrayList;

/** Two threads addIfAbsent the same item to a CopyOnWriteArrayList while a third iterates a snapshot of it. Correct. */
public class CowAddIfAbsent {
    public static void main(String[] args) throws Exception {
        CopyOnWriteArrayList<String> list = new CopyOnWriteArrayList<>();
        boolean[] added = new boolean[2];
        Thread a = new Thread(() -> added[0] = list.addIfAbsent("x")), b = new Thread(() -> added[1] = list.addIfAbsent("x"));
        a.start();
        b.start();
        int n = 0;
        for (String s : list) n++;
        a.join();
        b.join();
        if (list.size() != 1 || added[0] == added[1] || n > 1) throw new IllegalStateException(list + " added " + added[0] + ", " + added[1]);
    }
}
