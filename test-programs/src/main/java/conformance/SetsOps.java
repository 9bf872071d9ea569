package conformance;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

public class SetsOps {
    public static void main(String[] args) {
        Set<String> hs = new HashSet<>();
        for (String s : "red green blue red yellow green cyan magenta black white".split(" ")) hs.add(s);
        System.out.println("hashset " + hs + " size " + hs.size());
        Set<Integer> ints = new HashSet<>();
        for (int i = 0; i < 40; i++) ints.add((i * 31) % 97);
        System.out.println("int hashset " + ints);
        Set<Integer> negs = new HashSet<>(List.of(-1, -100, 1000, 65536, 17, -65536));
        System.out.println("neg hashset " + negs);
        Set<String> other = new HashSet<>(List.of("red", "blue", "orange"));
        Set<String> inter = new TreeSet<>(hs);
        inter.retainAll(other);
        Set<String> union = new TreeSet<>(hs);
        union.addAll(other);
        Set<String> diff = new TreeSet<>(hs);
        diff.removeAll(other);
        System.out.println("inter " + inter + " union " + union + " diff " + diff);
        System.out.println("add dup " + hs.add("red") + " remove " + hs.remove("cyan") + " " + hs.remove("cyan") + " contains " + hs.contains("black"));
        TreeSet<String> ts = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        ts.addAll(hs);
        System.out.println("treeset cmp " + ts);
        System.out.println("first " + ts.first() + " last " + ts.last() + " ceiling(zzzz) " + ts.ceiling("zzzz") + " floor(aaaa) " + ts.floor("aaaa"));
        System.out.println("headSet " + ts.headSet("green") + " tailSet " + ts.tailSet("green", false) + " descendingSet " + ts.descendingSet());
        TreeSet<Integer> nums = new TreeSet<>();
        for (int i = 0; i < 30; i++) nums.add((i * 13) % 30);
        System.out.println("nums " + nums.subSet(5, 15) + " pollFirst " + nums.pollFirst() + " pollLast " + nums.pollLast() + " higher(10) " + nums.higher(10) + " lower(10) " + nums.lower(10));
        TreeSet<String> ci = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        ci.addAll(List.of("Bob", "alice", "BOB", "Alice", "carol"));
        System.out.println("case insensitive set " + ci);
        System.out.println("equals " + new HashSet<>(List.of(1, 2, 3)).equals(new TreeSet<>(List.of(3, 2, 1))) + " hash " + new HashSet<>(List.of("a", "b")).hashCode());
        Set<Object> mixed = new HashSet<>();
        mixed.add(1);
        mixed.add(1L);
        mixed.add(1.0);
        mixed.add("1");
        mixed.add(null);
        System.out.println("mixed size " + mixed.size() + " contains null " + mixed.contains(null) + " contains 1L " + mixed.contains(1L) + " contains (short)1 " + mixed.contains((short) 1));
        Set<String> big = new HashSet<>();
        for (int i = 0; i < 500; i++) big.add(Integer.toString(i, 7));
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (String s : big) {
            if (n++ < 15) sb.append(s).append(' ');
        }
        System.out.println("big iteration prefix " + sb.toString().trim());
        big.removeIf(s -> s.length() > 2);
        System.out.println("big after removeIf " + big.size() + " " + new TreeSet<>(big).first() + " " + new TreeSet<>(big).last());
    }
}
