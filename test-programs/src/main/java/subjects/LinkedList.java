package subjects;

/**
 * LinkedList (ConTest): two threads append a node each to a singly linked list. The buggy append
 * reads the tail and links the new node in separate steps, so one node may be lost; the fixed
 * append is synchronized.
 */
public class LinkedList {
    static final class Node {
        final int value;
        Node next;
        Node(int value) { this.value = value; }
    }

    static final Node head = new Node(0);
    static Node tail = head;
    static final Object LOCK = new Object();

    static void append(int value, boolean fixed) {
        if (fixed) {
            synchronized (LOCK) { link(value); }
        } else {
            link(value);
        }
    }

    private static void link(int value) {
        Node n = new Node(value), t = tail;
        t.next = n;
        tail = n;
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Thread t = new Thread(() -> append(1, fixed));
        t.start();
        append(2, fixed);
        t.join();
        int size = 0;
        for (Node n = head.next; n != null; n = n.next) size++;
        if (size != 2) throw new IllegalStateException("the list has " + size + " nodes, not 2");
    }
}
