package conformance;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.Stream;

public class StreamsBasic {
    public static void main(String[] args) {
        List<Integer> nums = IntStream.rangeClosed(1, 20).boxed().collect(Collectors.toList());
        System.out.println("nums " + nums);
        System.out.println("evens squared " + nums.stream().filter(n -> n % 2 == 0).map(n -> n * n).collect(Collectors.toList()));
        System.out.println("sum " + nums.stream().mapToInt(Integer::intValue).sum() + " reduce " + nums.stream().reduce(0, Integer::sum) + " product " + nums.stream().limit(10).reduce(1, (a, b) -> a * b));
        System.out.println("reduce no identity " + nums.stream().reduce(Integer::max).get() + " empty " + Stream.<Integer>empty().reduce(Integer::max).isPresent());
        System.out.println("count " + nums.stream().filter(n -> n > 15).count() + " anyMatch " + nums.stream().anyMatch(n -> n == 7) + " allMatch " + nums.stream().allMatch(n -> n > 0) + " noneMatch " + nums.stream().noneMatch(n -> n > 100));
        System.out.println("findFirst " + nums.stream().filter(n -> n > 12).findFirst().get() + " min " + nums.stream().min(Integer::compare).get() + " max " + nums.stream().max(Integer::compare).get());
        System.out.println("skip/limit " + nums.stream().skip(5).limit(3).collect(Collectors.toList()));
        System.out.println("sorted desc " + Stream.of(5, 3, 8, 1, 9, 2).sorted((a, b) -> b - a).collect(Collectors.toList()));
        System.out.println("distinct " + Stream.of(1, 2, 2, 3, 1, 4, 3).distinct().collect(Collectors.toList()));
        System.out.println("IntStream.range " + Arrays.toString(IntStream.range(0, 5).toArray()) + " rangeClosed sum " + IntStream.rangeClosed(1, 100).sum());
        System.out.println("average " + IntStream.of(1, 2, 3, 4).average().getAsDouble() + " empty average " + IntStream.empty().average().isPresent());
        java.util.IntSummaryStatistics ss = IntStream.of(4, 8, 15, 16, 23, 42).summaryStatistics();
        System.out.println("summary count=" + ss.getCount() + " sum=" + ss.getSum() + " min=" + ss.getMin() + " max=" + ss.getMax() + " avg=" + ss.getAverage());
        System.out.println("LongStream " + LongStream.rangeClosed(1, 20).reduce(1L, (a, b) -> a * b));
        System.out.println("DoubleStream " + IntStream.range(0, 5).mapToDouble(i -> i * 0.5).sum() + " " + IntStream.range(0, 5).asDoubleStream().map(Math::sqrt).max().getAsDouble());
        System.out.println("mapToObj " + IntStream.range(0, 5).mapToObj(i -> "x" + i).collect(Collectors.joining(",")));
        System.out.println("chars " + "hello".chars().mapToObj(c -> String.valueOf((char) (c + 1))).collect(Collectors.joining()));
        System.out.println("peek order:");
        List<Integer> peeked = Stream.of(3, 1, 2).peek(x -> System.out.println("  peek " + x)).map(x -> x * 10).peek(x -> System.out.println("  mapped " + x)).collect(Collectors.toList());
        System.out.println("peeked " + peeked);
        System.out.println("lazy short-circuit:");
        Stream.of("a", "bb", "ccc", "dddd").filter(s -> {
            System.out.println("  filter " + s);
            return s.length() > 1;
        }).findFirst().ifPresent(s -> System.out.println("  found " + s));
        System.out.println("iterate " + Stream.iterate(1, x -> x * 3).limit(8).collect(Collectors.toList()));
        System.out.println("iterate pred " + Stream.iterate(1, x -> x < 200, x -> x * 2).collect(Collectors.toList()));
        System.out.println("generate " + Stream.generate(() -> "z").limit(3).collect(Collectors.joining()));
        System.out.println("takeWhile " + Stream.of(1, 2, 3, 10, 4).takeWhile(x -> x < 5).collect(Collectors.toList()) + " dropWhile " + Stream.of(1, 2, 3, 10, 4).dropWhile(x -> x < 5).collect(Collectors.toList()));
        System.out.println("concat " + Stream.concat(Stream.of(1, 2), Stream.of(3)).collect(Collectors.toList()));
        System.out.println("toArray " + Arrays.toString(Stream.of("a", "b").toArray(String[]::new)) + " boxed " + IntStream.of(3, 1).boxed().collect(Collectors.toList()));
        System.out.println("arrays stream " + Arrays.stream(new int[]{5, 6, 7}, 1, 3).sum() + " " + Arrays.stream(new String[]{"p", "q"}).map(String::toUpperCase).collect(Collectors.toList()));
        int[] fib = Stream.iterate(new int[]{0, 1}, f -> new int[]{f[1], f[0] + f[1]}).limit(15).mapToInt(f -> f[0]).toArray();
        System.out.println("fib " + Arrays.toString(fib));
        System.out.println("primes " + IntStream.rangeClosed(2, 60).filter(n -> IntStream.rangeClosed(2, (int) Math.sqrt(n)).noneMatch(d -> n % d == 0)).boxed().collect(Collectors.toList()));
        System.out.println("ofNullable " + Stream.ofNullable(null).count() + " " + Stream.ofNullable("x").count());
        System.out.println("mapMulti " + Stream.of(1, 2, 3).<Integer>mapMulti((x, sink) -> {
            for (int i = 0; i < x; i++) sink.accept(x);
        }).collect(Collectors.toList()));
        try {
            Stream<Integer> s = Stream.of(1);
            s.count();
            s.count();
        } catch (IllegalStateException e) {
            System.out.println("reuse " + e.getMessage());
        }
    }
}
