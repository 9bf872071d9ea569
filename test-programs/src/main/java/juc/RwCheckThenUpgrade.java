package juc;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** Two threads check a list under the read lock, release it and add under the write lock: the item can be added twice. Bug. */
public class RwCheckThenUpgrade {
    public static void main(String[] args) throws Exception {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        List<String> list = new ArrayList<>();
        Runnable addIfAbsent = () -> {
            boolean absent;
            rw.readLock().lock();
            try {
                absent = !list.contains("x");
            } finally {
                rw.readLock().unlock();
            }
            if (absent) {
                rw.writeLock().lock();
                try {
                    list.add("x");
                } finally {
                    rw.writeLock().unlock();
                }
            }
        };
        Thread a = new Thread(addIfAbsent), b = new Thread(addIfAbsent);
        a.start();
        b.start();
        a.join();
        b.join();
        if (list.size() != 1) throw new IllegalStateException("added twice: " + list);
    }
}
