package conformance;

import java.util.Arrays;

public class EnumsBasic {
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);

        private final double mass;
        private final double radius;

        Planet(double mass, double radius) {
            this.mass = mass;
            this.radius = radius;
        }

        double surfaceGravity() {
            return 6.67300E-11 * mass / (radius * radius);
        }
    }

    enum Level { LOW, MEDIUM, HIGH }

    enum WithStatic {
        A, B;
        static int count;

        WithStatic() {
            System.out.println("constructing enum constant (static field not yet usable)");
        }

        static {
            count = values().length;
            System.out.println("enum static block, count " + count);
        }
    }

    static String react(Level l) {
        switch (l) {
            case LOW:
                return "relax";
            case MEDIUM:
                return "watch";
            default:
                return "act";
        }
    }

    public static void main(String[] args) {
        System.out.println("values " + Arrays.toString(Level.values()) + " length " + Level.values().length);
        for (Level l : Level.values()) {
            System.out.println(l + " name " + l.name() + " ordinal " + l.ordinal() + " react " + react(l) + " compareTo HIGH " + l.compareTo(Level.HIGH) + " declaring " + l.getDeclaringClass().getSimpleName());
        }
        System.out.println("valueOf " + Level.valueOf("MEDIUM") + " Enum.valueOf " + Enum.valueOf(Level.class, "HIGH"));
        try {
            Level.valueOf("EXTREME");
        } catch (IllegalArgumentException e) {
            System.out.println("bad valueOf: " + e.getMessage());
        }
        try {
            Level.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("null valueOf: " + e.getMessage());
        }
        for (Planet p : Planet.values()) {
            System.out.println(p + " gravity " + String.format(java.util.Locale.ROOT, "%.4f", p.surfaceGravity()));
        }
        System.out.println("values() is a copy " + (Level.values() != Level.values()));
        Level[] vs = Level.values();
        vs[0] = null;
        System.out.println("original intact " + Level.values()[0]);
        System.out.println("== identity " + (Level.valueOf("LOW") == Level.LOW) + " equals " + Level.LOW.equals(Level.LOW));
        System.out.println("isEnum " + Level.class.isEnum() + " superclass " + Level.class.getSuperclass().getName() + " constants " + Arrays.toString(Level.class.getEnumConstants()));
        System.out.println("before WithStatic use");
        System.out.println("WithStatic.count " + WithStatic.count + " " + WithStatic.B);
        int total = 0;
        for (Level l : Level.values()) {
            total += switch (l) {
                case LOW -> 1;
                case MEDIUM -> 10;
                case HIGH -> 100;
            };
        }
        System.out.println("switch expr total " + total);
        System.out.println("describeConstable " + Level.HIGH.describeConstable().isPresent());
    }
}
