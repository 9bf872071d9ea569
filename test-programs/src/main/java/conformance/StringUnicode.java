package conformance;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

public class StringUnicode {
    // All output is ASCII: non-ASCII characters are printed as code point numbers.
    static String cps(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(cp -> sb.append("U+").append(Integer.toHexString(cp).toUpperCase(Locale.ROOT)).append(' '));
        return sb.toString().trim();
    }

    public static void main(String[] args) {
        String greek = "\u0391\u03bb\u03c6\u03b1";
        String cjk = "\u4e2d\u6587\u5b57";
        String emoji = "a\uD83D\uDE00b\uD83C\uDF89";
        String mixed = "caf\u00e9 " + greek + " " + cjk + " " + emoji;
        for (String s : new String[]{greek, cjk, emoji, mixed}) {
            System.out.println("len " + s.length() + " cpCount " + s.codePointCount(0, s.length()) + " utf8 " + s.getBytes(StandardCharsets.UTF_8).length
                    + " utf16 " + s.getBytes(StandardCharsets.UTF_16).length + " hash " + s.hashCode() + " cps " + cps(s));
        }
        System.out.println("upper greek " + cps(greek.toUpperCase(Locale.ROOT)) + " lower " + cps(greek.toLowerCase(Locale.ROOT)));
        System.out.println("charAt(1) of emoji " + Integer.toHexString(emoji.charAt(1)) + " isHigh " + Character.isHighSurrogate(emoji.charAt(1)) + " isLow " + Character.isLowSurrogate(emoji.charAt(2)));
        System.out.println("codePointAt(1) " + Integer.toHexString(emoji.codePointAt(1)) + " codePointAt(2) " + Integer.toHexString(emoji.codePointAt(2)) + " before(3) " + Integer.toHexString(emoji.codePointBefore(3)));
        System.out.println("offsetByCodePoints " + emoji.offsetByCodePoints(0, 2) + " indexOf emoji " + emoji.indexOf(0x1F389) + " indexOf char " + mixed.indexOf('\u6587'));
        System.out.println("toChars " + Character.toChars(0x1F600).length + " " + Integer.toHexString(Character.toChars(0x1F600)[0]) + " charCount " + Character.charCount(0x1F600) + " " + Character.charCount('a'));
        System.out.println("toCodePoint " + Integer.toHexString(Character.toCodePoint('\uD83D', '\uDE00')) + " isSupplementary " + Character.isSupplementaryCodePoint(0x1F600));
        String built = new StringBuilder().appendCodePoint(0x1F600).appendCodePoint(0x41).appendCodePoint(0x3A9).toString();
        System.out.println("built " + built.length() + " " + cps(built));
        byte[] utf8 = mixed.getBytes(StandardCharsets.UTF_8);
        StringBuilder hex = new StringBuilder();
        for (byte b : utf8) hex.append(Integer.toHexString(0x100 | (b & 0xFF)).substring(1));
        System.out.println("utf8 hex " + hex);
        String back = new String(utf8, StandardCharsets.UTF_8);
        System.out.println("roundtrip " + back.equals(mixed));
        byte[] latin = "caf\u00e9".getBytes(StandardCharsets.ISO_8859_1);
        System.out.println("latin1 " + latin.length + " " + (latin[3] & 0xFF) + " ascii " + new String("caf\u00e9".getBytes(StandardCharsets.US_ASCII), StandardCharsets.US_ASCII));
        byte[] bad = {(byte) 0xC3, (byte) 0x28, (byte) 0xFF, 0x41};
        System.out.println("bad utf8 " + cps(new String(bad, StandardCharsets.UTF_8)));
        System.out.println("compare " + "\u00e9".compareTo("z") + " " + greek.compareTo(cjk) + " " + emoji.compareTo("a\uFFFF"));
        System.out.println("reverse " + cps(new StringBuilder(emoji).reverse().toString()));
        System.out.println("substring split surrogate " + cps(emoji.substring(0, 2)));
        System.out.println("equalsIgnoreCase greek " + "\u03a3".equalsIgnoreCase("\u03c3") + " " + "\u03a3".equalsIgnoreCase("\u03c2"));
        System.out.println("chars count " + mixed.chars().count() + " codePoints count " + mixed.codePoints().count());
        System.out.println("isLetter " + Character.isLetter(0x4e2d) + " " + Character.isLetter(0x1F600) + " isDigit arabic-indic " + Character.isDigit('\u0663') + " value " + Character.getNumericValue('\u0663'));
        System.out.println("parse arabic-indic " + Integer.parseInt("\u0661\u0662\u0663"));
        String nonLatin = "\u0100abc";
        System.out.println("non-latin1 ops " + nonLatin.indexOf("bc") + " " + nonLatin.replace('a', 'x').length() + " " + cps(nonLatin.toUpperCase(Locale.ROOT)) + " " + (nonLatin + "x").length());
    }
}
