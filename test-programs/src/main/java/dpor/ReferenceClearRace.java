package dpor;

import java.lang.ref.WeakReference;

/**
 * A thread clears a weak reference while main reads it: main prints "cleared" or "present"
 * depending on the order (the referent stays strongly reachable, so only the clear empties it).
 * Reference.clear is a native's write of the referent, which a search must see as a write racing
 * with Reference.get's read. No violation; two outputs.
 */
public class ReferenceClearRace {
    static final Object VALUE = new Object();

    public static void main(String[] args) throws InterruptedException {
        WeakReference<Object> ref = new WeakReference<>(VALUE);
        Thread t = new Thread(ref::clear);
        t.start();
        System.out.println(ref.get() == null ? "cleared" : "present");
        t.join();
    }
}
