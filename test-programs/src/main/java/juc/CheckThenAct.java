package juc;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** Two pool tasks add an item to a synchronized list if it is absent: check-then-act, the item can be added twice. Bug. */
public class CheckThenAct {
    public static void main(String[] args) throws Exception {
        List<String> list = Collections.synchronizedList(new ArrayList<>());
        Runnable addIfAbsent = () -> {
            if (!list.contains("x")) list.add("x");
        };
        ExecutorService pool = Executors.newFixedThreadPool(2);
        pool.execute(addIfAbsent);
        pool.execute(addIfAbsent);
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        if (list.size() != 1) throw new IllegalStateException("added twice: " + list);
    }
}
