package conformance;

import java.util.Comparator;
import java.util.PriorityQueue;

public class PriorityQueueOps {
    record Task(String name, int prio) {
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {5, 3, 9, 1, 7, 3, 8, 2, 6, 4, 0, 10};
        for (int v : vals) pq.add(v);
        System.out.println("internal array order " + pq + " peek " + pq.peek() + " size " + pq.size());
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println("poll order " + sb.toString().trim());
        PriorityQueue<Integer> max = new PriorityQueue<>(Comparator.reverseOrder());
        for (int v : vals) max.offer(v);
        max.remove(7);
        sb.setLength(0);
        while (!max.isEmpty()) sb.append(max.poll()).append(' ');
        System.out.println("max-heap order " + sb.toString().trim());
        PriorityQueue<Task> tasks = new PriorityQueue<>(Comparator.comparingInt(Task::prio).thenComparing(Task::name));
        tasks.add(new Task("write", 2));
        tasks.add(new Task("read", 1));
        tasks.add(new Task("alpha", 2));
        tasks.add(new Task("exec", 0));
        tasks.add(new Task("zeta", 1));
        while (!tasks.isEmpty()) System.out.println("task " + tasks.poll());
        PriorityQueue<String> strs = new PriorityQueue<>(Comparator.comparing(String::length).reversed());
        for (String s : "a bbb cc dddd e ff".split(" ")) strs.add(s);
        sb.setLength(0);
        while (!strs.isEmpty()) sb.append(strs.poll()).append(',');
        System.out.println("by length desc " + sb);
        PriorityQueue<Long> big = new PriorityQueue<>();
        long x = 12345;
        for (int i = 0; i < 2000; i++) {
            x = (x * 6364136223846793005L + 1442695040888963407L);
            big.add(x >>> 40);
            if (big.size() > 10) big.poll();
        }
        System.out.println("top10 remaining " + big.size());
        sb.setLength(0);
        while (!big.isEmpty()) sb.append(big.poll()).append(' ');
        System.out.println("top10 " + sb.toString().trim());
        System.out.println("empty poll " + new PriorityQueue<Integer>().poll() + " peek " + new PriorityQueue<Integer>().peek());
        try {
            new PriorityQueue<Object>().add(new Object() {
            });
            PriorityQueue<Object> q = new PriorityQueue<>();
            q.add("s");
            q.add(1);
        } catch (ClassCastException e) {
            System.out.println("CCE on mixed " + e.getClass().getSimpleName());
        }
    }
}
