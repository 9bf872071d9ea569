package conformance;

import java.util.Locale;

public class CharacterMethods {
    public static void main(String[] args) {
        char[] chars = {'a', 'Z', '5', ' ', '\t', '\n', '_', '$', '\u00e9', '\u00c9', '\u00df', '\u0391', '\u03c9', '\u4e2d', '\u0663', '\u2167', '\u00bd', '\u0000', '\u00a0', '\u2028', '\uD83D', '-', '\u0130', '\u0131', '\u01C5', '\u2160'};
        for (char c : chars) {
            System.out.println("U+" + Integer.toHexString(0x10000 | c).substring(1)
                    + " letter " + Character.isLetter(c) + " digit " + Character.isDigit(c) + " letterOrDigit " + Character.isLetterOrDigit(c)
                    + " alpha " + Character.isAlphabetic(c) + " upper " + Character.isUpperCase(c) + " lower " + Character.isLowerCase(c) + " title " + Character.isTitleCase(c)
                    + " ws " + Character.isWhitespace(c) + " space " + Character.isSpaceChar(c) + " javaStart " + Character.isJavaIdentifierStart(c) + " javaPart " + Character.isJavaIdentifierPart(c)
                    + " toUpper " + (int) Character.toUpperCase(c) + " toLower " + (int) Character.toLowerCase(c) + " toTitle " + (int) Character.toTitleCase(c)
                    + " numeric " + Character.getNumericValue(c) + " digit16 " + Character.digit(c, 16) + " type " + Character.getType(c) + " iso " + Character.isISOControl(c)
                    + " defined " + Character.isDefined(c) + " surrogate " + Character.isSurrogate(c) + " mirrored " + Character.isMirrored(c));
        }
        System.out.println("forDigit " + Character.forDigit(11, 16) + " " + Character.forDigit(5, 10) + " " + (int) Character.forDigit(20, 10));
        System.out.println("digit " + Character.digit('z', 36) + " " + Character.digit('9', 8) + " " + Character.digit('\uff11', 10));
        System.out.println("codepoint upper " + Integer.toHexString(Character.toUpperCase(0x10428)) + " isLetter " + Character.isLetter(0x10428) + " name-free block " + Character.UnicodeBlock.of('\u4e2d') + " script " + Character.UnicodeScript.of(0x3b1));
        char[] pair = Character.toChars(0x1F600);
        System.out.println("toChars " + pair.length + " " + Integer.toHexString(pair[0]) + " " + Integer.toHexString(pair[1]) + " highSurrogate " + Integer.toHexString(Character.highSurrogate(0x1F600)) + " valid " + Character.isValidCodePoint(0x110000));
        System.out.println("compare " + Character.compare('a', 'b') + " valueOf cache " + (Character.valueOf('a') == Character.valueOf('a')) + " " + (Character.valueOf('\u0100') == Character.valueOf('\u0100')) + " reverseBytes " + (int) Character.reverseBytes('\u1234'));
        System.out.println("MIN/MAX " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " radix " + Character.MIN_RADIX + " " + Character.MAX_RADIX + " toString " + Character.toString(97) + " " + Character.toString('q'));
        String s = "Hello \u00c9t\u00e9 \u0130stanbul \u03a3\u03bf\u03c6\u03af\u03b1";
        StringBuilder up = new StringBuilder();
        for (char c : s.toUpperCase(Locale.ROOT).toCharArray()) up.append((int) c).append(' ');
        System.out.println("ROOT upper " + up.toString().trim());
        StringBuilder low = new StringBuilder();
        for (char c : s.toLowerCase(Locale.ROOT).toCharArray()) low.append((int) c).append(' ');
        System.out.println("ROOT lower " + low.toString().trim());
        System.out.println("ascii upper " + "mixed Case 123".toUpperCase(Locale.ROOT) + " lower " + "MIXED Case".toLowerCase(Locale.ROOT));
        int letters = 0, digits = 0, spaces = 0;
        for (int cp = 0; cp < 0x800; cp++) {
            if (Character.isLetter(cp)) letters++;
            if (Character.isDigit(cp)) digits++;
            if (Character.isWhitespace(cp)) spaces++;
        }
        System.out.println("counts below 0x800 letters " + letters + " digits " + digits + " whitespace " + spaces);
    }
}
