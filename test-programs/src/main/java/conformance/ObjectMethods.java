package conformance;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

public class ObjectMethods {
    static final class Money {
        final long cents;
        final String currency;

        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Money)) return false;
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }

        @Override
        public int hashCode() {
            return Objects.hash(cents, currency);
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%d.%02d %s", cents / 100, cents % 100, currency);
        }
    }

    static class BadHash {
        final int v;

        BadHash(int v) {
            this.v = v;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BadHash && ((BadHash) o).v == v;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    record Pair(String a, int b) {
    }

    static class Cloner implements Cloneable {
        int[] data = {1, 2, 3};
        String name = "orig";

        @Override
        public Cloner clone() {
            try {
                Cloner c = (Cloner) super.clone();
                c.data = data.clone();
                return c;
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
    }

    public static void main(String[] args) {
        Money a = new Money(1050, "EUR"), b = new Money(1050, "EUR"), c = new Money(1050, "USD");
        System.out.println("equals reflexive " + a.equals(a) + " symmetric " + (a.equals(b) && b.equals(a)) + " different " + a.equals(c) + " null " + a.equals(null) + " other type " + a.equals("10.50 EUR"));
        System.out.println("hash consistent " + (a.hashCode() == b.hashCode()) + " value " + a.hashCode() + " toString " + a + " " + c);
        Set<Money> set = new HashSet<>();
        set.add(a);
        set.add(b);
        set.add(c);
        System.out.println("set size " + set.size() + " contains " + set.contains(new Money(1050, "USD")));
        Map<BadHash, String> bad = new HashMap<>();
        for (int i = 0; i < 50; i++) bad.put(new BadHash(i), "v" + i);
        System.out.println("colliding keys size " + bad.size() + " get " + bad.get(new BadHash(37)) + " missing " + bad.get(new BadHash(99)));
        Pair p1 = new Pair("x", 1), p2 = new Pair("x", 1);
        System.out.println("record equals " + p1.equals(p2) + " hash " + (p1.hashCode() == p2.hashCode()) + " " + p1.hashCode() + " toString " + p1);
        Object plain1 = new Object(), plain2 = new Object();
        System.out.println("Object equals identity " + plain1.equals(plain1) + " " + plain1.equals(plain2) + " hash stable " + (plain1.hashCode() == plain1.hashCode()) + " identityHashCode matches " + (System.identityHashCode(plain1) == plain1.hashCode()));
        String s = "text";
        System.out.println("String identityHashCode differs from hashCode? " + (System.identityHashCode(null) == 0) + " getClass " + s.getClass().getName());
        Cloner orig = new Cloner();
        Cloner copy = orig.clone();
        copy.data[0] = 99;
        copy.name = "copy";
        System.out.println("clone deep array " + orig.data[0] + " " + copy.data[0] + " names " + orig.name + " " + copy.name + " same class " + (orig.getClass() == copy.getClass()) + " distinct " + (orig != copy));
        System.out.println("Objects.equals " + Objects.equals(null, null) + " " + Objects.equals(a, b) + " " + Objects.equals(a, null) + " deepEquals " + Objects.deepEquals(new int[]{1}, new int[]{1}));
        System.out.println("Objects.hash " + Objects.hash("a", 1) + " hashCode(null) " + Objects.hashCode(null) + " toString " + Objects.toString(null) + " " + Objects.toString(null, "def") + " requireNonNullElse " + Objects.requireNonNullElse(null, "else"));
        System.out.println("Objects.compare " + Objects.compare("a", "b", String::compareTo) + " isNull " + Objects.isNull(null) + " nonNull " + Objects.nonNull(1) + " checkIndex " + Objects.checkIndex(2, 3));
        Object arrObj = new int[]{1, 2};
        System.out.println("array equals is identity " + arrObj.equals(new int[]{1, 2}) + " clone equals " + arrObj.equals(((int[]) arrObj).clone()));
        StringBuilder sb1 = new StringBuilder("x"), sb2 = new StringBuilder("x");
        System.out.println("StringBuilder equals identity " + sb1.equals(sb2) + " compareTo " + sb1.compareTo(sb2) + " contentEquals " + "x".contentEquals(sb1));
        System.out.println("toString of boxed/special " + Integer.valueOf(5) + " " + Boolean.TRUE + " " + Character.valueOf('z') + " " + java.util.Optional.of(1) + " " + new java.util.AbstractMap.SimpleEntry<>("k", 2));
    }
}
