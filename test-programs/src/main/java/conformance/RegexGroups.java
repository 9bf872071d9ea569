package conformance;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class RegexGroups {
    public static void main(String[] args) {
        Pattern p = Pattern.compile("(\\w+)@(\\w+)\\.(com|org)");
        Matcher m = p.matcher("mail alice@example.com and bob@test.org, not carol@x.net");
        while (m.find()) {
            System.out.println("match [" + m.group() + "] start " + m.start() + " end " + m.end() + " groups " + m.groupCount()
                    + " g1 " + m.group(1) + " g2 " + m.group(2) + " g3 " + m.group(3) + " s2 " + m.start(2));
        }
        Pattern named = Pattern.compile("(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})");
        Matcher nm = named.matcher("dates: 2023-12-25, 1999-01-01");
        while (nm.find()) {
            System.out.println("date y=" + nm.group("year") + " m=" + nm.group("month") + " d=" + nm.group("day") + " at " + nm.start("month"));
        }
        Matcher full = Pattern.compile("([a-z]+)(\\d*)").matcher("abc123");
        System.out.println("matches " + full.matches() + " g1 " + full.group(1) + " g2 " + full.group(2));
        Matcher la = Pattern.compile("([a-z]+)(\\d*)").matcher("abc123xyz");
        System.out.println("matches " + la.matches() + " lookingAt " + la.lookingAt() + " g " + la.group());
        Matcher opt = Pattern.compile("(a)?(b)").matcher("b");
        System.out.println("optional group " + opt.matches() + " g1 " + opt.group(1) + " start " + opt.start(1));
        Matcher nested = Pattern.compile("((a)(b(c)))").matcher("abc");
        if (nested.matches()) {
            for (int i = 0; i <= nested.groupCount(); i++) {
                System.out.println("nested group " + i + " = " + nested.group(i));
            }
        }
        Matcher nc = Pattern.compile("(?:ab)+(c)").matcher("ababc");
        System.out.println("non-capturing " + nc.matches() + " count " + nc.groupCount() + " g1 " + nc.group(1));
        Matcher back = Pattern.compile("(\\w)\\1").matcher("hello bookkeeper");
        StringBuilder sb = new StringBuilder();
        while (back.find()) sb.append(back.group()).append(' ');
        System.out.println("backref " + sb.toString().trim());
        Matcher reset = Pattern.compile("\\d+").matcher("a1b22c333");
        int count = 0;
        while (reset.find()) count++;
        reset.reset("44 55");
        while (reset.find()) count++;
        System.out.println("reset count " + count);
        Matcher region = Pattern.compile("\\d").matcher("0123456789");
        region.region(3, 6);
        StringBuilder rs = new StringBuilder();
        while (region.find()) rs.append(region.group());
        System.out.println("region " + rs);
        Matcher hit = Pattern.compile("x").matcher("axbxc");
        System.out.println("hitEnd/find(int) " + hit.find(2) + " " + hit.start());
        System.out.println("flags CASE_INSENSITIVE " + Pattern.compile("abc", Pattern.CASE_INSENSITIVE).matcher("xAbCx").find());
        Matcher multi = Pattern.compile("^\\w+$", Pattern.MULTILINE).matcher("one\ntwo\nthree");
        StringBuilder ml = new StringBuilder();
        while (multi.find()) ml.append(multi.group()).append(',');
        System.out.println("multiline " + ml);
        System.out.println("dotall " + Pattern.compile("a.b", Pattern.DOTALL).matcher("a\nb").matches() + " " + Pattern.compile("a.b").matcher("a\nb").matches());
        System.out.println("pattern " + named.pattern() + " flags " + named.flags() + " toString " + p);
        System.out.println("toMatchResult " + Pattern.compile("(b+)").matcher("abbbc").results().map(r -> r.group(1) + "@" + r.start()).findFirst().orElse("none"));
    }
}
