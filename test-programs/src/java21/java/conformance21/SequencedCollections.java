package conformance21;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.TreeMap;

/** Java 21's class library: sequenced collections (JEP 431), StringBuilder.repeat, Character's emoji queries, Math.clamp. */
public class SequencedCollections {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
        list.addFirst(0);
        list.addLast(4);
        System.out.println(list + " " + list.getFirst() + " " + list.getLast() + " " + list.reversed());
        list.removeFirst();
        list.removeLast();
        System.out.println(list + " " + List.of(5, 6, 7).reversed());
        LinkedHashSet<String> set = new LinkedHashSet<>(List.of("b", "c"));
        set.addFirst("a");
        set.addLast("b");
        System.out.println(set + " " + set.reversed());
        LinkedHashMap<String, Integer> map = new LinkedHashMap<>();
        map.put("x", 1);
        map.put("y", 2);
        map.putFirst("w", 0);
        System.out.println(map + " " + map.firstEntry() + " " + map.lastEntry() + " " + map.reversed() + " " + map.sequencedKeySet().reversed());
        TreeMap<Integer, String> tree = new TreeMap<>(java.util.Map.of(3, "c", 1, "a"));
        System.out.println(tree.pollFirstEntry() + " " + tree);
        System.out.println(Collections.unmodifiableSequencedCollection(list).reversed());
        System.out.println(new StringBuilder().repeat("ab", 3).repeat('x', 2));
        System.out.println(Character.isEmoji(0x1F600) + " " + Math.clamp(15L, 0, 10) + " " + "a,b,,c".splitWithDelimiters(",", 0).length);
        System.out.println("hello".indexOf('l', 0, 3) + " " + Character.toString(0x1F600).codePointCount(0, 2));
    }
}
