package dpor;

import java.lang.ref.WeakReference;

/**
 * A thread clears a weak reference while main reads it: main prints "cleared" or "present"
 * depending on the order (the referent stays strongly reachable, so only the clear empties it).
 * Reference.clear is a native's write of the referent, which a search must see as a write racing
 * with Reference.get's read (with the argument "refersTo": Reference.refersTo's, a native's read
 * of the referent too). No violation; two outputs.
 */
public class ReferenceClearRace {
    static final Object VALUE = new Object();

    public static void main(String[] args) throws InterruptedException {
        WeakReference<Object> ref = new WeakReference<>(VALUE);
        Thread t = new Thread(ref::clear);
        t.start();
        boolean present = args.length > 0 && args[0].equals("refersTo") ? ref.refersTo(VALUE) : ref.get() != null;
        System.out.println(present ? "present" : "cleared");
        t.join();
    }
}
