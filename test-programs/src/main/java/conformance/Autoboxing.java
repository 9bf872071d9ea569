package conformance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Autoboxing {
    static long sumLongs(List<Long> xs) {
        long s = 0;
        for (long x : xs) s += x;
        return s;
    }

    static Object id(Object o) {
        return o;
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i * i);
        list.remove(Integer.valueOf(16));
        list.remove(0);
        System.out.println("remove(Object) vs remove(int) " + list);
        Map<Character, Integer> freq = new HashMap<>();
        for (char c : "abracadabra".toCharArray()) freq.put(c, freq.getOrDefault(c, 0) + 1);
        System.out.println("char freq " + freq);
        List<Long> longs = List.of(1L, 2L, 3L);
        System.out.println("sum longs " + sumLongs(longs));
        Integer i1 = 5;
        int i2 = i1 + 10;
        Integer i3 = i1 * i2;
        System.out.println("arith " + i2 + " " + i3 + " compareTo " + i1.compareTo(i2));
        Double d = 1.5;
        double dd = d * 2;
        System.out.println("double " + dd);
        Object o = 42;
        Object ol = 42L;
        Object oc = 'x';
        Object ob = true;
        Object of = 1.5f;
        Object os = (short) 3;
        Object oby = (byte) 4;
        System.out.println("boxed classes " + o.getClass().getSimpleName() + " " + ol.getClass().getSimpleName() + " " + oc.getClass().getSimpleName() + " " + ob.getClass().getSimpleName() + " " + of.getClass().getSimpleName() + " " + os.getClass().getSimpleName() + " " + oby.getClass().getSimpleName());
        System.out.println("id boxing " + id(1).equals(1) + " " + id(1).equals(1L) + " " + id('a').equals('a'));
        Integer n = null;
        try {
            int bad = n;
            System.out.println("unreachable " + bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null -> NPE");
        }
        Map<String, Integer> m = new HashMap<>();
        try {
            int v = m.get("missing");
            System.out.println("unreachable " + v);
        } catch (NullPointerException e) {
            System.out.println("map get unbox -> NPE");
        }
        Integer counter = 0;
        for (int i = 0; i < 1000; i++) counter++;
        System.out.println("boxed counter " + counter);
        long mixed = i1 + 10L;
        double mixedD = i1 / 2.0;
        System.out.println("mixed promotions " + mixed + " " + mixedD + " " + (i1 / 2));
        Boolean flag = Boolean.FALSE;
        if (!flag) System.out.println("unboxed boolean condition");
        Character ch = 'a';
        ch++;
        int chi = ch + 1;
        System.out.println("char box " + ch + " " + chi);
        Integer big1 = 500, big2 = 500;
        System.out.println("== on boxed large " + (big1 == big2) + " equals " + big1.equals(big2) + " intValue== " + (big1.intValue() == big2.intValue()) + " < " + (big1 < big2));
        Object ternary = true ? 1 : "s";
        Object ternary2 = false ? 1 : 2.0;
        System.out.println("ternary types " + ternary.getClass().getSimpleName() + " " + ternary2 + " " + ternary2.getClass().getSimpleName());
        Integer nullInt = null;
        try {
            Integer r = true ? nullInt : 0;
            System.out.println("ternary null " + r);
        } catch (NullPointerException e) {
            System.out.println("ternary unboxing null -> NPE");
        }
        List<Object> objs = new ArrayList<>();
        objs.add(1);
        objs.add(1L);
        objs.add(1.0);
        objs.add(1.0f);
        objs.add((short) 1);
        System.out.println("mixed list " + objs + " contains 1 " + objs.contains(1) + " indexOf 1.0f " + objs.indexOf(1.0f));
        System.out.println("Number methods " + ((Number) 3.99).intValue() + " " + ((Number) 300).byteValue() + " " + ((Number) (-1L)).shortValue() + " " + ((Number) 7).doubleValue());
    }
}
