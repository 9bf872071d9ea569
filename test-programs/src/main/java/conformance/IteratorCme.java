package conformance;

import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

public class IteratorCme {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i);
        try {
            for (Integer x : list) {
                if (x == 3) list.remove(x);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME arraylist foreach " + e.getClass().getName() + " msg " + e.getMessage());
        }
        System.out.println("after " + list);
        List<Integer> l2 = new ArrayList<>(List.of(1, 2, 3));
        for (Integer x : l2) {
            if (x == 2) l2.remove(x);
        }
        System.out.println("second-to-last removal no CME " + l2);
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) {
            if (it.next() % 2 == 0) it.remove();
        }
        System.out.println("iterator.remove " + list);
        try {
            Iterator<Integer> it2 = list.iterator();
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next " + e.getClass().getSimpleName());
        }
        try {
            Iterator<Integer> it3 = list.iterator();
            it3.next();
            it3.remove();
            it3.remove();
        } catch (IllegalStateException e) {
            System.out.println("double remove " + e.getClass().getSimpleName());
        }
        Map<String, Integer> map = new HashMap<>();
        for (int i = 0; i < 10; i++) map.put("k" + i, i);
        try {
            for (String k : map.keySet()) {
                if (k.equals("k5")) map.put("new", 1);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME hashmap " + e.getClass().getSimpleName());
        }
        Iterator<Map.Entry<String, Integer>> eit = map.entrySet().iterator();
        while (eit.hasNext()) {
            if (eit.next().getValue() > 4) eit.remove();
        }
        System.out.println("entry iterator remove " + new TreeMap<>(map));
        TreeMap<Integer, Integer> tm = new TreeMap<>();
        for (int i = 0; i < 5; i++) tm.put(i, i);
        try {
            for (Integer k : tm.keySet()) tm.remove(k);
        } catch (ConcurrentModificationException e) {
            System.out.println("CME treemap " + e.getClass().getSimpleName() + " size " + tm.size());
        }
        try {
            new ArrayList<String>().iterator().next();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE " + e.getClass().getSimpleName());
        }
        try {
            List<Integer> sl = new ArrayList<>(List.of(1, 2, 3, 4));
            List<Integer> sub = sl.subList(1, 3);
            sl.add(5);
            sub.size();
        } catch (ConcurrentModificationException e) {
            System.out.println("CME subList " + e.getClass().getSimpleName());
        }
        try {
            List<Integer> fe = new ArrayList<>(List.of(1, 2, 3));
            fe.forEach(x -> {
                if (x == 1) fe.add(9);
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("CME forEach " + e.getClass().getSimpleName());
        }
        List<String> custom = new ArrayList<>();
        Iterable<String> range = () -> new Iterator<String>() {
            int i = 0;

            public boolean hasNext() {
                return i < 5;
            }

            public String next() {
                return "item" + i++;
            }
        };
        for (String s : range) custom.add(s);
        System.out.println("custom iterable " + custom);
        Iterator<String> ci = range.iterator();
        try {
            ci.next();
            ci.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove " + e.getClass().getSimpleName() + " msg " + e.getMessage());
        }
        StringBuilder sb = new StringBuilder();
        range.iterator().forEachRemaining(sb::append);
        System.out.println("forEachRemaining " + sb);
    }
}
