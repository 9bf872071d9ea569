package conformance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.ListIterator;

public class ArrayListOps {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 20; i++) list.add(i * 7 % 13);
        System.out.println("list " + list + " size " + list.size());
        list.add(0, -1);
        list.add(5, 100);
        System.out.println("after add(idx) " + list);
        list.remove(Integer.valueOf(100));
        list.remove(0);
        System.out.println("after remove " + list);
        System.out.println("get " + list.get(3) + " indexOf " + list.indexOf(5) + " lastIndexOf " + list.lastIndexOf(0) + " contains " + list.contains(12) + " " + list.contains(99));
        list.set(2, 42);
        System.out.println("set " + list.subList(0, 5));
        list.removeIf(x -> x % 2 == 0);
        System.out.println("removeIf " + list);
        list.replaceAll(x -> x * 10);
        System.out.println("replaceAll " + list);
        list.sort(Comparator.reverseOrder());
        System.out.println("sort desc " + list);
        list.sort(null);
        System.out.println("sort natural " + list);
        List<Integer> sub = list.subList(1, 4);
        sub.set(0, -5);
        sub.add(999);
        System.out.println("subList view " + sub + " backing " + list);
        sub.clear();
        System.out.println("subList clear " + list);
        ListIterator<Integer> it = list.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            int v = it.next();
            if (v > 50) it.set(v + idx);
            else it.add(-v);
        }
        System.out.println("listIterator " + list);
        while (it.hasPrevious()) {
            if (it.previous() < 0) it.remove();
        }
        System.out.println("backwards remove " + list);
        Object[] arr = list.toArray();
        Integer[] typed = list.toArray(new Integer[0]);
        System.out.println("toArray " + arr.length + " " + Arrays.toString(typed) + " " + typed.getClass().getSimpleName());
        List<String> strs = new ArrayList<>(List.of("delta", "alpha", "charlie", "bravo", "echo", "ab"));
        strs.sort(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("multi-key sort " + strs);
        System.out.println("equals " + strs.equals(new ArrayList<>(strs)) + " hashCode " + strs.hashCode());
        List<String> big = new ArrayList<>();
        for (int i = 0; i < 1000; i++) big.add("s" + i);
        big.subList(10, 990).clear();
        System.out.println("big " + big);
        System.out.println("retainAll " + new ArrayList<>(List.of(1, 2, 3, 4, 5)).retainAll(List.of(2, 4, 6)) + " addAll " + new ArrayList<>(List.of(1)).addAll(List.of()));
        ArrayList<Integer> ra = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        ra.retainAll(List.of(2, 4, 6));
        ra.addAll(1, List.of(7, 8));
        System.out.println("ra " + ra + " containsAll " + ra.containsAll(List.of(7, 4)));
        try {
            ra.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }
        try {
            ra.add(-1, 0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE add " + e.getMessage());
        }
        List<Object> nulls = new ArrayList<>();
        nulls.add(null);
        nulls.add("x");
        nulls.add(null);
        System.out.println("nulls " + nulls + " indexOf null " + nulls.indexOf(null) + " lastIndexOf " + nulls.lastIndexOf(null));
        ra.ensureCapacity(100);
        ra.trimToSize();
        System.out.println("clone " + ((ArrayList<?>) ra.clone()).equals(ra) + " isEmpty " + ra.isEmpty());
        ra.forEach(x -> System.out.print(x + ";"));
        System.out.println();
    }
}
