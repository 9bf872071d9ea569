package conformance25;

import module java.base;

/**
 * Language features final in Java 25: module imports (JEP 511), flexible constructor bodies (JEP 513),
 * and the Java 24-25 class library: stream gatherers (JEP 485), scoped values (JEP 506), IO.println.
 */
public class Java25Language {
    static class Base {
        final String label;
        Base(String label) {
            this.label = label;
            System.out.println("Base(" + label + ") sees " + describe());
        }
        String describe() { return "base"; }
    }

    static class Derived extends Base {
        private final int size;
        Derived(int size) {
            if (size < 0) throw new IllegalArgumentException("size " + size);
            String label = "derived-" + size;
            this.size = size; // a field assigned before super(...)
            super(label);
        }
        @Override String describe() { return "derived of size " + size; }
    }

    static final ScopedValue<String> USER = ScopedValue.newInstance();

    public static void main(String[] args) throws Exception {
        System.out.println(new Derived(3).label);
        try {
            new Derived(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        List<Integer> nums = List.of(1, 2, 3, 4, 5, 6, 7);
        System.out.println(nums.stream().gather(Gatherers.windowFixed(3)).toList());
        System.out.println(nums.stream().gather(Gatherers.windowSliding(2)).limit(3).toList());
        System.out.println(nums.stream().gather(Gatherers.fold(() -> "", (s, n) -> s + n)).toList());
        System.out.println(nums.stream().gather(Gatherers.scan(() -> 0, Integer::sum)).toList());
        System.out.println(USER.isBound());
        ScopedValue.where(USER, "alice").run(() -> {
            System.out.println("user " + USER.get());
            ScopedValue.where(USER, "bob").run(() -> System.out.println("nested user " + USER.get()));
            System.out.println("back to " + USER.get());
        });
        String r = ScopedValue.where(USER, "carol").call(() -> USER.get().toUpperCase());
        System.out.println(r + " " + USER.orElse("nobody"));
        IO.println("IO.println " + Math.unsignedMultiplyHigh(-1L, 2L));
    }
}
