package spin;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One thread sets an array element through a VarHandle; another compares-and-sets it back in a
 * loop until it finds the value set (each failed compare-and-set changes nothing). Verified.
 */
public class ArrayCasSpin {
    static final Object[] SLOTS = new Object[4];
    static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    public static void main(String[] args) throws Exception {
        SLOTS[0] = 0;
        Thread setter = new Thread(() -> SLOT.setVolatile(SLOTS, 0, 1), "setter");
        Thread taker = new Thread(() -> {
            while (!SLOT.compareAndSet(SLOTS, 0, 1, 0)) { }
        }, "taker");
        setter.start();
        taker.start();
        setter.join();
        taker.join();
        if (!Integer.valueOf(0).equals(SLOTS[0])) throw new AssertionError("slot " + SLOTS[0]);
    }
}
