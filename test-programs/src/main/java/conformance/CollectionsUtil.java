package conformance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 20; i++) list.add(i);
        Collections.shuffle(list, new Random(42));
        System.out.println("shuffle42 " + list);
        Collections.shuffle(list, new Random(7));
        System.out.println("shuffle7 " + list);
        Collections.sort(list);
        System.out.println("sort " + list);
        Collections.reverse(list);
        System.out.println("reverse " + list);
        Collections.rotate(list, 3);
        System.out.println("rotate 3 " + list);
        Collections.swap(list, 0, 19);
        System.out.println("swap " + list);
        System.out.println("max " + Collections.max(list) + " min " + Collections.min(list) + " max cmp " + Collections.max(list, Collections.reverseOrder()));
        List<String> words = new ArrayList<>(Arrays.asList("a", "b", "a", "c", "a", "b"));
        System.out.println("frequency a " + Collections.frequency(words, "a") + " b " + Collections.frequency(words, "b") + " z " + Collections.frequency(words, "z"));
        System.out.println("nCopies " + Collections.nCopies(3, "ab") + " disjoint " + Collections.disjoint(words, List.of("x", "y")) + " " + Collections.disjoint(words, List.of("c")));
        Collections.sort(words);
        System.out.println("binarySearch " + Collections.binarySearch(words, "b") + " " + Collections.binarySearch(words, "bb"));
        System.out.println("indexOfSubList " + Collections.indexOfSubList(words, List.of("a", "b")) + " lastIndexOfSubList " + Collections.lastIndexOfSubList(words, List.of("b")));
        Collections.replaceAll(words, "a", "A");
        System.out.println("replaceAll " + words);
        Collections.fill(words, "z");
        System.out.println("fill " + words);
        List<Integer> un = Collections.unmodifiableList(list);
        try {
            un.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable add -> " + e.getClass().getSimpleName());
        }
        list.set(0, 1000);
        System.out.println("unmodifiable view sees " + un.get(0));
        Map<String, Integer> um = Collections.unmodifiableMap(new TreeMap<>(Map.of("k", 1)));
        try {
            um.put("x", 2);
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable map put -> " + e.getClass().getSimpleName());
        }
        System.out.println("emptyList " + Collections.emptyList() + " emptyMap " + Collections.emptyMap() + " singleton " + Collections.singleton(5) + " singletonList " + Collections.singletonList("s") + " singletonMap " + Collections.singletonMap("k", "v"));
        List<Integer> sync = Collections.synchronizedList(new ArrayList<>(List.of(3, 1, 2)));
        synchronized (sync) {
            Collections.sort(sync);
        }
        System.out.println("synchronizedList " + sync);
        List<String> checked = Collections.checkedList(new ArrayList<>(), String.class);
        checked.add("ok");
        try {
            @SuppressWarnings({"unchecked", "rawtypes"})
            List<Object> raw = (List) checked;
            raw.add(5);
        } catch (ClassCastException e) {
            System.out.println("checkedList CCE " + e.getMessage());
        }
        List<Integer> copyDst = new ArrayList<>(Collections.nCopies(5, 0));
        Collections.copy(copyDst, List.of(9, 8));
        System.out.println("copy " + copyDst);
        List<Integer> rnd = new ArrayList<>();
        Random r = new Random(42);
        for (int i = 0; i < 10; i++) rnd.add(r.nextInt(100));
        rnd.sort(Collections.reverseOrder());
        System.out.println("random sorted desc " + rnd);
        List<String> asList = Arrays.asList("x", "y", "z");
        asList.set(1, "Y");
        try {
            asList.add("w");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add UOE, list " + asList);
        }
        Collections.addAll(words, "p", "q");
        System.out.println("addAll " + words);
        System.out.println("reverseOrder cmp " + Collections.reverseOrder().compare(1, 2) + " emptyIterator " + Collections.emptyIterator().hasNext());
    }
}
