package conformance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class HashMapOps {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String[] words = "the quick brown fox jumps over the lazy dog the fox".split(" ");
        for (String w : words) m.merge(w, 1, Integer::sum);
        System.out.println("hashmap order " + m);
        System.out.println("sorted " + new TreeMap<>(m));
        System.out.println("get " + m.get("the") + " missing " + m.get("cat") + " getOrDefault " + m.getOrDefault("cat", -1) + " containsKey " + m.containsKey("fox") + " containsValue " + m.containsValue(3));
        m.put("cat", 9);
        System.out.println("put returns " + m.put("cat", 10) + " putIfAbsent " + m.putIfAbsent("cat", 11) + " " + m.putIfAbsent("emu", 12));
        System.out.println("computeIfAbsent " + m.computeIfAbsent("gnu", k -> k.length()) + " computeIfPresent " + m.computeIfPresent("gnu", (k, v) -> v * 100) + " compute " + m.compute("zzz", (k, v) -> v == null ? 0 : v + 1));
        System.out.println("remove " + m.remove("emu") + " remove(k,v) " + m.remove("cat", 999) + " replace " + m.replace("cat", 1));
        m.computeIfPresent("cat", (k, v) -> null);
        System.out.println("after null compute containsKey " + m.containsKey("cat") + " size " + m.size());
        System.out.println("iteration " + m);
        Map<Integer, String> ints = new HashMap<>();
        for (int i = 100; i > 0; i -= 7) ints.put(i, "v" + i);
        System.out.println("int keys " + ints.keySet());
        System.out.println("values " + ints.values());
        ints.entrySet().removeIf(e -> e.getKey() % 2 == 0);
        System.out.println("removeIf entries " + ints);
        for (Map.Entry<Integer, String> e : ints.entrySet()) e.setValue(e.getValue().toUpperCase(java.util.Locale.ROOT));
        System.out.println("setValue " + ints);
        Map<String, Integer> big = new HashMap<>();
        for (int i = 0; i < 2000; i++) big.put("key" + i, i);
        long sum = 0;
        for (int v : big.values()) sum += v;
        List<String> firstKeys = new ArrayList<>();
        for (String k : big.keySet()) {
            if (firstKeys.size() < 10) firstKeys.add(k);
        }
        System.out.println("big size " + big.size() + " sum " + sum + " first keys " + firstKeys);
        Map<String, Integer> nullKey = new HashMap<>();
        nullKey.put(null, 1);
        nullKey.put("a", null);
        System.out.println("null key " + nullKey.get(null) + " null value " + nullKey.get("a") + " containsKey a " + nullKey.containsKey("a") + " " + nullKey);
        Map<Long, Integer> longs = new HashMap<>();
        longs.put(1L << 32, 1);
        longs.put(1L, 2);
        longs.put(-1L, 3);
        System.out.println("long keys " + longs);
        System.out.println("equals " + m.equals(new HashMap<>(m)) + " hashCode " + m.hashCode() + " ints hash " + ints.hashCode());
        Map<String, List<Integer>> multi = new HashMap<>();
        for (int i = 0; i < 20; i++) multi.computeIfAbsent(i % 3 == 0 ? "fizz" : i % 5 == 0 ? "buzz" : "other", k -> new ArrayList<>()).add(i);
        System.out.println("multimap " + new TreeMap<>(multi));
        HashSet<Character> chars = new HashSet<>();
        for (char c : "mississippi".toCharArray()) chars.add(c);
        System.out.println("charset " + chars);
        m.replaceAll((k, v) -> v * 2);
        System.out.println("replaceAll " + new TreeMap<>(m));
        StringBuilder fe = new StringBuilder();
        new TreeMap<>(m).forEach((k, v) -> fe.append(k).append(v));
        System.out.println("forEach " + fe);
    }
}
