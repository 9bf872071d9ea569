/** tableswitch and lookupswitch: negative keys, the default branch, keys at the int limits, strings and enums. */
public class Switches {
    enum Color { RED, GREEN, BLUE }

    /** Dense keys around zero: javac emits a tableswitch with a negative low bound. */
    static String dense(int k) {
        switch (k) {
            case -3: return "m3";
            case -2: return "m2";
            case -1: return "m1";
            case 0: return "z";
            case 1: return "p1";
            case 3: return "p3"; // 2 is a hole that goes to the default
            default: return "def";
        }
    }

    /** A tableswitch whose high bound is Integer.MAX_VALUE: key - low must not overflow. */
    static String top(int k) {
        switch (k) {
            case Integer.MAX_VALUE - 2: return "max-2";
            case Integer.MAX_VALUE - 1: return "max-1";
            case Integer.MAX_VALUE: return "max";
            default: return "def";
        }
    }

    static String bottom(int k) {
        switch (k) {
            case Integer.MIN_VALUE: return "min";
            case Integer.MIN_VALUE + 1: return "min+1";
            case Integer.MIN_VALUE + 2: return "min+2";
            default: return "def";
        }
    }

    /** Sparse keys: javac emits a lookupswitch, searched by key. */
    static String sparse(int k) {
        switch (k) {
            case Integer.MIN_VALUE: return "min";
            case -100000: return "-100000";
            case -7: return "-7";
            case 0: return "zero";
            case 42: return "42";
            case 1 << 20: return "2^20";
            case Integer.MAX_VALUE: return "max";
            default: return "def";
        }
    }

    static int fallThrough(int k) {
        int r = 0;
        switch (k) {
            case 1: r += 1;
            case 2: r += 10;
            case 3: r += 100; break;
            case 4: r += 1000;
            default: r += 10000;
        }
        return r;
    }

    static String string(String s) {
        switch (s) {
            case "Aa": return "Aa";
            case "BB": return "BB"; // same hashCode as "Aa"
            case "": return "empty";
            default: return "other";
        }
    }

    static int color(Color c) {
        switch (c) {
            case RED: return 1;
            case BLUE: return 3;
            default: return -1;
        }
    }

    public static void main(String[] args) {
        int[] keys = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, Integer.MIN_VALUE + 2, Integer.MIN_VALUE + 3, -100001, -100000,
            -7, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 42, 1 << 20, Integer.MAX_VALUE - 3, Integer.MAX_VALUE - 2, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
        for (int k : keys) {
            System.out.println(k + ": " + dense(k) + " " + top(k) + " " + bottom(k) + " " + sparse(k) + " " + fallThrough(k));
        }
        for (String s : new String[]{"Aa", "BB", "", "C#", "x"}) System.out.println("'" + s + "' " + string(s));
        for (Color c : Color.values()) System.out.println(c + " " + color(c));
        try {
            string(null);
        } catch (NullPointerException e) {
            System.out.println("switch on null string: NPE");
        }
    }
}
