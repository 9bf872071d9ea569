import java.lang.reflect.*;

/** Reflective calls nested in reflective calls, reflective recursion, and reflective calls on two threads. */
public class ReflectNested {
    static Method fib;
    static int depthSeen;

    public static int fib(int n) throws Exception {
        if (n < 2) return n;
        return (Integer) fib.invoke(null, n - 1) + (Integer) fib.invoke(null, n - 2);
    }

    public static int deep(int n) {
        depthSeen = n;
        return deep(n + 1) + 1;
    }

    public synchronized int syncAdd(int a, int b) { return a + b; }

    public static void main(String[] args) throws Exception {
        fib = ReflectNested.class.getMethod("fib", int.class);
        System.out.println(fib.invoke(null, 15));

        final ReflectNested target = new ReflectNested();
        final Method add = ReflectNested.class.getMethod("syncAdd", int.class, int.class);
        final long[] sums = new long[2];
        Thread[] ts = new Thread[2];
        for (int k = 0; k < 2; k++) {
            final int id = k;
            ts[k] = new Thread() {
                public void run() {
                    try {
                        long s = 0;
                        for (int i = 0; i < 300; i++) s += (Integer) add.invoke(target, i, id);
                        sums[id] = s;
                    } catch (Exception e) {
                        throw new RuntimeException(e);
                    }
                }
            };
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(sums[0]);
        System.out.println(sums[1]);

        try {
            ReflectNested.class.getMethod("deep", int.class).invoke(null, 0);
        } catch (InvocationTargetException e) {
            System.out.println(e.getCause().getClass().getName());
            System.out.println(depthSeen > 100);
        }

        Constructor<StringBuilder> sbc = StringBuilder.class.getConstructor(CharSequence.class);
        Object sb = sbc.newInstance(new StringBuilder("nested"));
        System.out.println(sb);
        Method m = Method.class.getMethod("invoke", Object.class, Object[].class);
        System.out.println(m.invoke(String.class.getMethod("toUpperCase"), "abc", new Object[0]));
    }
}
