package conformance;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

public class RegexAdvanced {
    public static void main(String[] args) {
        System.out.println("lookahead " + "price: 100 dollars 200 euros".replaceAll("\\d+(?= dollars)", "X"));
        System.out.println("neg lookahead " + "foo1 foo2 foobar".replaceAll("foo(?!\\d)", "F"));
        System.out.println("lookbehind " + "$10 and 20 and $30".replaceAll("(?<=\\$)\\d+", "N"));
        System.out.println("neg lookbehind " + "a1 b2 a3".replaceAll("(?<!a)\\d", "#"));
        System.out.println("greedy " + first("<.+>", "<a><b>") + " lazy " + first("<.+?>", "<a><b>") + " possessive " + Pattern.compile("a++a").matcher("aaa").find());
        System.out.println("quantifiers " + first("a{2,3}", "aaaa") + " " + first("a{2,}?", "aaaa") + " " + first("(ab)*", "ababx") + " " + first("x?", "y").isEmpty());
        System.out.println("classes " + first("[^aeiou\\s]+", "aei strength") + " " + first("\\p{Upper}+", "abcDEFg") + " " + first("[a-c&&[b-d]]+", "abcd"));
        System.out.println("boundaries " + "cat catalog concat cat".replaceAll("\\bcat\\b", "dog"));
        System.out.println("alternation " + first("cat|category", "category") + " " + first("category|cat", "category"));
        Matcher m = Pattern.compile("(\\d+)").matcher("a1b23c456");
        String doubled = m.replaceAll(r -> String.valueOf(Integer.parseInt(r.group(1)) * 2));
        System.out.println("replaceAll fn " + doubled);
        String upper = Pattern.compile("\\b[a-z]").matcher("hello big world").replaceAll(r -> r.group().toUpperCase(Locale.ROOT));
        System.out.println("capitalize " + upper);
        System.out.println("replaceFirst fn " + Pattern.compile("o").matcher("foo boo").replaceFirst(r -> "[" + r.start() + "]"));
        Matcher ar = Pattern.compile("(\\w+)=(\\d+)").matcher("a=1, b=22, c=333");
        StringBuilder sb = new StringBuilder();
        while (ar.find()) {
            ar.appendReplacement(sb, "$2:$1");
        }
        ar.appendTail(sb);
        System.out.println("appendReplacement " + sb);
        System.out.println("results " + Pattern.compile("[A-Z]").matcher("aBcDeF").results().map(r -> r.group()).collect(Collectors.joining("")));
        System.out.println("splitAsStream " + Pattern.compile(",\\s*").splitAsStream("x, y,z,  w").collect(Collectors.toList()));
        System.out.println("pattern split limit " + Arrays.toString(Pattern.compile(":").split("a:b:c:d", 3)));
        System.out.println("asPredicate " + Pattern.compile("\\d").asPredicate().test("ab3") + " asMatchPredicate " + Pattern.compile("\\d").asMatchPredicate().test("ab3"));
        System.out.println("unicode class " + Pattern.compile("\\p{L}+").matcher("\u00e9t\u00e9").matches() + " " + Pattern.compile("\\w+").matcher("\u00e9t\u00e9").matches()
                + " " + Pattern.compile("(?U)\\w+").matcher("\u00e9t\u00e9").matches());
        System.out.println("escape " + Pattern.matches("a\\.b\\*", "a.b*") + " quote " + Pattern.matches(Pattern.quote("1+1=2"), "1+1=2"));
        System.out.println("empty matches " + Pattern.compile("").matcher("abc").results().count() + " " + "abc".replaceAll("", "."));
        System.out.println("comments " + Pattern.compile("a # letter a\n b", Pattern.COMMENTS).matcher("ab").matches());
        System.out.println("catastrophic-safe " + Pattern.matches("(a|b)*c", "ababababababababc"));
        Matcher email = Pattern.compile("^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$").matcher("");
        for (String e : new String[]{"a@b.co", "first.last+tag@sub.example.org", "bad@", "@bad.com", "no spaces@x.y"}) {
            System.out.println("email " + e + " " + email.reset(e).matches());
        }
        try {
            Pattern.compile("(unclosed");
        } catch (java.util.regex.PatternSyntaxException e) {
            System.out.println("PSE desc " + e.getDescription() + " index " + e.getIndex() + " pattern " + e.getPattern());
        }
        try {
            Matcher nm = Pattern.compile("a").matcher("a");
            nm.group();
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
    }

    static String first(String regex, String input) {
        Matcher m = Pattern.compile(regex).matcher(input);
        return m.find() ? m.group() : "<none>";
    }
}
