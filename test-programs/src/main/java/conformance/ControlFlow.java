package conformance;

public class ControlFlow {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                sb.append(i).append(j).append(' ');
            }
        }
        System.out.println("labeled " + sb.toString().trim());
        int n = 0;
        block:
        {
            n++;
            if (n > 0) break block;
            n = 100;
        }
        System.out.println("labeled block " + n);
        int w = 0, iters = 0;
        while (true) {
            iters++;
            if ((w += 7) > 50) break;
        }
        System.out.println("while true " + w + " " + iters);
        int d = 10;
        do {
            d -= 3;
        } while (d > 0);
        System.out.println("do-while " + d);
        int k = 0;
        do k++; while (false);
        System.out.println("do once " + k);
        int sum = 0;
        for (int i = 0, j = 10; i < j; i++, j--) sum += i * j;
        System.out.println("multi var for " + sum);
        boolean t = true, f = false;
        int evals = 0;
        if (f && (++evals > 0)) evals += 100;
        if (t || (++evals > 0)) evals += 10;
        if (f & (++evals > 0)) evals += 100;
        if (t | (++evals > 0)) evals += 1000;
        System.out.println("short circuit evals " + evals);
        System.out.println("xor " + (t ^ f) + " " + (t ^ t) + " not " + !t + " ternary chain " + (evals > 1000 ? "big" : evals > 10 ? "mid" : "small"));
        int x = 0;
        x = x++ + x++;
        System.out.println("x++ + x++ " + x);
        int y = 5;
        y = -y-- - --y;
        System.out.println("unary mix " + y);
        int[] arr = {0, 0, 0};
        int idx = 0;
        arr[idx] = idx = 2;
        System.out.println("assignment order " + arr[0] + arr[1] + arr[2] + " idx " + idx);
        long collatzMax = 0;
        int argMax = 0;
        for (int start = 1; start < 300; start++) {
            long v = start;
            int steps = 0;
            while (v != 1) {
                v = (v & 1) == 0 ? v >> 1 : 3 * v + 1;
                steps++;
            }
            if (steps > collatzMax) {
                collatzMax = steps;
                argMax = start;
            }
        }
        System.out.println("collatz " + argMax + " " + collatzMax);
        String r = "";
        for (char c = 'a'; c <= 'z'; c += 5) r += c;
        System.out.println("char loop " + r);
        int nested = 0;
        for (int a = 0; a < 10; a++) {
            if (a % 2 == 0) continue;
            for (int b = 0; b < a; b++) {
                if (b > 3) break;
                nested += a * b;
            }
        }
        System.out.println("nested continue/break " + nested);
        var list = new java.util.ArrayList<String>();
        for (var e : new String[]{"v1", "v2"}) list.add(e);
        var total = 0L;
        for (var e : list) total += e.hashCode();
        System.out.println("var " + list + " " + total);
        int sw = 0;
        for (int i = 0; i < 6; i++) {
            switch (i % 3) {
                case 0:
                    sw += 1;
                    break;
                case 1:
                    sw += 10;
                default:
                    sw += 100;
            }
        }
        System.out.println("switch in loop " + sw);
    }
}
