package dpor;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MutableCallSite;
import java.lang.invoke.VolatileCallSite;

/**
 * A thread retargets a call site while main calls through it: main prints "old" or "new" depending
 * on the order. MutableCallSite.setTarget (VolatileCallSite's with the argument "volatile") is a
 * native's write of the site's target; a call through the site (its dynamic invoker, what an
 * invokedynamic linked to the site runs) reads the target, so a search must see the write as a
 * step racing with that read. No violation; two outputs.
 */
public class CallSiteRetarget {
    public static void main(String[] args) throws Throwable {
        MethodHandle old = MethodHandles.constant(String.class, "old");
        CallSite site = args.length > 0 && args[0].equals("volatile") ? new VolatileCallSite(old) : new MutableCallSite(old);
        MethodHandle invoker = site.dynamicInvoker();
        Thread t = new Thread(() -> site.setTarget(MethodHandles.constant(String.class, "new")));
        t.start();
        String s = (String) invoker.invokeExact();
        System.out.println(s);
        t.join();
    }
}
