package conformance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Spliterator;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

public class StreamsAdvanced {
    public static void main(String[] args) {
        List<List<String>> nested = List.of(List.of("a", "b"), List.of(), List.of("c", "d", "e"));
        System.out.println("flatMap " + nested.stream().flatMap(List::stream).collect(Collectors.toList()));
        System.out.println("flatMapToInt " + Stream.of("ab", "cde").flatMapToInt(String::chars).sum());
        System.out.println("words " + Stream.of("hello world", "foo bar baz").flatMap(s -> Arrays.stream(s.split(" "))).map(String::length).collect(Collectors.toList()));
        System.out.println("pairs " + IntStream.range(1, 4).boxed().flatMap(i -> IntStream.range(i, 4).mapToObj(j -> i + "-" + j)).collect(Collectors.joining(" ")));
        Optional<String> some = Optional.of("val");
        Optional<String> none = Optional.empty();
        System.out.println("optional " + some + " " + none + " isPresent " + some.isPresent() + " isEmpty " + none.isEmpty());
        System.out.println("map " + some.map(String::length) + " " + none.map(String::length) + " flatMap " + some.flatMap(s -> Optional.of(s + "!")));
        System.out.println("orElse " + none.orElse("dflt") + " orElseGet " + none.orElseGet(() -> "gen") + " filter " + some.filter(s -> s.startsWith("x")));
        System.out.println("or " + none.or(() -> Optional.of("alt")).get() + " stream " + some.stream().count() + " ofNullable " + Optional.ofNullable(null).isPresent());
        StringBuilder sb = new StringBuilder();
        some.ifPresentOrElse(v -> sb.append("present:").append(v), () -> sb.append("absent"));
        none.ifPresentOrElse(v -> sb.append("present:").append(v), () -> sb.append(" absent"));
        System.out.println("ifPresentOrElse " + sb);
        try {
            none.get();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("get empty " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalArgumentException("custom"));
        } catch (IllegalArgumentException e) {
            System.out.println("orElseThrow " + e.getMessage());
        }
        OptionalInt oi = IntStream.of(3, 9, 2).max();
        System.out.println("OptionalInt " + oi + " " + oi.getAsInt() + " empty " + IntStream.empty().min());
        System.out.println("equals " + Optional.of(1).equals(Optional.of(1)) + " hash " + Optional.of("a").hashCode() + " " + Optional.empty().hashCode());
        List<Integer> src = new ArrayList<>();
        for (int i = 0; i < 1000; i++) src.add((i * 7919) % 1000);
        System.out.println("sorted distinct top5 " + src.stream().sorted().distinct().skip(995).collect(Collectors.toList()));
        System.out.println("collatz lengths " + IntStream.rangeClosed(1, 15).map(n -> {
            int steps = 0;
            long x = n;
            while (x != 1) {
                x = (x % 2 == 0) ? x / 2 : 3 * x + 1;
                steps++;
            }
            return steps;
        }).boxed().collect(Collectors.toList()));
        Spliterator<Integer> sp = List.of(1, 2, 3, 4).spliterator();
        System.out.println("spliterator chars SIZED " + sp.hasCharacteristics(Spliterator.SIZED) + " estimate " + sp.estimateSize());
        System.out.println("StreamSupport " + StreamSupport.stream(List.of(5, 6).spliterator(), false).map(x -> x * 2).collect(Collectors.toList()));
        System.out.println("sorted strings " + Stream.of("pear", "Apple", "fig", "apple").sorted(String.CASE_INSENSITIVE_ORDER.thenComparing(java.util.Comparator.naturalOrder())).collect(Collectors.toList()));
        System.out.println("unordered sequential " + Stream.of(1, 2, 3).unordered().map(x -> x + 1).collect(Collectors.toList()));
        System.out.println("iterate string " + Stream.iterate("a", s -> s.length() < 6, s -> s + (char) (s.charAt(s.length() - 1) + 1)).collect(Collectors.toList()));
        int[][] matrix = {{1, 2, 3}, {4, 5, 6}};
        System.out.println("matrix sum " + Arrays.stream(matrix).flatMapToInt(Arrays::stream).sum() + " transposed " + IntStream.range(0, 3).mapToObj(c -> Arrays.stream(matrix).mapToInt(r -> r[c]).boxed().collect(Collectors.toList())).collect(Collectors.toList()));
        System.out.println("onClose:");
        try (Stream<String> s = Stream.of("x").onClose(() -> System.out.println("  closed 1")).onClose(() -> System.out.println("  closed 2"))) {
            System.out.println("  count " + s.count());
        }
    }
}
