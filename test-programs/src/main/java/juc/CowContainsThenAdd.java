package juc;

import java.util.concurrent.CopyOnWriteArrayList;

/** Two threads add an item to a CopyOnWriteArrayList if contains() says it is absent (instead of addIfAbsent): it can be added twice. Bug. */
public class CowContainsThenAdd {
    public static void main(String[] args) throws Exception {
        CopyOnWriteArrayList<String> list = new CopyOnWriteArrayList<>();
        Runnable addIfAbsent = () -> {
            if (!list.contains("x")) list.add("x");
        };
        Thread a = new Thread(addIfAbsent), b = new Thread(addIfAbsent);
        a.start();
        b.start();
        a.join();
        b.join();
        if (list.size() != 1) throw new IllegalStateException("added twice: " + list);
    }
}
