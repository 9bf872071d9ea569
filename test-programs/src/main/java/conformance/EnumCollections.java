package conformance;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.Map;

public class EnumCollections {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    enum Color { RED, GREEN, BLUE }

    public static void main(String[] args) {
        EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.FRI, 6);
        hours.put(Day.MON, 8);
        hours.put(Day.WED, 7);
        hours.put(Day.SUN, 0);
        System.out.println("enummap " + hours + " size " + hours.size() + " containsKey TUE " + hours.containsKey(Day.TUE));
        hours.merge(Day.MON, 2, Integer::sum);
        hours.remove(Day.SUN);
        System.out.println("after merge/remove " + hours + " keys " + hours.keySet() + " values " + hours.values());
        System.out.println("enummap equals HashMap " + hours.equals(new java.util.HashMap<>(hours)));
        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        System.out.println("weekend " + weekend + " weekdays " + weekdays + " all " + EnumSet.allOf(Day.class) + " none " + EnumSet.noneOf(Day.class));
        System.out.println("range " + EnumSet.range(Day.TUE, Day.FRI) + " contains " + weekdays.contains(Day.MON) + " " + weekdays.contains(Day.SAT));
        EnumSet<Day> mutable = EnumSet.noneOf(Day.class);
        for (Day d : Day.values()) if (d.ordinal() % 2 == 0) mutable.add(d);
        mutable.remove(Day.WED);
        System.out.println("mutable " + mutable + " size " + mutable.size() + " copyOf " + EnumSet.copyOf(mutable));
        mutable.retainAll(weekend);
        System.out.println("retain weekend " + mutable);
        Map<Color, String> cm = new EnumMap<>(Map.of(Color.BLUE, "b", Color.RED, "r"));
        System.out.println("enummap from Map.of " + cm);
        IdentityHashMap<String, Integer> ihm = new IdentityHashMap<>();
        String a1 = new String("key");
        String a2 = new String("key");
        ihm.put(a1, 1);
        ihm.put(a2, 2);
        ihm.put("lit", 3);
        ihm.put("lit", 4);
        System.out.println("identity size " + ihm.size() + " containsKey(a1) " + ihm.containsKey(a1) + " containsKey(new) " + ihm.containsKey(new String("key")) + " get(a2) " + ihm.get(a2) + " get(lit) " + ihm.get("lit"));
        Integer big1 = 1000, big2 = 1000;
        IdentityHashMap<Integer, String> ih2 = new IdentityHashMap<>();
        ih2.put(big1, "x");
        ih2.put(big2, "y");
        ih2.put(Integer.valueOf(5), "small");
        ih2.put(Integer.valueOf(5), "small2");
        System.out.println("identity ints size " + ih2.size() + " containsValue small2 " + ih2.containsValue("small2") + " containsValue small " + ih2.containsValue("small"));
        int total = 0;
        for (Map.Entry<Day, Integer> e : hours.entrySet()) total += e.getKey().ordinal() * e.getValue();
        System.out.println("weighted " + total);
    }
}
