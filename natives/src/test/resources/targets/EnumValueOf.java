import java.util.Arrays;

public class EnumValueOf {
    enum Color { RED, GREEN, BLUE }
    enum Op {
        PLUS { int apply(int a, int b) { return a + b; } },
        TIMES { int apply(int a, int b) { return a * b; } };
        abstract int apply(int a, int b);
    }

    public static void main(String[] args) {
        System.out.println(Color.valueOf("GREEN").ordinal());
        System.out.println(Enum.valueOf(Color.class, "BLUE"));
        System.out.println(Op.valueOf("TIMES").apply(6, 7));
        System.out.println(Arrays.toString(Op.class.getEnumConstants()));
        System.out.println(Color.class.getSimpleName());
        System.out.println(Op.PLUS.getClass().getSimpleName().isEmpty());
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
