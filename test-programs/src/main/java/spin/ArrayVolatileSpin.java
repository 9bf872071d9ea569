package spin;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/** A thread spins on an array element read through a VarHandle until another sets it. Verified. */
public class ArrayVolatileSpin {
    static final Object[] SLOTS = new Object[4];
    static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);

    public static void main(String[] args) throws Exception {
        SLOT.setVolatile(SLOTS, 0, 0);
        Thread setter = new Thread(() -> SLOT.setVolatile(SLOTS, 0, 1), "setter");
        Thread waiter = new Thread(() -> {
            while (SLOT.getVolatile(SLOTS, 0).equals(0)) { }
        }, "waiter");
        setter.start();
        waiter.start();
        setter.join();
        waiter.join();
    }
}
