package subjects;

/**
 * A commons-lang-style lazily initialized cache (LazyInitializer): two threads get the cached value.
 * The buggy get checks the field and creates the value when it is null, so both threads may create
 * one and get different instances; the fixed get creates it under a lock (double-checked on a
 * volatile field).
 */
public class Cache {
    static Object value;
    static volatile Object safeValue;
    static final Object LOCK = new Object();

    static Object get(boolean fixed) {
        if (fixed) {
            Object v = safeValue;
            if (v == null) {
                synchronized (LOCK) {
                    v = safeValue;
                    if (v == null) safeValue = v = new Object();
                }
            }
            return v;
        }
        Object v = value;
        if (v == null) value = v = new Object();
        return v;
    }

    public static void main(String[] args) throws InterruptedException {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Object[] got = new Object[1];
        Thread t = new Thread(() -> got[0] = get(fixed));
        t.start();
        Object mine = get(fixed);
        t.join();
        if (mine != got[0]) throw new IllegalStateException("the cache made two instances");
    }
}
