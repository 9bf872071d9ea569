package conformance;

import java.util.Arrays;
import java.util.Random;
import java.util.stream.Collectors;

public class RandomSequences {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder("nextInt");
        for (int i = 0; i < 10; i++) sb.append(' ').append(r.nextInt());
        System.out.println(sb);
        sb = new StringBuilder("nextInt(100)");
        for (int i = 0; i < 20; i++) sb.append(' ').append(r.nextInt(100));
        System.out.println(sb);
        sb = new StringBuilder("nextInt(bounds pow2 & odd)");
        for (int i = 0; i < 10; i++) sb.append(' ').append(r.nextInt(64)).append('/').append(r.nextInt(1_000_000_007));
        System.out.println(sb);
        sb = new StringBuilder("nextLong");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextLong());
        System.out.println(sb);
        sb = new StringBuilder("nextDouble");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextDouble());
        System.out.println(sb);
        sb = new StringBuilder("nextFloat");
        for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextFloat());
        System.out.println(sb);
        sb = new StringBuilder("nextBoolean");
        for (int i = 0; i < 16; i++) sb.append(r.nextBoolean() ? '1' : '0');
        System.out.println(sb);
        sb = new StringBuilder("nextGaussian");
        for (int i = 0; i < 6; i++) sb.append(' ').append(r.nextGaussian());
        System.out.println(sb);
        byte[] bytes = new byte[12];
        r.nextBytes(bytes);
        System.out.println("nextBytes " + Arrays.toString(bytes));
        System.out.println("ints stream " + new Random(7).ints(8, 0, 10).boxed().collect(Collectors.toList()));
        System.out.println("doubles stream sum " + new Random(7).doubles(5).sum());
        System.out.println("longs bounded " + new Random(7).longs(4, -100, 100).boxed().collect(Collectors.toList()));
        Random seeded = new Random(0);
        System.out.println("seed 0 " + seeded.nextInt() + " " + seeded.nextInt(10) + " " + seeded.nextLong());
        Random neg = new Random(-1L);
        System.out.println("seed -1 " + neg.nextInt() + " " + neg.nextDouble());
        Random re = new Random(1);
        int first = re.nextInt();
        re.setSeed(1);
        System.out.println("setSeed repeat " + (first == re.nextInt()));
        int[] hist = new int[10];
        Random h = new Random(2024);
        for (int i = 0; i < 5000; i++) hist[h.nextInt(10)]++;
        System.out.println("histogram " + Arrays.toString(hist));
        double mean = 0;
        Random g = new Random(99);
        for (int i = 0; i < 2000; i++) mean += g.nextGaussian();
        System.out.println("gaussian sum " + mean);
        System.out.println("Math.floorMod " + Math.floorMod(-17, 5) + " " + Math.floorMod(17, -5) + " floorDiv " + Math.floorDiv(-17, 5) + " " + Math.floorDiv(Integer.MIN_VALUE, -1));
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0) " + e.getMessage());
        }
    }
}
