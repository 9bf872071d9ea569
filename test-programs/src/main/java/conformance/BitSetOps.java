package conformance;

import java.util.Arrays;
import java.util.BitSet;

public class BitSetOps {
    public static void main(String[] args) {
        BitSet primes = new BitSet(200);
        primes.set(2, 200);
        for (int i = 2; i * i < 200; i++) {
            if (primes.get(i)) {
                for (int j = i * i; j < 200; j += i) primes.clear(j);
            }
        }
        System.out.println("primes " + primes);
        System.out.println("cardinality " + primes.cardinality() + " length " + primes.length() + " size " + primes.size());
        System.out.println("nextSetBit(100) " + primes.nextSetBit(100) + " nextClearBit(2) " + primes.nextClearBit(2) + " previousSetBit(100) " + primes.previousSetBit(100) + " previousClearBit(3) " + primes.previousClearBit(3));
        BitSet a = new BitSet();
        a.set(0);
        a.set(5);
        a.set(64);
        a.set(130);
        BitSet b = new BitSet();
        b.set(5);
        b.set(6);
        b.set(130);
        b.set(1000);
        BitSet and = (BitSet) a.clone();
        and.and(b);
        BitSet or = (BitSet) a.clone();
        or.or(b);
        BitSet xor = (BitSet) a.clone();
        xor.xor(b);
        BitSet andNot = (BitSet) a.clone();
        andNot.andNot(b);
        System.out.println("and " + and + " or " + or + " xor " + xor + " andNot " + andNot + " intersects " + a.intersects(b));
        System.out.println("toLongArray " + Arrays.toString(a.toLongArray()) + " toByteArray " + Arrays.toString(b.get(0, 16).toByteArray()));
        BitSet fromLong = BitSet.valueOf(new long[]{0xF0F0L, 1L});
        System.out.println("valueOf " + fromLong + " stream sum " + fromLong.stream().sum());
        a.flip(0, 8);
        System.out.println("flip " + a + " get(64) " + a.get(64) + " get(65) " + a.get(65));
        a.clear();
        System.out.println("cleared isEmpty " + a.isEmpty() + " length " + a.length() + " equals " + a.equals(new BitSet()) + " hash " + a.hashCode() + " " + primes.hashCode());
        BitSet range = primes.get(10, 50);
        System.out.println("range " + range);
        StringBuilder sb = new StringBuilder();
        for (int i = primes.nextSetBit(150); i >= 0; i = primes.nextSetBit(i + 1)) sb.append(i).append(' ');
        System.out.println("iterate " + sb.toString().trim());
    }
}
