import java.util.concurrent.atomic.AtomicInteger;

/** Class and interface initialization (JVMS 5.5): what triggers it, in which order, and what a failure leaves behind. */
public class ClassInit {
    static int log(String what) {
        System.out.println("  init " + what);
        return 1;
    }

    // ---- order: superclass, then superinterfaces that declare non-abstract instance methods, then the class
    interface Plain { int P = log("Plain"); void m(); }
    interface WithDefault { int W = log("WithDefault"); default void d() { } }
    interface IndirectDefault extends WithDefault { int I = log("IndirectDefault"); }
    interface OnlyPrivate { int O = log("OnlyPrivate"); private void helper() { } }
    interface GrandDefault { int G = log("GrandDefault"); default void g() { } }
    interface ParentNoDefault extends GrandDefault { int N = log("ParentNoDefault"); }
    static class Base { static { log("Base"); } }
    static class Derived extends Base implements Plain, IndirectDefault, OnlyPrivate, ParentNoDefault {
        static { log("Derived"); }
        public void m() { }
    }

    // ---- constants and other non-triggers
    static class Constants {
        static final int INT = 42;
        static final String STR = "constant";
        static final Integer BOXED = 7;
        static final int COMPUTED = Integer.parseInt("9");
        static { log("Constants"); }
    }
    static class Component { static { log("Component"); } }
    static class Reflected { static { log("Reflected"); } static int v = 3; }
    static class Loaded { static { log("Loaded"); } }
    static class SuperHolder { static int inherited = log("SuperHolder"); }
    static class SubHolder extends SuperHolder { static { log("SubHolder"); } }
    interface Iface { int F = log("Iface"); static int s() { return 5; } }
    interface SubIface extends GrandDefault2 { int S = log("SubIface"); }
    interface GrandDefault2 { int G2 = log("GrandDefault2"); default void g2() { } }

    // ---- recursion: a class whose initialization is under way reads as uninitialized defaults
    static class Ping { static int a = log("Ping") + Pong.b; static int seen; }
    static class Pong { static int b = 10; static { Ping.seen = Ping.a; log("Pong sees Ping.a=" + Ping.a); } }
    static class SelfRef { static final SelfRef INSTANCE = new SelfRef(); static int count = 5; final int snapshot = count; }

    // ---- failures
    static class Fails {
        static int value = explode();
        static int explode() { log("Fails"); throw new IllegalStateException("boom"); }
    }
    static class FailsWithError { static { log("FailsWithError"); if (true) throw new AssertionError("as is"); } static int x; }
    static class ChildOfFailed extends Fails { static { log("ChildOfFailed"); } }
    static class BadSuper { static { log("BadSuper"); if (true) throw new RuntimeException("super fails"); } }
    interface Sibling { int S = log("Sibling"); default void s() { } }
    static class SiblingUser extends BadSuper implements Sibling { static { log("SiblingUser"); } }

    // ---- two threads racing to initialize one class
    static final AtomicInteger RUNS = new AtomicInteger();
    static class Slow {
        static int value;
        static { RUNS.incrementAndGet(); for (int i = 0; i < 200_000; i++) value += i % 3; }
    }

    static void show(String what, Throwable t) {
        System.out.println("  " + what + ": " + t);
        if (t instanceof ExceptionInInitializerError) System.out.println("    cause " + t.getCause());
    }

    public static void main(String[] args) throws Exception {
        System.out.println("new Derived:");
        new Derived();
        System.out.println("Plain.P (not initialized by Derived):");
        System.out.println("  " + Plain.P);

        System.out.println("constants:");
        System.out.println("  " + Constants.INT + " " + Constants.STR);
        System.out.println("arrays, class literals, casts:");
        Component[] arr = new Component[2];
        Component[][] grid = new Component[2][3];
        Class<?> lit = Loaded.class;
        Object o = arr;
        System.out.println("  " + arr.length + grid[1].length + lit.getSimpleName() + (o instanceof Component[]) + Component[].class.getSimpleName());
        System.out.println("Class.forName without initialization:");
        Class<?> c = Class.forName("ClassInit$Reflected", false, ClassInit.class.getClassLoader());
        System.out.println("  loaded " + c.getName());
        System.out.println("Class.forName:");
        Class.forName("ClassInit$Reflected");
        System.out.println("reflection on Loaded: getDeclaredFields does not initialize, newInstance does:");
        System.out.println("  declared " + Loaded.class.getDeclaredFields().length);
        Loaded.class.getDeclaredConstructor().newInstance();
        System.out.println("boxed constant (not a compile-time constant):");
        System.out.println("  " + Constants.BOXED + " " + Constants.COMPUTED);
        System.out.println("inherited static field through the subclass:");
        System.out.println("  " + SubHolder.inherited);
        System.out.println("interface static method:");
        System.out.println("  " + Iface.s());
        System.out.println("interface field (superinterface not initialized):");
        System.out.println("  " + SubIface.S);

        System.out.println("recursive initialization:");
        System.out.println("  Ping.a=" + Ping.a + " seen=" + Ping.seen);
        System.out.println("  SelfRef snapshot=" + SelfRef.INSTANCE.snapshot + " count=" + SelfRef.count);

        System.out.println("failures:");
        try { System.out.println(Fails.value); } catch (Throwable t) { show("first", t); }
        try { System.out.println(Fails.value); } catch (Throwable t) { show("second", t); }
        try { new ChildOfFailed(); } catch (Throwable t) { show("subclass", t); }
        try { new ChildOfFailed(); } catch (Throwable t) { show("subclass again", t); }
        try { Class.forName("ClassInit$Fails"); } catch (Throwable t) { show("forName", t); }
        try { System.out.println(FailsWithError.x); } catch (Throwable t) { show("error", t); }
        try { System.out.println(FailsWithError.x); } catch (Throwable t) { show("error again", t); }
        System.out.println("superclass failure leaves a sibling interface uninitialized:");
        try { new SiblingUser(); } catch (Throwable t) { show("SiblingUser", t); }
        try { System.out.println("  Sibling.S=" + Sibling.S); } catch (Throwable t) { show("Sibling", t); }
        try { new SiblingUser(); } catch (Throwable t) { show("SiblingUser again", t); }

        System.out.println("two threads:");
        Thread other = new Thread(() -> System.out.println("  other sees " + Slow.value));
        other.start();
        int mine = Slow.value;
        other.join();
        System.out.println("  main sees " + mine + ", initializer ran " + RUNS.get() + " time(s)");
    }
}
