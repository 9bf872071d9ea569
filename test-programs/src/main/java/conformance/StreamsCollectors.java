package conformance;

import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StreamsCollectors {
    record Emp(String name, String dept, int salary, int age) {
    }

    public static void main(String[] args) {
        List<Emp> emps = List.of(
                new Emp("ann", "eng", 120, 30), new Emp("bob", "eng", 100, 45), new Emp("cid", "ops", 80, 28),
                new Emp("dee", "ops", 95, 35), new Emp("eve", "sales", 70, 50), new Emp("fay", "eng", 130, 41),
                new Emp("gus", "sales", 75, 23), new Emp("hal", "hr", 60, 60));
        Map<String, List<String>> byDept = emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.mapping(Emp::name, Collectors.toList())));
        System.out.println("groupingBy " + byDept);
        Map<String, Long> counts = emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.counting()));
        System.out.println("counting " + counts);
        Map<String, Integer> sums = emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.summingInt(Emp::salary)));
        System.out.println("summingInt " + sums);
        Map<String, Double> avgs = emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.averagingInt(Emp::age)));
        System.out.println("averagingInt " + avgs);
        Map<String, Optional<Emp>> top = emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.maxBy(Comparator.comparingInt(Emp::salary))));
        top.forEach((d, e) -> System.out.println("top " + d + " " + e.map(Emp::name).orElse("-")));
        Map<Boolean, List<String>> part = emps.stream().collect(Collectors.partitioningBy(e -> e.age() >= 40, Collectors.mapping(Emp::name, Collectors.toList())));
        System.out.println("partitioningBy " + part);
        Map<Boolean, Long> partCount = emps.stream().collect(Collectors.partitioningBy(e -> e.salary() > 1000, Collectors.counting()));
        System.out.println("partition empty side " + partCount);
        System.out.println("joining " + emps.stream().map(Emp::name).collect(Collectors.joining(", ", "[", "]")) + " plain " + emps.stream().map(Emp::dept).distinct().collect(Collectors.joining()));
        Map<String, Integer> toMapMerge = emps.stream().collect(Collectors.toMap(Emp::dept, Emp::salary, Integer::sum, TreeMap::new));
        System.out.println("toMap merge " + toMapMerge);
        try {
            emps.stream().collect(Collectors.toMap(Emp::dept, Emp::name));
        } catch (IllegalStateException e) {
            System.out.println("toMap dup " + e.getMessage());
        }
        IntSummaryStatistics st = emps.stream().collect(Collectors.summarizingInt(Emp::salary));
        System.out.println("summarizingInt " + st.getCount() + " " + st.getSum() + " " + st.getMin() + " " + st.getMax() + " " + st.getAverage());
        DoubleSummaryStatistics ds = emps.stream().collect(Collectors.summarizingDouble(e -> e.salary() / 3.0));
        System.out.println("summarizingDouble " + ds.getSum() + " " + ds.getAverage() + " " + ds.getMax());
        System.out.println("toCollection " + emps.stream().map(Emp::dept).collect(Collectors.toCollection(TreeSet::new)));
        System.out.println("reducing " + emps.stream().collect(Collectors.reducing(0, Emp::age, Integer::sum)));
        System.out.println("collectingAndThen " + emps.stream().map(Emp::name).collect(Collectors.collectingAndThen(Collectors.toList(), List::size)));
        Map<String, Map<Boolean, Long>> nested = emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.partitioningBy(e -> e.salary() >= 90, Collectors.counting())));
        System.out.println("nested " + nested);
        System.out.println("filtering " + emps.stream().collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.filtering(e -> e.age() < 40, Collectors.mapping(Emp::name, Collectors.joining("+"))))));
        System.out.println("flatMapping " + Stream.of(List.of(1, 2), List.of(3, 4)).collect(Collectors.flatMapping(List::stream, Collectors.summingInt(x -> x))));
        System.out.println("teeing " + emps.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingInt(Emp::salary), (c, s) -> s + "/" + c)));
        Map<Integer, List<String>> byLen = Stream.of("a", "bb", "cc", "ddd", "e", "ffff").collect(Collectors.groupingBy(String::length));
        System.out.println("groupingBy default map (Integer keys) " + byLen);
        Map<Character, Long> letters = "mississippi".chars().mapToObj(c -> (char) c).collect(Collectors.groupingBy(c -> c, TreeMap::new, Collectors.counting()));
        System.out.println("letter counts " + letters);
        System.out.println("toUnmodifiableList " + Stream.of(3, 2, 1).collect(Collectors.toUnmodifiableList()));
        String sortedByMulti = emps.stream().sorted(Comparator.comparing(Emp::dept).thenComparing(Emp::salary, Comparator.reverseOrder())).map(e -> e.dept() + ":" + e.name()).collect(Collectors.joining(" "));
        System.out.println("sorted multi " + sortedByMulti);
    }
}
