package conformance;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.NoSuchElementException;

public class LinkedListDeque {
    public static void main(String[] args) {
        LinkedList<String> ll = new LinkedList<>();
        ll.add("b");
        ll.addFirst("a");
        ll.addLast("c");
        ll.push("z");
        ll.offer("d");
        ll.offerFirst("y");
        System.out.println("ll " + ll + " first " + ll.getFirst() + " last " + ll.getLast() + " peek " + ll.peek() + " peekLast " + ll.peekLast());
        System.out.println("pop " + ll.pop() + " poll " + ll.poll() + " pollLast " + ll.pollLast() + " remove " + ll.remove() + " -> " + ll);
        ll.add(1, "mid");
        System.out.println("add(1) " + ll + " get(2) " + ll.get(2) + " indexOf " + ll.indexOf("c"));
        ll.removeFirstOccurrence("mid");
        ll.add("b");
        ll.removeLastOccurrence("b");
        System.out.println("occurrence removes " + ll);
        Iterator<String> desc = ll.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next());
        System.out.println("descending " + sb);
        ll.clear();
        System.out.println("empty poll " + ll.poll() + " peek " + ll.peekFirst());
        try {
            ll.getFirst();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE " + e.getClass().getSimpleName());
        }
        Deque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 10; i++) {
            if (i % 2 == 0) dq.addFirst(i);
            else dq.addLast(i);
        }
        System.out.println("arraydeque " + dq + " size " + dq.size());
        System.out.println("pollFirst " + dq.pollFirst() + " pollLast " + dq.pollLast() + " peekFirst " + dq.peekFirst() + " peekLast " + dq.peekLast());
        Deque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) stack.push(i);
        StringBuilder st = new StringBuilder();
        while (!stack.isEmpty()) st.append(stack.pop());
        System.out.println("stack " + st);
        Deque<Integer> queue = new ArrayDeque<>(4);
        for (int i = 0; i < 100; i++) {
            queue.offer(i);
            if (i % 3 == 0) queue.poll();
        }
        System.out.println("queue size " + queue.size() + " head " + queue.peek() + " tail " + queue.peekLast());
        dq.removeIf(x -> x > 5);
        System.out.println("removeIf " + dq + " contains 3 " + dq.contains(3));
        try {
            dq.addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("null rejected " + e.getClass().getSimpleName());
        }
        int sum = 0;
        for (int x : dq) sum += x;
        System.out.println("sum " + sum);
        Object[] a = dq.toArray();
        System.out.println("toArray len " + a.length + " first " + a[0]);
        LinkedList<Integer> nums = new LinkedList<>();
        for (int i = 0; i < 50; i++) nums.add(i);
        Iterator<Integer> it = nums.iterator();
        while (it.hasNext()) if (it.next() % 3 != 0) it.remove();
        System.out.println("filtered " + nums);
        nums.set(0, -1);
        nums.remove(Integer.valueOf(48));
        nums.remove(1);
        System.out.println("modified " + nums + " hash " + nums.hashCode());
    }
}
