package conformance;

public class SwitchExpressions {
    enum Color { RED, GREEN, BLUE, YELLOW }

    static String intArrow(int x) {
        return switch (x) {
            case 0 -> "zero";
            case 1, 2, 3 -> "small";
            case -1 -> "minus one";
            case Integer.MAX_VALUE -> "max";
            default -> {
                if (x < 0) yield "negative";
                yield "big " + x;
            }
        };
    }

    static int sparse(int x) {
        return switch (x) {
            case 1 -> 10;
            case 1000 -> 20;
            case 100000 -> 30;
            case -100000 -> 40;
            default -> 0;
        };
    }

    static int dense(int x) {
        switch (x) {
            case 0: return 100;
            case 1: return 101;
            case 2: return 102;
            case 3: return 103;
            case 4: return 104;
            case 5: return 105;
            case 6: return 106;
            default: return -1;
        }
    }

    static String str(String s) {
        return switch (s) {
            case "a", "b" -> "ab";
            case "hello" -> "greeting";
            case "FB", "Ea" -> "collision " + s;
            default -> "other";
        };
    }

    static int colorYield(Color c) {
        return switch (c) {
            case RED:
                yield 1;
            case GREEN:
            case BLUE:
                int t = c.ordinal() * 10;
                yield t;
            default:
                yield -1;
        };
    }

    static String exhaustive(Color c) {
        return switch (c) {
            case RED -> "warm";
            case YELLOW -> "warm";
            case GREEN, BLUE -> "cool";
        };
    }

    static String charSwitch(char c) {
        return switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> "vowel";
            case ' ' -> "space";
            default -> Character.isDigit(c) ? "digit" : "consonant";
        };
    }

    public static void main(String[] args) {
        for (int x : new int[]{0, 1, 3, -1, -7, 4, 99, Integer.MAX_VALUE}) System.out.println("int " + x + " -> " + intArrow(x));
        for (int x : new int[]{1, 1000, 100000, -100000, 5}) System.out.println("sparse " + x + " -> " + sparse(x));
        for (int x = -1; x <= 7; x++) System.out.println("dense " + x + " -> " + dense(x));
        for (String s : new String[]{"a", "b", "hello", "FB", "Ea", "x"}) System.out.println("str " + s + " -> " + str(s));
        for (Color c : Color.values()) System.out.println("color " + c + " -> " + colorYield(c) + " " + exhaustive(c));
        StringBuilder sb = new StringBuilder();
        for (char c : "hi 2u".toCharArray()) sb.append(charSwitch(c)).append(',');
        System.out.println("chars " + sb);
        Object o = 42;
        String nested = switch (o.hashCode() % 3) {
            case 0 -> switch (o.toString().length()) {
                case 2 -> "zero-two";
                default -> "zero-other";
            };
            default -> "nonzero";
        };
        System.out.println("nested " + nested);
        byte b = 3;
        String bs = switch (b) {
            case 3 -> "byte three";
            default -> "byte other";
        };
        System.out.println(bs);
        Integer boxed = 2;
        System.out.println("boxed " + switch (boxed) {
            case 1 -> "one";
            case 2 -> "two";
            default -> "many";
        });
        int fall = 0;
        switch (2) {
            case 1:
                fall += 1;
            case 2:
                fall += 2;
            case 3:
                fall += 3;
                break;
            case 4:
                fall += 4;
        }
        System.out.println("fallthrough " + fall);
        var v = switch ("k") {
            case "k" -> 1.5;
            default -> 2;
        };
        System.out.println("var numeric promotion " + v);
    }
}
