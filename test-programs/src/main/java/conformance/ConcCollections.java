package conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;

/** Non-blocking concurrent collections and synchronized wrappers, filled by several threads. */
public class ConcCollections {
    static void runAll(int n, java.util.function.IntConsumer body) throws InterruptedException {
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts.add(new Thread(() -> body.accept(id)));
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        ConcurrentLinkedQueue<Integer> q = new ConcurrentLinkedQueue<>();
        List<Integer> polled = Collections.synchronizedList(new ArrayList<>());
        runAll(4, id -> {
            for (int i = 0; i < 100; i++) {
                q.offer(id * 1000 + i);
                if (i % 2 == 1) {
                    Integer v = q.poll();
                    if (v != null) polled.add(v);
                }
            }
        });
        List<Integer> rest = new ArrayList<>(q);
        List<Integer> all = new ArrayList<>(polled);
        all.addAll(rest);
        Collections.sort(all);
        System.out.println("CLQ polled " + polled.size() + " left " + q.size() + " total distinct " + new TreeSet<>(all).size() + " sum " + all.stream().mapToLong(x -> x).sum());
        // per-producer FIFO order is preserved in the remaining queue
        boolean fifo = true;
        int[] last = {-1, -1, -1, -1};
        for (int v : rest) {
            int p = v / 1000;
            if (v <= last[p]) fifo = false;
            last[p] = v;
        }
        System.out.println("CLQ per-producer order kept " + fifo + " peek " + (q.peek() != null) + " contains " + q.contains(rest.get(0)) + " remove " + q.remove(rest.get(0)));

        ConcurrentLinkedDeque<Integer> dq = new ConcurrentLinkedDeque<>();
        runAll(2, id -> {
            for (int i = 0; i < 100; i++) {
                if (id == 0) dq.addFirst(i);
                else dq.addLast(-i);
            }
        });
        System.out.println("CLD size " + dq.size() + " first " + dq.peekFirst() + " last " + dq.peekLast() + " pollFirst " + dq.pollFirst() + " pollLast " + dq.pollLast()
                + " removeFirstOccurrence " + dq.removeFirstOccurrence(50) + " size " + dq.size());
        Iterator<Integer> desc = dq.descendingIterator();
        System.out.println("CLD descending head " + desc.next() + " " + desc.next());

        ConcurrentSkipListMap<Integer, String> sk = new ConcurrentSkipListMap<>();
        runAll(3, id -> {
            for (int i = id; i < 300; i += 3) sk.put(i, "v" + i);
            for (int i = id; i < 300; i += 9) sk.remove(i);
        });
        System.out.println("CSLM size " + sk.size() + " first " + sk.firstKey() + " last " + sk.lastKey() + " ceiling(100) " + sk.ceilingKey(100) + " floor(100) " + sk.floorKey(100)
                + " higher(290) " + sk.higherEntry(290) + " lower(3) " + sk.lowerKey(3));
        System.out.println("CSLM head(10) " + sk.headMap(10) + " tail(295) " + sk.tailMap(295, true) + " sub " + sk.subMap(20, 26));
        System.out.println("CSLM descending first 3 " + sk.descendingMap().keySet().stream().limit(3).toList() + " pollFirst " + sk.pollFirstEntry() + " pollLast " + sk.pollLastEntry());
        System.out.println("CSLM putIfAbsent " + sk.putIfAbsent(2, "x") + " merge " + sk.merge(2, "!", String::concat) + " compute " + sk.compute(7, (k, v) -> v == null ? "new" : v + "?"));
        ConcurrentSkipListMap<String, Integer> byLen = new ConcurrentSkipListMap<>((a, b) -> a.length() != b.length() ? a.length() - b.length() : a.compareTo(b));
        for (String s : "delta alpha pi omega mu epsilon".split(" ")) byLen.put(s, s.length());
        System.out.println("CSLM with comparator " + byLen.keySet());

        ConcurrentSkipListSet<Integer> ss = new ConcurrentSkipListSet<>();
        runAll(4, id -> {
            for (int i = 0; i < 100; i++) ss.add((i * 7 + id * 13) % 150);
        });
        System.out.println("CSLS size " + ss.size() + " first " + ss.first() + " last " + ss.last() + " headSet(5) " + ss.headSet(5) + " pollFirst " + ss.pollFirst()
                + " descending " + ss.descendingSet().first());

        CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<>();
        runAll(3, id -> {
            for (int i = 0; i < 50; i++) cow.add(id);
            cow.addIfAbsent(100 + id);
            cow.addIfAbsent(100);
        });
        int[] perThread = new int[3];
        for (int v : cow) if (v < 3) perThread[v]++;
        System.out.println("COWAL size " + cow.size() + " per thread " + perThread[0] + " " + perThread[1] + " " + perThread[2] + " has 100 once " + (cow.indexOf(100) == cow.lastIndexOf(100)));
        Iterator<Integer> snapshot = cow.iterator();
        cow.clear();
        int n = 0;
        while (snapshot.hasNext()) {
            snapshot.next();
            n++;
        }
        System.out.println("COWAL snapshot iterator saw " + n + " after clear size " + cow.size());
        try {
            Iterator<Integer> it = new CopyOnWriteArrayList<>(List.of(1, 2)).iterator();
            it.next();
            it.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("COWAL iterator remove unsupported");
        }
        CopyOnWriteArraySet<String> cows = new CopyOnWriteArraySet<>(List.of("b", "a", "b", "c"));
        System.out.println("COWAS " + cows + " add dup " + cows.add("a"));

        // synchronized wrappers
        List<Integer> syncList = Collections.synchronizedList(new ArrayList<>());
        Map<Integer, Integer> syncMap = Collections.synchronizedMap(new HashMap<>());
        Set<Integer> syncSet = Collections.synchronizedSet(new java.util.HashSet<>());
        runAll(4, id -> {
            for (int i = 0; i < 200; i++) {
                syncList.add(i);
                syncMap.merge(i % 10, 1, Integer::sum);
                syncSet.add(i % 37);
            }
        });
        long listSum;
        synchronized (syncList) {
            listSum = 0;
            for (int v : syncList) listSum += v;
        }
        System.out.println("synchronizedList size " + syncList.size() + " sum " + listSum + " synchronizedMap " + new java.util.TreeMap<>(syncMap) + " synchronizedSet " + syncSet.size());
        java.util.SortedMap<String, Integer> ssm = Collections.synchronizedSortedMap(new java.util.TreeMap<>());
        ssm.put("b", 2);
        ssm.put("a", 1);
        System.out.println("synchronizedSortedMap " + ssm + " first " + ssm.firstKey());
        // a thread holding the wrapper's lock blocks others' single operations
        Thread holder;
        boolean[] added = {false};
        synchronized (syncList) {
            holder = new Thread(() -> {
                syncList.add(-1);
                added[0] = true;
            });
            holder.start();
            while (holder.getState() != Thread.State.BLOCKED) Thread.yield();
            System.out.println("wrapper locks on itself: other thread " + holder.getState() + " added " + added[0]);
        }
        holder.join();
        System.out.println("after release added " + added[0]);
    }
}
