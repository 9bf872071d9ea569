package conformance25;

import java.util.List;
import java.util.Map;

/** Unnamed variables and patterns (JEP 456, Java 22). */
public class UnnamedVariables {
    record Point(int x, int y) {}
    record Colored(Point p, String color) {}
    sealed interface Msg permits Ping, Data, Stop {}
    record Ping(long at) implements Msg {}
    record Data(String key, byte[] payload) implements Msg {}
    record Stop() implements Msg {}

    static String handle(Msg m) {
        return switch (m) {
            case Ping _ -> "ping";
            case Data(var key, _) -> "data for " + key;
            case Stop _ -> "stop";
        };
    }

    static String where(Object o) {
        return switch (o) {
            case Colored(Point(var x, _), _) when x < 0 -> "left";
            case Colored(Point(_, var y), var c) -> "colored " + c + " at height " + y;
            case Point _, String _ -> "a point or a string";
            default -> "other";
        };
    }

    public static void main(String[] args) {
        int count = 0;
        for (var _ : List.of(1, 2, 3)) count++;
        System.out.println("counted " + count);
        try {
            Integer.parseInt("not a number");
        } catch (NumberFormatException _) {
            System.out.println("not a number");
        }
        Map<String, Integer> m = new java.util.TreeMap<>(Map.of("a", 1, "b", 2));
        m.forEach((k, _) -> System.out.println("key " + k));
        try (var _ = new java.io.StringReader("closed")) {
            System.out.println("in try");
        }
        for (Msg msg : List.of(new Ping(1), new Data("k", new byte[2]), new Stop())) System.out.println(handle(msg));
        for (Object o : List.of(new Colored(new Point(-1, 2), "red"), new Colored(new Point(1, 5), "blue"), new Point(0, 0), "s", 4))
            System.out.println(where(o));
        var q = new java.util.ArrayDeque<>(List.of(1, 2, 3));
        int _ = q.poll();
        System.out.println(q);
    }
}
