package conformance;

import java.util.Locale;

public class StringMethods {
    public static void main(String[] args) {
        String s = "  Hello, World!  ";
        System.out.println("[" + s.trim() + "] [" + s.strip() + "] [" + s.stripLeading() + "] [" + s.stripTrailing() + "]");
        System.out.println("isBlank " + s.isBlank() + " " + "   ".isBlank() + " isEmpty " + "".isEmpty());
        String h = "Hello, World!";
        System.out.println("length " + h.length() + " charAt " + h.charAt(4) + " indexOf " + h.indexOf('o') + " " + h.indexOf('o', 5) + " " + h.indexOf("World") + " " + h.indexOf("xyz"));
        System.out.println("lastIndexOf " + h.lastIndexOf('o') + " " + h.lastIndexOf("l", 5) + " contains " + h.contains("lo, W"));
        System.out.println("substring " + h.substring(7) + " " + h.substring(0, 5) + " [" + h.substring(5, 5) + "]");
        System.out.println("upper " + h.toUpperCase(Locale.ROOT) + " lower " + h.toLowerCase(Locale.ROOT));
        System.out.println("startsWith " + h.startsWith("Hell") + " " + h.startsWith("World", 7) + " endsWith " + h.endsWith("!"));
        System.out.println("repeat " + "ab".repeat(3) + " [" + "x".repeat(0) + "]");
        System.out.println("replace " + h.replace('l', 'L') + " " + h.replace("World", "There") + " " + "aaa".replace("aa", "b"));
        System.out.println("compareTo " + "apple".compareTo("banana") + " " + "b".compareTo("a") + " " + "abc".compareTo("abcd") + " " + "abc".compareTo("abc") + " " + "Z".compareTo("a"));
        System.out.println("compareToIgnoreCase " + "ABC".compareToIgnoreCase("abd") + " equalsIgnoreCase " + "HeLLo".equalsIgnoreCase("hello") + " " + "a".equalsIgnoreCase(null));
        System.out.println("equals " + "x".equals("x") + " " + "x".equals(null) + " contentEquals " + "ab".contentEquals(new StringBuilder("ab")));
        System.out.println("chars " + h.chars().filter(c -> c == 'l').count() + " sum " + h.chars().sum());
        System.out.println("toCharArray " + h.toCharArray().length + " " + new String(h.toCharArray(), 7, 5));
        System.out.println("concat " + "a".concat("b").concat(""));
        System.out.println("matches " + "abc123".matches("[a-z]+\\d+") + " " + "abc".matches("b"));
        System.out.println("regionMatches " + h.regionMatches(true, 7, "WORLD", 0, 5) + " " + h.regionMatches(7, "WORLD", 0, 5));
        System.out.println("format " + String.format(Locale.ROOT, "%s=%d", "x", 5) + " formatted " + "[%s|%5s]".formatted("ab", "c"));
        System.out.println("lines " + "a\nb\r\nc\rd".lines().count() + " indent [" + "x\ny".indent(2).replace("\n", "|") + "]");
        System.out.println("stripIndent [" + "  a\n    b".stripIndent().replace("\n", "|") + "] translateEscapes " + "a\\tb".translateEscapes().length());
        System.out.println("hashCode " + "".hashCode() + " " + "a".hashCode() + " " + h.hashCode() + " " + "polygenelubricants".hashCode());
        System.out.println("intern " + (new String("zz").intern() == "zz"));
        System.out.println("join " + String.join("-", "a", "b", "c") + " " + String.join("/", java.util.List.of("x", "y")));
        System.out.println("valueOf " + String.valueOf(new char[]{'o', 'k'}));
        System.out.println("codePointAt " + h.codePointAt(0) + " describeConstable " + h.describeConstable().isPresent());
        System.out.println("isEmpty substring " + h.substring(h.length()).isEmpty());
        String csv = "one,two,,three,";
        System.out.println("split " + csv.split(",").length + " " + csv.split(",", -1).length);
        System.out.println("toUpperCase sharp s " + "stra\u00dfe".toUpperCase(Locale.ROOT) + " len " + "stra\u00dfe".toUpperCase(Locale.ROOT).length());
        System.out.println("dotless i lower " + (int) "I".toLowerCase(Locale.ROOT).charAt(0));
        StringBuilder sb = new StringBuilder();
        for (String w : "the quick brown fox".split(" ")) {
            sb.append(Character.toUpperCase(w.charAt(0))).append(w.substring(1)).append(' ');
        }
        System.out.println("title [" + sb.toString().strip() + "]");
        System.out.println("charAt last " + h.charAt(h.length() - 1));
        System.out.println("compare null-safe " + java.util.Objects.equals(null, null) + " " + java.util.Objects.toString(null, "dflt"));
    }
}
