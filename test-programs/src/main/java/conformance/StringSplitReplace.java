package conformance;

import java.util.Arrays;

public class StringSplitReplace {
    static void show(String label, String[] parts) {
        StringBuilder sb = new StringBuilder(label).append(" (").append(parts.length).append(")");
        for (String p : parts) sb.append(" [").append(p).append(']');
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String s = "a,b,,c,,";
        show("split ,", s.split(","));
        show("split , -1", s.split(",", -1));
        show("split , 2", s.split(",", 2));
        show("split , 0", s.split(",", 0));
        show("split , 10", s.split(",", 10));
        show("split regex", "a1b22c333d".split("\\d+"));
        show("split ws", "  lead and   trail  ".split("\\s+"));
        show("split empty", "abc".split(""));
        show("split pipe", "x|y|z".split("\\|"));
        show("split dot", "1.2.3".split("."));
        show("split dot quoted", "1.2.3".split("\\."));
        show("split lookahead", "camelCaseString".split("(?=[A-Z])"));
        show("split empty str", "".split(","));
        show("split single", ",".split(","));
        System.out.println("replaceAll " + "2024-01-15".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1"));
        System.out.println("replaceAll named " + "John Smith".replaceAll("(?<first>\\w+) (?<last>\\w+)", "${last}, ${first}"));
        System.out.println("replaceFirst " + "aaa".replaceFirst("a", "b") + " replaceAll " + "aaa".replaceAll("a*", "X"));
        System.out.println("replace literal " + "a.b.c".replace(".", "$") + " replaceAll escaped " + "a.b.c".replaceAll("\\.", "\\$"));
        System.out.println("replace empty " + "abc".replace("", "-"));
        System.out.println("replaceAll ws " + "  too   many    spaces ".replaceAll("\\s+", " ").strip());
        System.out.println("replaceAll case " + "Hello HELLO hello".replaceAll("(?i)hello", "bye"));
        System.out.println("sorted words " + Arrays.toString(Arrays.stream("pear apple fig banana".split(" ")).sorted().toArray()));
        String csv = "name=alice;age=30;city=paris";
        for (String kv : csv.split(";")) {
            String[] p = kv.split("=", 2);
            System.out.println("kv " + p[0] + " -> " + p[1]);
        }
        System.out.println("quoteReplacement " + java.util.regex.Matcher.quoteReplacement("$1\\x") + " quote " + java.util.regex.Pattern.quote("a.b"));
    }
}
