package conformance;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.IntBinaryOperator;

public class EnumsBodies {
    enum Op implements IntBinaryOperator {
        ADD("+") {
            public int applyAsInt(int a, int b) {
                return a + b;
            }
        },
        SUB("-") {
            public int applyAsInt(int a, int b) {
                return a - b;
            }
        },
        MUL("*") {
            public int applyAsInt(int a, int b) {
                return a * b;
            }

            @Override
            String describe() {
                return "multiply!";
            }
        },
        DIV("/") {
            public int applyAsInt(int a, int b) {
                return a / b;
            }
        };

        final String symbol;

        Op(String symbol) {
            this.symbol = symbol;
        }

        String describe() {
            return "op " + symbol;
        }
    }

    enum Shape {
        CIRCLE {
            double area(double s) {
                return Math.PI * s * s;
            }
        },
        SQUARE {
            double area(double s) {
                return s * s;
            }
        };

        abstract double area(double s);
    }

    interface Greeter {
        String greet();
    }

    enum Lang implements Greeter {
        EN {
            public String greet() {
                return "hello";
            }
        },
        FR {
            public String greet() {
                return "bonjour";
            }
        }
    }

    enum Singleton {
        INSTANCE;
        private int counter;

        int next() {
            return ++counter;
        }
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.symbol + " 12,4 -> " + op.applyAsInt(12, 4) + " describe " + op.describe()
                    + " getClass==Op " + (op.getClass() == Op.class) + " declaring " + op.getDeclaringClass().getSimpleName()
                    + " className " + op.getClass().getName());
        }
        for (Shape s : Shape.values()) {
            System.out.println(s + " area(2) " + s.area(2) + " isAnonymous " + s.getClass().isAnonymousClass() + " super " + s.getClass().getSuperclass().getSimpleName());
        }
        for (Lang l : Lang.values()) System.out.println(l + " greets " + l.greet());
        System.out.println("singleton " + Singleton.INSTANCE.next() + " " + Singleton.INSTANCE.next());
        EnumMap<Op, Integer> results = new EnumMap<>(Op.class);
        for (Op op : Op.values()) results.put(op, op.applyAsInt(100, 7));
        System.out.println("enummap " + results);
        Map<Shape, String> sm = new EnumMap<>(Shape.class);
        sm.put(Shape.SQUARE, "sq");
        sm.put(Shape.CIRCLE, "ci");
        System.out.println("enummap with bodies " + sm);
        try {
            Op.DIV.applyAsInt(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("DIV by zero " + e.getMessage());
        }
        System.out.println("valueOf body enum " + Op.valueOf("MUL").describe() + " isEnum on body class " + Op.MUL.getClass().isEnum());
        String seq = "";
        for (Op op : Op.values()) {
            seq += switch (op) {
                case ADD, SUB -> "additive ";
                case MUL, DIV -> "multiplicative ";
            };
        }
        System.out.println("switch on body enum " + seq.trim());
    }
}
